import { z } from '../../zod-mini.ts'
import { abiStructOf } from '../../abi-types.ts'
import {
  assetString,
  chainBool,
  nameOrEmpty,
  symbolString,
  timePointSec,
  uint8,
  uint32,
} from '../../primitives.ts'

// telos.decide (telosnetwork/telos-decide v2.0.x) table rows as get_table_rows returns them. The
// contract's maps are serialized as arrays of {key, value} pairs sorted by key.

const pairOf = <V extends z.ZodMiniType>(type: string, value: V) =>
  z.array(abiStructOf(`pair_name_${type}`, z.object({ key: nameOrEmpty, value })))

/** map<name, asset>: fees, ballot options, weighted votes. */
export const nameAssetMap = pairOf('asset', assetString)
/** map<name, bool>: treasury and ballot settings. */
export const nameBoolMap = pairOf('bool', chainBool)
/** map<name, uint32>: config times, labor event counts. */
export const nameUint32Map = pairOf('uint32', uint32)
/** map<name, name>: committee seats. */
export const nameNameMap = pairOf('name', nameOrEmpty)
export type NameAssetMap = z.infer<typeof nameAssetMap>
export type NameBoolMap = z.infer<typeof nameBoolMap>
export type NameUint32Map = z.infer<typeof nameUint32Map>

/** `config` singleton (scope self): fees (ballot, treasury, archival, committee) and times in seconds. */
export const decideConfigRow = z.object({
  app_name: z.string(),
  app_version: z.string(),
  total_deposits: assetString,
  fees: nameAssetMap,
  times: nameUint32Map,
})
export type DecideConfigRow = z.infer<typeof decideConfigRow>

/** `treasuries` (scope self, key = symbol code): a DAO's token and settings. */
export const treasuryRow = abiStructOf(
  'treasury',
  z.object({
    supply: assetString,
    max_supply: assetString,
    access: nameOrEmpty,
    manager: nameOrEmpty,
    title: z.string(),
    description: z.string(),
    icon: z.string(),
    voters: uint32,
    delegates: uint32,
    committees: uint32,
    open_ballots: uint32,
    locked: chainBool,
    unlock_acct: nameOrEmpty,
    unlock_auth: nameOrEmpty,
    settings: nameBoolMap,
  }),
)
export type TreasuryRow = z.infer<typeof treasuryRow>

/** `payrolls` (scope treasury symbol code): the workers' TLOS pay. */
export const payrollRow = abiStructOf(
  'payroll',
  z.object({
    payroll_name: nameOrEmpty,
    payroll_funds: assetString,
    period_length: uint32,
    per_period: assetString,
    last_claim_time: timePointSec,
    claimable_pay: assetString,
    payee: nameOrEmpty,
  }),
)
export type PayrollRow = z.infer<typeof payrollRow>

/** `laborbuckets` (scope treasury symbol code): work waiting to be paid. */
export const laborBucketRow = abiStructOf(
  'labor_bucket',
  z.object({
    payroll_name: nameOrEmpty,
    claimable_volume: nameAssetMap,
    claimable_events: nameUint32Map,
  }),
)
export type LaborBucketRow = z.infer<typeof laborBucketRow>

/** `labors` (scope treasury symbol code): one worker's unclaimed work. */
export const laborRow = abiStructOf(
  'labor',
  z.object({
    worker_name: nameOrEmpty,
    start_time: timePointSec,
    unclaimed_volume: nameAssetMap,
    unclaimed_events: nameUint32Map,
  }),
)
export type LaborRow = z.infer<typeof laborRow>

/** `ballots` (scope self): indexes 2 bycategory, 3 bystatus, 4 bysymbol, 5 byendtime. */
export const ballotRow = abiStructOf(
  'ballot',
  z.object({
    ballot_name: nameOrEmpty,
    category: nameOrEmpty,
    publisher: nameOrEmpty,
    status: nameOrEmpty,
    title: z.string(),
    description: z.string(),
    content: z.string(),
    treasury_symbol: symbolString,
    voting_method: nameOrEmpty,
    min_options: uint8,
    max_options: uint8,
    options: nameAssetMap,
    total_voters: uint32,
    total_delegates: uint32,
    total_raw_weight: assetString,
    cleaned_count: uint32,
    settings: nameBoolMap,
    begin_time: timePointSec,
    end_time: timePointSec,
  }),
)
export type BallotRow = z.infer<typeof ballotRow>

/** `votes` (scope ballot name, key voter): a voter's receipt on one ballot. Index 2 bytime. */
export const voteRow = abiStructOf(
  'vote',
  z.object({
    voter: nameOrEmpty,
    is_delegate: chainBool,
    raw_votes: assetString,
    weighted_votes: nameAssetMap,
    vote_time: timePointSec,
    worker: nameOrEmpty,
    rebalances: uint8,
    rebalance_volume: assetString,
  }),
)
export type VoteRow = z.infer<typeof voteRow>

/** `voters` (scope voter account, key = symbol code): one row per treasury the account joined. */
export const voterRow = abiStructOf(
  'voter',
  z.object({
    liquid: assetString,
    staked: assetString,
    staked_time: timePointSec,
    delegated: assetString,
    delegated_to: nameOrEmpty,
    delegation_time: timePointSec,
  }),
)
export type VoterRow = z.infer<typeof voterRow>

/** `delegates` (scope treasury symbol code). */
export const delegateRow = abiStructOf(
  'delegate',
  z.object({
    delegate_name: nameOrEmpty,
    total_delegated: assetString,
    constituents: uint32,
  }),
)
export type DelegateRow = z.infer<typeof delegateRow>

/** `committees` (scope treasury symbol code): seats of a committee and who may update them. */
export const committeeRow = abiStructOf(
  'committee',
  z.object({
    committee_title: z.string(),
    committee_name: nameOrEmpty,
    treasury_symbol: symbolString,
    seats: nameNameMap,
    updater_acct: nameOrEmpty,
    updater_auth: nameOrEmpty,
  }),
)
export type CommitteeRow = z.infer<typeof committeeRow>

/** `archivals` (scope self). */
export const archivalRow = abiStructOf(
  'archival',
  z.object({ ballot_name: nameOrEmpty, archived_until: timePointSec }),
)
export type ArchivalRow = z.infer<typeof archivalRow>

/** `featured` (scope treasury symbol code). */
export const featuredBallotRow = abiStructOf(
  'featured_ballot',
  z.object({ ballot_name: nameOrEmpty, featured_until: timePointSec }),
)
export type FeaturedBallotRow = z.infer<typeof featuredBallotRow>

/** `accounts` (scope account): TLOS deposited for fees. */
export const depositRow = abiStructOf('account', z.object({ balance: assetString }))
export type DepositRow = z.infer<typeof depositRow>
