// telos.decide as the portal and the devnet both see it: rows, action data and its fixed names.

import { actionOf, defineContract, tableOf, type ActionDescriptor } from '../define.ts'
import { assetCode } from '../table-keys.ts'
import { decideActionData } from './actions.ts'
import * as rows from './tables.ts'
import { DECIDE_ACCOUNT } from './account.ts'

export { DECIDE_ACCOUNT } from './account.ts'

export * from './actions.ts'
export * from './tables.ts'

/** The config fee keys (`fees` map) and what each pays for. */
export const DECIDE_FEE_NAMES = ['ballot', 'treasury', 'archival', 'committee'] as const
/** The config time keys (`times` map), in seconds. */
export const DECIDE_TIME_NAMES = ['balcooldown', 'minballength', 'forfeittime'] as const

/** Ballot secondary indexes by get_table_rows index_position. */
export const BALLOT_INDEX = { bycategory: 2, bystatus: 3, bysymbol: 4, byendtime: 5 } as const

/** Treasury settings, all false at newtreasury. */
export const TREASURY_SETTINGS = [
  'transferable',
  'burnable',
  'reclaimable',
  'stakeable',
  'unstakeable',
  'maxmutable',
] as const
/** Ballot settings as newballot creates them. */
export const BALLOT_SETTINGS = ['lightballot', 'revotable', 'voteliquid', 'votestake'] as const
/** Treasury access methods the contract accepts (membership is refused). */
export const TREASURY_ACCESS = ['public', 'private', 'invite'] as const

const table = tableOf('decide')

/** telos.decide's tables as get_table_rows serves them (`symbol` scope: a treasury's symbol code). */
export const decideTables = {
  config: table('config', rows.decideConfigRow, { scope: 'contract', singleton: true }),
  treasuries: table('treasuries', rows.treasuryRow, {
    scope: 'contract',
    primaryKeyType: 'symbol_code',
    primaryKey: (row) => assetCode(row.supply),
  }),
  ballots: table('ballots', rows.ballotRow, {
    scope: 'contract',
    primaryKeyType: 'name',
    primaryKey: (row) => row.ballot_name,
    // i64, as the contract's ABI declares them. nodeos converts a name bound (`setup`, `poll`) to its
    // value for i64 too, and i64 is the key type that takes the decimal next_key back to read on;
    // with `name` a second page would be refused.
    indexes: [
      { name: 'bycategory', position: BALLOT_INDEX.bycategory, keyType: 'i64' },
      { name: 'bystatus', position: BALLOT_INDEX.bystatus, keyType: 'i64' },
      { name: 'bysymbol', position: BALLOT_INDEX.bysymbol, keyType: 'i64' },
      { name: 'byendtime', position: BALLOT_INDEX.byendtime, keyType: 'i64' },
    ],
  }),
  votes: table('votes', rows.voteRow, {
    scope: 'ballot',
    primaryKeyType: 'name',
    primaryKey: (row) => row.voter,
    indexes: [{ name: 'bytime', position: 2, keyType: 'i64' }],
  }),
  voters: table('voters', rows.voterRow, {
    scope: 'account',
    primaryKeyType: 'symbol_code',
    primaryKey: (row) => assetCode(row.liquid),
  }),
  accounts: table('accounts', rows.depositRow, {
    scope: 'account',
    primaryKeyType: 'symbol_code',
    primaryKey: (row) => assetCode(row.balance),
  }),
  payrolls: table('payrolls', rows.payrollRow, {
    scope: 'symbol',
    primaryKeyType: 'name',
    primaryKey: (row) => row.payroll_name,
  }),
  laborbuckets: table('laborbuckets', rows.laborBucketRow, {
    scope: 'symbol',
    primaryKeyType: 'name',
    primaryKey: (row) => row.payroll_name,
  }),
  labors: table('labors', rows.laborRow, {
    scope: 'symbol',
    primaryKeyType: 'name',
    primaryKey: (row) => row.worker_name,
  }),
  delegates: table('delegates', rows.delegateRow, {
    scope: 'symbol',
    primaryKeyType: 'name',
    primaryKey: (row) => row.delegate_name,
  }),
  committees: table('committees', rows.committeeRow, {
    scope: 'symbol',
    primaryKeyType: 'name',
    primaryKey: (row) => row.committee_name,
  }),
  archivals: table('archivals', rows.archivalRow, {
    scope: 'contract',
    primaryKeyType: 'name',
    primaryKey: (row) => row.ballot_name,
  }),
  featured: table('featured', rows.featuredBallotRow, {
    scope: 'symbol',
    primaryKeyType: 'name',
    primaryKey: (row) => row.ballot_name,
  }),
}

