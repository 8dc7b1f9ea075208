import type * as z from 'zod/mini'
import { actionOf, defineContract, tableOf } from '../define.ts'
import { assetCode } from '../table-keys.ts'
import { ARBITRATION_ACCOUNT } from './account.ts'
import * as data from './actions.ts'
import * as rows from './tables.ts'

export { ARBITRATION_ACCOUNT } from './account.ts'
export * from './actions.ts'
export * from './tables.ts'

const table = tableOf('arbitration')

/** The arbitration contract's tables with their row schemas, scopes and secondary indexes. */
export const arbitrationTables = {
  config: table('config', rows.configRow, { scope: 'contract', singleton: true }),
  casefiles: table('casefiles', rows.caseFileRow, {
    scope: 'contract',
    primaryKeyType: 'uint64',
    primaryKey: (row) => row.case_id,
  }),
  claims: table('claims', rows.claimRow, {
    scope: 'case_id',
    primaryKeyType: 'uint64',
    primaryKey: (row) => row.claim_id,
  }),
  offers: table('offers', rows.offerRow, {
    scope: 'contract',
    primaryKeyType: 'uint64',
    primaryKey: (row) => row.offer_id,
    indexes: [
      { name: 'byarb', position: 2, keyType: 'i64' },
      { name: 'bycase', position: 3, keyType: 'i64' },
      { name: 'bycasearb', position: 4, keyType: 'i128' },
    ],
  }),
  elections: table('elections', rows.electionRow, {
    scope: 'contract',
    primaryKeyType: 'uint64',
    primaryKey: (row) => row.election_id,
    indexes: [{ name: 'byballot', position: 2, keyType: 'i64' }],
  }),
  nominees: table('nominees', rows.nomineeRow, {
    scope: 'contract',
    primaryKeyType: 'name',
    primaryKey: (row) => row.nominee_name,
  }),
  arbitrators: table('arbitrators', rows.arbitratorRow, {
    scope: 'contract',
    primaryKeyType: 'name',
    primaryKey: (row) => row.arb,
  }),
  accounts: table('accounts', rows.escrowAccountRow, {
    scope: 'account',
    primaryKeyType: 'symbol_code',
    primaryKey: (row) => assetCode(row.balance),
  }),
  joinedcases: table('joinedcases', rows.joinderRow, {
    scope: 'contract',
    primaryKeyType: 'uint64',
    primaryKey: (row) => row.join_id,
  }),
}

type TableName = keyof typeof arbitrationTables

const action = actionOf('arbitration', arbitrationTables)

const CASE_MONEY: readonly TableName[] = ['casefiles', 'config', 'accounts', 'arbitrators']

/** Every action of the ABI, by name. */
export const arbitrationActions = {
  init: action('init', data.initData, ['config']),
  setadmin: action('setadmin', data.setadminData, ['config']),
  setversion: action('setversion', data.setversionData, ['config']),
  setconfig: action('setconfig', data.setconfigData, ['config']),
  initelection: action('initelection', data.initelectionData, ['elections', 'config', 'arbitrators']),
  regarb: action('regarb', data.regarbData, ['nominees', 'arbitrators']),
  unregnominee: action('unregnominee', data.nomineeData, ['nominees']),
  candaddlead: action('candaddlead', data.nomineeData, ['elections']),
  candrmvlead: action('candrmvlead', data.nomineeData, ['elections']),
  beginvoting: action('beginvoting', data.beginvotingData, [
    'elections',
    'config',
    'nominees',
    'arbitrators',
  ]),
  endelection: action('endelection', data.emptyData, ['elections', 'nominees', 'arbitrators']),
  skiptovoting: action('skiptovoting', data.emptyData, ['elections']),
  withdraw: action('withdraw', data.withdrawData, ['accounts']),
  filecase: action('filecase', data.filecaseData, ['casefiles', 'claims']),
  addclaim: action('addclaim', data.addclaimData, ['casefiles', 'claims']),
  updateclaim: action('updateclaim', data.updateclaimData, ['claims']),
  removeclaim: action('removeclaim', data.removeclaimData, ['casefiles', 'claims']),
  shredcase: action('shredcase', data.caseClaimantData, ['casefiles', 'claims']),
  readycase: action('readycase', data.caseClaimantData, ['casefiles', 'config', 'accounts']),
  respondoffer: action('respondoffer', data.respondofferData, ['casefiles', 'offers', 'config', 'accounts']),
  cancelcase: action('cancelcase', data.caseIdData, ['casefiles', 'config', 'accounts']),
  respond: action('respond', data.respondData, ['claims']),
  newarbstatus: action('newarbstatus', data.newarbstatusData, ['arbitrators']),
  setlangcodes: action('setlangcodes', data.setlangcodesData, ['arbitrators']),
  makeoffer: action('makeoffer', data.makeofferData, ['offers', 'casefiles']),
  dismissoffer: action('dismissoffer', data.dismissofferData, ['offers']),
  startcase: action('startcase', data.startcaseData, ['casefiles', 'claims', 'arbitrators']),
  reviewclaim: action('reviewclaim', data.reviewclaimData, ['claims']),
  settleclaim: action('settleclaim', data.settleclaimData, ['claims']),
  setruling: action('setruling', data.setrulingData, ['casefiles']),
  recuse: action('recuse', data.recuseData, CASE_MONEY),
  validatecase: action('validatecase', data.validatecaseData, CASE_MONEY),
  closecase: action('closecase', data.caseIdData, ['casefiles', 'arbitrators']),
  forcerecusal: action('forcerecusal', data.forcerecusalData, CASE_MONEY),
  dismissarb: action('dismissarb', data.dismissarbData, CASE_MONEY),
} as const

// Its ABI is telos-arbitration's at PR #4 head 1e2617e9 (contracts identical to 0ee13def), the
// version deployed as `testtelosarb`. The hydra test build adds a `hydraload` action, which the
// deployed contract does not have.
/** The arbitration contract as both the portal and the devnet see it. */
export const arbitration = defineContract({
  key: 'arbitration',
  account: ARBITRATION_ACCOUNT,
  abiVersion: 'eosio::abi/1.2',
  tables: arbitrationTables,
  actions: arbitrationActions,
  openActions: ['skiptovoting'],
})

/** Row shapes by table, as contract code and parsed get_table_rows results have them. */
export type ArbitrationRows = { [K in TableName]: z.infer<(typeof arbitrationTables)[K]['row']> }

/** Action data shapes by action name (parsed: uint64 as strings, bools as booleans). */
export type ArbitrationActionData = {
  [K in keyof typeof arbitrationActions]: z.infer<(typeof arbitrationActions)[K]['data']>
}
