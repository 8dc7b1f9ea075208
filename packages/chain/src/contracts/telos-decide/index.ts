// telos.decide as the portal and the devnet both see it: rows, action data and its fixed names.

import type { z } from 'zod'
import type { decideActionData } from './actions.ts'
import * as rows from './tables.ts'

export * from './actions.ts'
export * from './tables.ts'

/** The governance contract account on Telos. */
export const DECIDE_ACCOUNT = 'telos.decide'

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

/** Where a telos.decide table lives: the contract, a ballot name, an account, or a treasury symbol code. */
export type DecideScope = 'contract' | 'ballot' | 'account' | 'treasury'

/** A telos.decide table: row schema, scope and secondary indexes by get_table_rows index_position. */
export type DecideTable<Row extends z.ZodType = z.ZodType> = {
  readonly name: string
  readonly row: Row
  readonly scope: DecideScope
  readonly indexes: readonly { readonly name: string; readonly position: number; readonly keyType: 'i64' }[]
}

const tableOf = <Row extends z.ZodType>(
  name: string,
  row: Row,
  scope: DecideScope,
  indexes: DecideTable['indexes'] = [],
): DecideTable<Row> => ({ name, row, scope, indexes })

/** telos.decide's tables as get_table_rows serves them. */
export const decideTables = {
  config: tableOf('config', rows.decideConfigRow, 'contract'),
  treasuries: tableOf('treasuries', rows.treasuryRow, 'contract'),
  ballots: tableOf(
    'ballots',
    rows.ballotRow,
    'contract',
    Object.entries(BALLOT_INDEX).map(([name, position]) => ({ name, position, keyType: 'i64' as const })),
  ),
  votes: tableOf('votes', rows.voteRow, 'ballot', [{ name: 'bytime', position: 2, keyType: 'i64' }]),
  voters: tableOf('voters', rows.voterRow, 'account'),
  accounts: tableOf('accounts', rows.depositRow, 'account'),
  payrolls: tableOf('payrolls', rows.payrollRow, 'treasury'),
  laborbuckets: tableOf('laborbuckets', rows.laborBucketRow, 'treasury'),
  labors: tableOf('labors', rows.laborRow, 'treasury'),
  delegates: tableOf('delegates', rows.delegateRow, 'treasury'),
  committees: tableOf('committees', rows.committeeRow, 'treasury'),
  archivals: tableOf('archivals', rows.archivalRow, 'contract'),
  featured: tableOf('featured', rows.featuredBallotRow, 'treasury'),
} as const

type TableName = keyof typeof decideTables

/** The tables each action may change, so a client can refetch exactly those after it succeeds. */
export const DECIDE_ACTION_WRITES: Readonly<Record<keyof typeof decideActionData, readonly TableName[]>> = {
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