type TableName = keyof typeof decideTables

/** The tables each action may change, so a client can refetch exactly those after it succeeds. */
export const DECIDE_ACTION_WRITES: Readonly<
  Record<keyof ReturnType<typeof decideActionData>, readonly TableName[]>
> = {
  init: ['config'],
  setversion: ['config'],
  updatefee: ['config'],
  updatetime: ['config'],
  withdraw: ['accounts', 'config'],
  newtreasury: ['treasuries', 'accounts', 'config', 'payrolls', 'laborbuckets'],
  edittrsinfo: ['treasuries'],
  toggle: ['treasuries'],
  mint: ['voters', 'treasuries'],
  transfer: ['voters'],
  burn: ['voters', 'treasuries'],
  reclaim: ['voters'],
  mutatemax: ['treasuries'],
  setunlocker: ['treasuries'],
  lock: ['treasuries'],
  unlock: ['treasuries'],
  addfunds: ['payrolls', 'accounts', 'config'],
  editpayrate: ['payrolls'],
  newballot: ['ballots', 'accounts', 'config'],
  editdetails: ['ballots'],
  togglebal: ['ballots'],
  editminmax: ['ballots'],
  addoption: ['ballots'],
  rmvoption: ['ballots'],
  openvoting: ['ballots', 'treasuries'],
  cancelballot: ['ballots', 'treasuries'],
  deleteballot: ['ballots'],
  postresults: ['ballots'],
  closevoting: ['ballots', 'treasuries'],
  broadcast: [],
  archive: ['ballots', 'archivals', 'accounts', 'config'],
  unarchive: ['ballots', 'archivals'],
  regvoter: ['voters', 'treasuries'],
  unregvoter: ['voters', 'treasuries'],
  castvote: ['ballots', 'votes'],
  unvoteall: ['ballots', 'votes'],
  stake: ['voters'],
  unstake: ['voters'],
  refresh: ['voters', 'treasuries'],
  rebalance: ['ballots', 'votes'],
  cleanupvote: ['ballots', 'votes', 'labors', 'laborbuckets'],
  forfeitwork: ['labors', 'laborbuckets'],
  claimpayment: ['labors', 'laborbuckets', 'payrolls', 'accounts'],
  regcommittee: ['committees', 'accounts', 'config'],
  addseat: ['committees'],
  removeseat: ['committees'],
  assignseat: ['committees'],
  setupdater: ['committees'],
  delcommittee: ['committees'],
}

const action = actionOf('decide', decideTables)
type DecideActionSchemas = ReturnType<typeof decideActionData>
type DecideActionName = keyof DecideActionSchemas

/** Every action of the ABI, by name, with its data schema (built on first use) and the tables it writes. */
export const decideActions = Object.fromEntries(
  (Object.keys(DECIDE_ACTION_WRITES) as DecideActionName[]).map((name) => [
    name,
    action(name, () => decideActionData()[name], DECIDE_ACTION_WRITES[name]),
  ]),
) as { readonly [K in DecideActionName]: ActionDescriptor<DecideActionSchemas[K]> }

// Its ABI is telos-decide v2.0.x's (decide.hpp): the real action and table names, struct layouts
// and map encodings; apps/devnet/test/fixtures/abi/telos.decide.abi.json holds it as published.
/** telos.decide as the portal and the devnet see it. */
export const decide = defineContract({
  key: 'decide',
  account: DECIDE_ACCOUNT,
  abiVersion: 'eosio::abi/1.2',
  tables: decideTables,
  actions: decideActions,
  openActions: ['refresh'],
})
