// telos.decide as the portal and the devnet both see it: rows, action data and its fixed names.

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
