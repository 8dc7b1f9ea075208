import type * as z from 'zod/mini'
import { actionOf, defineContract, tableOf, type ActionDescriptor } from '../define.ts'
import { assetCode } from '../table-keys.ts'
import { ARBITRATION_ACCOUNT } from './account.ts'
import { arbitrationActionData } from './actions.ts'
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
type ArbitrationActionSchemas = ReturnType<typeof arbitrationActionData>
type ArbitrationActionName = keyof ArbitrationActionSchemas

const CASE_MONEY: readonly TableName[] = ['casefiles', 'config', 'accounts', 'arbitrators']

/** The tables each action may change, by action name: readers refetch them after it. */
const ARBITRATION_ACTION_WRITES: Readonly<Record<ArbitrationActionName, readonly TableName[]>> = {
  init: ['config'],
  setadmin: ['config'],
  setversion: ['config'],
  setconfig: ['config'],
  initelection: ['elections', 'config', 'arbitrators'],
  regarb: ['nominees', 'arbitrators'],
  unregnominee: ['nominees'],
  candaddlead: ['elections'],
  candrmvlead: ['elections'],
  beginvoting: ['elections', 'config', 'nominees', 'arbitrators'],
  endelection: ['elections', 'nominees', 'arbitrators'],
  skiptovoting: ['elections'],
  withdraw: ['accounts'],
  filecase: ['casefiles', 'claims'],
  addclaim: ['casefiles', 'claims'],
  updateclaim: ['claims'],
  removeclaim: ['casefiles', 'claims'],
  shredcase: ['casefiles', 'claims'],
  readycase: ['casefiles', 'config', 'accounts'],
  respondoffer: ['casefiles', 'offers', 'config', 'accounts'],
  cancelcase: ['casefiles', 'config', 'accounts'],
  respond: ['claims'],
  newarbstatus: ['arbitrators'],
  setlangcodes: ['arbitrators'],
  makeoffer: ['offers', 'casefiles'],
  dismissoffer: ['offers'],
  startcase: ['casefiles', 'claims', 'arbitrators'],
  reviewclaim: ['claims'],
  settleclaim: ['claims'],
  setruling: ['casefiles'],
  recuse: CASE_MONEY,
  validatecase: CASE_MONEY,
  closecase: ['casefiles', 'arbitrators'],
  forcerecusal: CASE_MONEY,
  dismissarb: CASE_MONEY,
}

/** Every action of the ABI, by name, with its data schema (built on first use) and the tables it writes. */
export const arbitrationActions = Object.fromEntries(
  (Object.keys(ARBITRATION_ACTION_WRITES) as ArbitrationActionName[]).map((name) => [
    name,
    action(name, () => arbitrationActionData()[name], ARBITRATION_ACTION_WRITES[name]),
  ]),
) as { readonly [K in ArbitrationActionName]: ActionDescriptor<ArbitrationActionSchemas[K]> }

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
