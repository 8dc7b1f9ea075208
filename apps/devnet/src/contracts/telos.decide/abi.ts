import type { ABI } from '@wharfkit/antelope'
import { ACTION_FIELDS, type Fields } from './abi-actions.ts'
import type {
  ArchivalRow,
  BallotRow,
  CommitteeRow,
  DecideActionData,
  DecideConfigRow,
  DelegateRow,
  DepositRow,
  FeaturedBallotRow,
  LaborBucketRow,
  LaborRow,
  PayrollRow,
  TreasuryRow,
  VoteRow,
  VoterRow,
} from '@portal/chain/contracts/telos-decide/index'

const struct = (name: string, fields: Fields): ABI.Struct => ({
  name,
  base: '',
  fields: fields.map(([field, type]) => ({ name: field, type })),
})
const table = (name: string, type: string): ABI.Table => ({
  name,
  index_type: 'i64',
  key_names: [],
  key_types: [],
  type,
})
const pair = (value: string): ABI.Struct =>
  struct(`pair_name_${value}`, [
    ['key', 'name'],
    ['value', value],
  ])

const TABLE_STRUCTS: ABI.Struct[] = [
  struct('account', [['balance', 'asset']]),
  struct('archival', [
    ['ballot_name', 'name'],
    ['archived_until', 'time_point_sec'],
  ]),
  struct('ballot', [
    ['ballot_name', 'name'],
    ['category', 'name'],
    ['publisher', 'name'],
    ['status', 'name'],
    ['title', 'string'],
    ['description', 'string'],
    ['content', 'string'],
    ['treasury_symbol', 'symbol'],
    ['voting_method', 'name'],
    ['min_options', 'uint8'],
    ['max_options', 'uint8'],
    ['options', 'pair_name_asset[]'],
    ['total_voters', 'uint32'],
    ['total_delegates', 'uint32'],
    ['total_raw_weight', 'asset'],
    ['cleaned_count', 'uint32'],
    ['settings', 'pair_name_bool[]'],
    ['begin_time', 'time_point_sec'],
    ['end_time', 'time_point_sec'],
  ]),
  struct('committee', [
    ['committee_title', 'string'],
    ['committee_name', 'name'],
    ['treasury_symbol', 'symbol'],
    ['seats', 'pair_name_name[]'],
    ['updater_acct', 'name'],
    ['updater_auth', 'name'],
  ]),
  struct('config', [
    ['app_name', 'string'],
    ['app_version', 'string'],
    ['total_deposits', 'asset'],
    ['fees', 'pair_name_asset[]'],
    ['times', 'pair_name_uint32[]'],
  ]),
  struct('delegate', [
    ['delegate_name', 'name'],
    ['total_delegated', 'asset'],
    ['constituents', 'uint32'],
  ]),
  struct('featured_ballot', [
    ['ballot_name', 'name'],
    ['featured_until', 'time_point_sec'],
  ]),
  struct('labor', [
    ['worker_name', 'name'],
    ['start_time', 'time_point_sec'],
    ['unclaimed_volume', 'pair_name_asset[]'],
    ['unclaimed_events', 'pair_name_uint32[]'],
  ]),
  struct('labor_bucket', [
    ['payroll_name', 'name'],
    ['claimable_volume', 'pair_name_asset[]'],
    ['claimable_events', 'pair_name_uint32[]'],
  ]),
  struct('payroll', [
    ['payroll_name', 'name'],
    ['payroll_funds', 'asset'],
    ['period_length', 'uint32'],
    ['per_period', 'asset'],
    ['last_claim_time', 'time_point_sec'],
    ['claimable_pay', 'asset'],
    ['payee', 'name'],
  ]),
  struct('treasury', [
    ['supply', 'asset'],
    ['max_supply', 'asset'],
    ['access', 'name'],
    ['manager', 'name'],
    ['title', 'string'],
    ['description', 'string'],
    ['icon', 'string'],
    ['voters', 'uint32'],
    ['delegates', 'uint32'],
    ['committees', 'uint32'],
    ['open_ballots', 'uint32'],
    ['locked', 'bool'],
    ['unlock_acct', 'name'],
    ['unlock_auth', 'name'],
    ['settings', 'pair_name_bool[]'],
  ]),
  struct('vote', [
    ['voter', 'name'],
    ['is_delegate', 'bool'],
    ['raw_votes', 'asset'],
    ['weighted_votes', 'pair_name_asset[]'],
    ['vote_time', 'time_point_sec'],
    ['worker', 'name'],
    ['rebalances', 'uint8'],
    ['rebalance_volume', 'asset'],
  ]),
  struct('voter', [
    ['liquid', 'asset'],
    ['staked', 'asset'],
    ['staked_time', 'time_point_sec'],
    ['delegated', 'asset'],
    ['delegated_to', 'name'],
    ['delegation_time', 'time_point_sec'],
  ]),
]

const actionNames = Object.keys(ACTION_FIELDS) as (keyof DecideActionData)[]

/** telos.decide's ABI: the real action and table names, struct layouts and map encodings. */
export const decideAbi: ABI.Def = {
  version: 'eosio::abi/1.1',
  types: [],
  structs: [
    ...actionNames.map((name) => struct(name, ACTION_FIELDS[name])),
    ...TABLE_STRUCTS,
    pair('asset'),
    pair('bool'),
    pair('name'),
    pair('uint32'),
  ].sort((a, b) => a.name.localeCompare(b.name)),
  actions: actionNames.map((name) => ({ name, type: name, ricardian_contract: '' })),
  tables: [
    table('accounts', 'account'),
    table('archivals', 'archival'),
    table('ballots', 'ballot'),
    table('committees', 'committee'),
    table('config', 'config'),
    table('delegates', 'delegate'),
    table('featured', 'featured_ballot'),
    table('laborbuckets', 'labor_bucket'),
    table('labors', 'labor'),
    table('payrolls', 'payroll'),
    table('treasuries', 'treasury'),
    table('voters', 'voter'),
    table('votes', 'vote'),
  ],
  ricardian_clauses: [],
  variants: [],
  action_results: [],
}

/** Rows, action data and the notifications telos.decide reacts to, as handlers see them. */
export type DecideTypes = {
  actions: DecideActionData
  tables: {
    accounts: DepositRow
    archivals: ArchivalRow
    ballots: BallotRow
    committees: CommitteeRow
    config: DecideConfigRow
    delegates: DelegateRow
    featured: FeaturedBallotRow
    laborbuckets: LaborBucketRow
    labors: LaborRow
    payrolls: PayrollRow
    treasuries: TreasuryRow
    voters: VoterRow
    votes: VoteRow
  }
  notifications: {
    'eosio.token::transfer': DecideActionData['transfer']
    'eosio::delegatebw': {
      from: string
      receiver: string
      stake_net_quantity: string
      stake_cpu_quantity: string
      transfer: boolean
    }
    'eosio::undelegatebw': {
      from: string
      receiver: string
      unstake_net_quantity: string
      unstake_cpu_quantity: string
    }
  }
}
