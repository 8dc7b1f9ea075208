import type { z } from 'zod'
import { defineAction, defineContract, defineTable, type IndexDescriptor, type ScopeRule } from '../define.ts'
import { ARBITRATION_ACCOUNT } from './account.ts'
import { arbitrationAbi } from './abi.ts'
import * as data from './actions.ts'
import * as rows from './tables.ts'

export { ARBITRATION_ACCOUNT } from './account.ts'
export { arbitrationAbi } from './abi.ts'
export * from './actions.ts'
export * from './tables.ts'

const table = <Row extends z.ZodType>(
  name: string,
  row: Row,
  scope: ScopeRule,
  primaryKey: ((row: z.output<Row>) => string) | undefined,
  indexes: readonly IndexDescriptor[] = [],
) => defineTable({ contract: 'arbitration', name, row, scope, primaryKey, singleton: primaryKey === undefined, indexes })

/** The arbitration contract's tables with their row schemas, scopes and secondary indexes. */
export const arbitrationTables = {
  config: table('config', rows.configRow, 'contract', undefined),
  casefiles: table('casefiles', rows.caseFileRow, 'contract', (row) => row.case_id),
  claims: table('claims', rows.claimRow, 'case_id', (row) => row.claim_id),
  offers: table('offers', rows.offerRow, 'contract', (row) => row.offer_id, [
    { name: 'byarb', position: 2, keyType: 'i64' },
    { name: 'bycase', position: 3, keyType: 'i64' },
    { name: 'bycasearb', position: 4, keyType: 'i128' },
  ]),
  elections: table('elections', rows.electionRow, 'contract', (row) => row.election_id, [
    { name: 'byballot', position: 2, keyType: 'i64' },
  ]),
  nominees: table('nominees', rows.nomineeRow, 'contract', (row) => row.nominee_name),
  arbitrators: table('arbitrators', rows.arbitratorRow, 'contract', (row) => row.arb),
  accounts: table('accounts', rows.escrowAccountRow, 'account', (row) => row.balance.split(' ')[1] ?? ''),
  joinedcases: table('joinedcases', rows.joinderRow, 'contract', (row) => row.join_id),
} as const

type TableName = keyof typeof arbitrationTables

const actionOf = <Data extends z.ZodType>(name: string, schema: Data, writes: readonly TableName[]) =>
  defineAction({ contract: 'arbitration', name, data: schema, writes: writes.map((t) => arbitrationTables[t]) })

const CASE_MONEY: readonly TableName[] = ['casefiles', 'config', 'accounts', 'arbitrators']

/** Every action of the ABI, by name. */
export const arbitrationActions = {
  init: actionOf('init', data.initData, ['config']),
  setadmin: actionOf('setadmin', data.setadminData, ['config']),
  setversion: actionOf('setversion', data.setversionData, ['config']),
  setconfig: actionOf('setconfig', data.setconfigData, ['config']),
  initelection: actionOf('initelection', data.initelectionData, ['elections', 'config', 'arbitrators']),
  regarb: actionOf('regarb', data.regarbData, ['nominees', 'arbitrators']),
  unregnominee: actionOf('unregnominee', data.nomineeData, ['nominees']),
  candaddlead: actionOf('candaddlead', data.nomineeData, ['elections']),
  candrmvlead: actionOf('candrmvlead', data.nomineeData, ['elections']),
  beginvoting: actionOf('beginvoting', data.beginvotingData, [
    'elections',
    'config',
    'nominees',
    'arbitrators',
  ]),
  endelection: actionOf('endelection', data.emptyData, ['elections', 'nominees', 'arbitrators']),
  skiptovoting: actionOf('skiptovoting', data.emptyData, ['elections']),
  withdraw: actionOf('withdraw', data.withdrawData, ['accounts']),
  filecase: actionOf('filecase', data.filecaseData, ['casefiles', 'claims']),
  addclaim: actionOf('addclaim', data.addclaimData, ['casefiles', 'claims']),
  updateclaim: actionOf('updateclaim', data.updateclaimData, ['claims']),
  removeclaim: actionOf('removeclaim', data.removeclaimData, ['casefiles', 'claims']),
  shredcase: actionOf('shredcase', data.caseClaimantData, ['casefiles', 'claims']),
  readycase: actionOf('readycase', data.caseClaimantData, ['casefiles', 'config', 'accounts']),
  respondoffer: actionOf('respondoffer', data.respondofferData, [
    'casefiles',
    'offers',
    'config',
    'accounts',
  ]),
  cancelcase: actionOf('cancelcase', data.caseIdData, ['casefiles', 'config', 'accounts']),
  respond: actionOf('respond', data.respondData, ['claims']),
  newarbstatus: actionOf('newarbstatus', data.newarbstatusData, ['arbitrators']),
  setlangcodes: actionOf('setlangcodes', data.setlangcodesData, ['arbitrators']),
  makeoffer: actionOf('makeoffer', data.makeofferData, ['offers', 'casefiles']),
  dismissoffer: actionOf('dismissoffer', data.dismissofferData, ['offers']),
  startcase: actionOf('startcase', data.startcaseData, ['casefiles', 'claims', 'arbitrators']),
  reviewclaim: actionOf('reviewclaim', data.reviewclaimData, ['claims']),
  settleclaim: actionOf('settleclaim', data.settleclaimData, ['claims']),
  setruling: actionOf('setruling', data.setrulingData, ['casefiles']),
  recuse: actionOf('recuse', data.recuseData, CASE_MONEY),
  validatecase: actionOf('validatecase', data.validatecaseData, CASE_MONEY),
  closecase: actionOf('closecase', data.caseIdData, ['casefiles', 'arbitrators']),
  forcerecusal: actionOf('forcerecusal', data.forcerecusalData, CASE_MONEY),
  dismissarb: actionOf('dismissarb', data.dismissarbData, CASE_MONEY),
} as const

/** The arbitration contract as both the portal and the devnet see it. */
export const arbitration = defineContract({
  key: 'arbitration',
  account: ARBITRATION_ACCOUNT,
  abi: arbitrationAbi,
  tables: arbitrationTables,
  actions: arbitrationActions,
})

/** Row shapes by table, as contract code and parsed get_table_rows results have them. */
export type ArbitrationRows = { [K in TableName]: z.infer<(typeof arbitrationTables)[K]['row']> }

/** Action data shapes by action name (parsed: uint64 as strings, bools as booleans). */
export type ArbitrationActionData = {
  [K in keyof typeof arbitrationActions]: z.infer<(typeof arbitrationActions)[K]['data']>
}
