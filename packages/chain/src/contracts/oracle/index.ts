import { z } from '../../zod-mini.ts'
import { abiAlias, abiStructOf } from '../../abi-types.ts'
import {
  accountName,
  assetString,
  chainBool,
  nameOrEmpty,
  symbolString,
  timePoint,
  uint16,
  uint64,
} from '../../primitives.ts'
import { actionOf, defineContract, tableOf } from '../define.ts'
import { DELPHIORACLE_ACCOUNT } from './account.ts'

export { DELPHIORACLE_ACCOUNT } from './account.ts'

// delphioracle (eostitan/delphioracle) rows and action data as get_table_rows and Hyperion show
// them. Prices are integers in the pair's quoted precision: tlosusd 6500 = 0.6500 USD per TLOS.

/** The pair the portal and the arbitration contract price TLOS with (datapoints scope). */
export const TLOSUSD_PAIR = 'tlosusd'
/** Each pair keeps this many datapoints (ids 0–20), the oldest overwritten by each quote. */
export const DATAPOINTS_PER_PAIR = 21

/** The kind of a pair's base or quote asset (the ABI's `asset_type`, a uint16). */
const assetType = abiAlias('asset_type', uint16)

/** `datapoints` (scope = pair): one quote and the median of all 21 values when it was written. */
export const datapointRow = z.object({
  id: uint64,
  owner: nameOrEmpty,
  value: uint64,
  median: uint64,
  timestamp: timePoint,
})
export type DatapointRow = z.infer<typeof datapointRow>

/** `pairs` (scope self): a quoted instrument; only active pairs take quotes. */
export const pairRow = z.object({
  active: chainBool,
  bounty_awarded: chainBool,
  bounty_edited_by_custodians: chainBool,
  proposer: nameOrEmpty,
  name: accountName,
  bounty_amount: assetString,
  approving_custodians: z.array(accountName),
  approving_oracles: z.array(accountName),
  base_symbol: symbolString,
  base_type: assetType,
  base_contract: nameOrEmpty,
  quote_symbol: symbolString,
  quote_type: assetType,
  quote_contract: nameOrEmpty,
  quoted_precision: uint64,
})
export type PairRow = z.infer<typeof pairRow>

/** The `configure` input: limits and intervals of the oracle (write_cooldown in microseconds). */
export const globalInput = abiStructOf(
  'globalinput',
  z.object({
    datapoints_per_instrument: uint64,
    bars_per_instrument: uint64,
    vote_interval: uint64,
    write_cooldown: uint64,
    approver_threshold: uint64,
    approving_oracles_threshold: uint64,
    approving_custodians_threshold: uint64,
    minimum_rank: uint64,
    paid: uint64,
    min_bounty_delay: uint64,
    new_bounty_delay: uint64,
  }),
)
export type GlobalInput = z.infer<typeof globalInput>

/** `global` (scope self, id 1): counters, then the configuration (the ABI's field order). */
export const globalRow = z.object({
  id: uint64,
  total_datapoints_count: uint64,
  total_claimed: assetString,
  ...globalInput.shape,
})
export type GlobalRow = z.infer<typeof globalRow>

/** `stats` (scope self for all pairs, scope pair per pair): how often an oracle wrote, and when last. */
export const statsRow = z.object({
  owner: accountName,
  timestamp: timePoint,
  count: uint64,
  last_claim: timePoint,
  balance: assetString,
})
export type StatsRow = z.infer<typeof statsRow>

/** One quote of a `write`. */
export const quote = abiStructOf('quote', z.object({ value: uint64, pair: accountName }))

/** `write(owner, quotes)`: a producer posts quotes. */
export const writeData = z.object({ owner: accountName, quotes: z.array(quote) })
export type WriteData = z.infer<typeof writeData>

/** `configure(g)`: sets the global row; creates the `eosusd` pair on first call. */
export const configureData = z.object({ g: globalInput })
export type ConfigureData = z.infer<typeof configureData>

/** A pair as `newbounty` proposes it. */
export const pairInput = abiStructOf(
  'pairinput',
  z.object({
    name: accountName,
    base_symbol: symbolString,
    base_type: assetType,
    base_contract: nameOrEmpty,
    quote_symbol: symbolString,
    quote_type: assetType,
    quote_contract: nameOrEmpty,
    quoted_precision: uint64,
  }),
)
export type PairInput = z.infer<typeof pairInput>

/** `newbounty(proposer, pair)`: proposes a pair and creates its 21 empty datapoints. */
export const newBountyData = z.object({ proposer: accountName, pair: pairInput })
export type NewBountyData = z.infer<typeof newBountyData>

/** `seedpair(pair, value)` — devnet only: activates a pair and sets every datapoint's value and median. */
export const seedPairData = z.object({ pair: accountName, value: uint64 })
export type SeedPairData = z.infer<typeof seedPairData>

const table = tableOf('oracle')

/** delphioracle's tables as get_table_rows serves them (datapoints scoped by pair; stats by the contract or a pair). */
export const oracleTables = {
  datapoints: table('datapoints', datapointRow, {
    scope: 'pair',
    primaryKeyType: 'uint64',
    primaryKey: (row) => row.id,
    indexes: [
      { name: 'value', position: 2, keyType: 'i64' },
      { name: 'timestamp', position: 3, keyType: 'i64' },
    ],
  }),
  global: table('global', globalRow, {
    scope: 'contract',
    primaryKeyType: 'uint64',
    primaryKey: (row) => row.id,
  }),
  pairs: table('pairs', pairRow, {
    scope: 'contract',
    primaryKeyType: 'name',
    primaryKey: (row) => row.name,
  }),
  stats: table('stats', statsRow, {
    scope: 'any',
    primaryKeyType: 'name',
    primaryKey: (row) => row.owner,
    indexes: [{ name: 'count', position: 2, keyType: 'i64' }],
  }),
}

const action = actionOf('oracle', oracleTables)

// Its ABI is the part of delphioracle's (eostitan/delphioracle, compiled/delphioracle.abi) that
// posting and reading prices needs, with the real struct layouts. `seedpair` is the devnet's own.
/** delphioracle as the portal and the devnet see it (its ABI is the part posting and reading prices needs). */
export const oracle = defineContract({
  key: 'oracle',
  account: DELPHIORACLE_ACCOUNT,
  tables: oracleTables,
  actions: {
    configure: action('configure', configureData, ['global', 'pairs', 'datapoints']),
    newbounty: action('newbounty', newBountyData, ['pairs', 'datapoints']),
    seedpair: action('seedpair', seedPairData, ['pairs', 'datapoints']),
    write: action('write', writeData, ['datapoints', 'stats', 'global']),
  },
})
