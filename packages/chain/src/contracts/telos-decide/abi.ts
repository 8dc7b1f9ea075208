import type { ABI } from '@wharfkit/antelope'
import { abiAction, abiDef, abiStruct as struct, abiTable as table } from '../abi-builders.ts'
import type { decideActionData } from './actions.ts'

type Fields = [string, string][]

const pair = (value: string): ABI.Struct =>
  struct(`pair_name_${value}`, [
    ['key', 'name'],
    ['value', value],
  ])

/** Action structs in ABI order (telos-decide v2.0.x, decide.hpp). */
const ACTION_FIELDS: Record<keyof typeof decideActionData, Fields> = {
  init: [['app_version', 'string']],
  setversion: [['new_app_version', 'string']],
  updatefee: [
    ['fee_name', 'name'],
    ['fee_amount', 'asset'],
  ],
  updatetime: [
    ['time_name', 'name'],
    ['length', 'uint32'],
  ],
  newtreasury: [
    ['manager', 'name'],
    ['max_supply', 'asset'],
    ['access', 'name'],
  ],
  edittrsinfo: [
    ['treasury_symbol', 'symbol'],
    ['title', 'string'],
    ['description', 'string'],
    ['icon', 'string'],
  ],
  toggle: [
    ['treasury_symbol', 'symbol'],
    ['setting_name', 'name'],
  ],
  mint: [
    ['to', 'name'],
    ['quantity', 'asset'],
    ['memo', 'string'],
  ],
  transfer: [
    ['from', 'name'],
    ['to', 'name'],
    ['quantity', 'asset'],
    ['memo', 'string'],
  ],
  burn: [
    ['quantity', 'asset'],
    ['memo', 'string'],
  ],
  reclaim: [
    ['voter', 'name'],
    ['quantity', 'asset'],
    ['memo', 'string'],
  ],
  mutatemax: [
    ['new_max_supply', 'asset'],
    ['memo', 'string'],
  ],
  setunlocker: [
    ['treasury_symbol', 'symbol'],
    ['new_unlock_acct', 'name'],
    ['new_unlock_auth', 'name'],
  ],
  lock: [['treasury_symbol', 'symbol']],
  unlock: [['treasury_symbol', 'symbol']],
  addfunds: [
    ['from', 'name'],
    ['treasury_symbol', 'symbol'],
    ['quantity', 'asset'],
  ],
  editpayrate: [
    ['treasury_symbol', 'symbol'],
    ['period_length', 'uint32'],
    ['per_period', 'asset'],
  ],
  newballot: [
    ['ballot_name', 'name'],
    ['category', 'name'],
    ['publisher', 'name'],
    ['treasury_symbol', 'symbol'],
    ['voting_method', 'name'],
    ['initial_options', 'name[]'],
  ],
  editdetails: [
    ['ballot_name', 'name'],
    ['title', 'string'],
    ['description', 'string'],
    ['content', 'string'],
  ],
  togglebal: [
    ['ballot_name', 'name'],
    ['setting_name', 'name'],
  ],
  editminmax: [
    ['ballot_name', 'name'],
    ['new_min_options', 'uint8'],
    ['new_max_options', 'uint8'],
  ],
  addoption: [
    ['ballot_name', 'name'],
    ['new_option_name', 'name'],
  ],
  rmvoption: [
    ['ballot_name', 'name'],
    ['option_name', 'name'],
  ],
  openvoting: [
    ['ballot_name', 'name'],
    ['end_time', 'time_point_sec'],
  ],
  cancelballot: [
    ['ballot_name', 'name'],
    ['memo', 'string'],
  ],
  deleteballot: [['ballot_name', 'name']],
  postresults: [
    ['ballot_name', 'name'],
    ['light_results', 'pair_name_asset[]'],
    ['total_voters', 'uint32'],
  ],
  closevoting: [
    ['ballot_name', 'name'],
    ['broadcast', 'bool'],
  ],
  broadcast: [
    ['ballot_name', 'name'],
    ['final_results', 'pair_name_asset[]'],
    ['total_voters', 'uint32'],
  ],
  archive: [
    ['ballot_name', 'name'],
    ['archived_until', 'time_point_sec'],
  ],
  unarchive: [
    ['ballot_name', 'name'],
    ['force', 'bool'],
  ],
  regvoter: [
    ['voter', 'name'],
    ['treasury_symbol', 'symbol'],
    ['referrer', 'name?'],
  ],
  unregvoter: [
    ['voter', 'name'],
    ['treasury_symbol', 'symbol'],
  ],
  castvote: [
    ['voter', 'name'],
    ['ballot_name', 'name'],
    ['options', 'name[]'],
  ],
  unvoteall: [
    ['voter', 'name'],
    ['ballot_name', 'name'],
  ],
  stake: [
    ['voter', 'name'],
    ['quantity', 'asset'],
  ],
  unstake: [
    ['voter', 'name'],
    ['quantity', 'asset'],
  ],
  refresh: [['voter', 'name']],
  rebalance: [
    ['voter', 'name'],
    ['ballot_name', 'name'],
    ['worker', 'name?'],
  ],
  cleanupvote: [
    ['voter', 'name'],
    ['ballot_name', 'name'],
    ['worker', 'name?'],
  ],
  forfeitwork: [
    ['worker_name', 'name'],
    ['treasury_symbol', 'symbol'],
  ],
  claimpayment: [
    ['worker_name', 'name'],
    ['treasury_symbol', 'symbol'],
  ],
  withdraw: [
    ['voter', 'name'],
    ['quantity', 'asset'],
  ],
  regcommittee: [
    ['committee_name', 'name'],
    ['committee_title', 'string'],
    ['treasury_symbol', 'symbol'],
    ['initial_seats', 'name[]'],
    ['registree', 'name'],
  ],
  addseat: [
    ['committee_name', 'name'],
    ['treasury_symbol', 'symbol'],
    ['new_seat_name', 'name'],
  ],
  removeseat: [
    ['committee_name', 'name'],
    ['treasury_symbol', 'symbol'],
    ['seat_name', 'name'],
  ],
  assignseat: [
    ['committee_name', 'name'],
    ['treasury_symbol', 'symbol'],
    ['seat_name', 'name'],
    ['seat_holder', 'name'],
    ['memo', 'string'],
  ],
  setupdater: [
    ['committee_name', 'name'],
    ['treasury_symbol', 'symbol'],
    ['updater_account', 'name'],
    ['updater_auth', 'name'],
  ],
  delcommittee: [
    ['committee_name', 'name'],
    ['treasury_symbol', 'symbol'],
    ['memo', 'string'],
  ],
}

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

const actionNames = Object.keys(ACTION_FIELDS) as (keyof typeof decideActionData)[]

/** telos.decide's ABI: the real action and table names, struct layouts and map encodings. */
export const decideAbi: ABI.Def = abiDef({
  structs: [
    ...actionNames.map((name) => struct(name, ACTION_FIELDS[name])),
    ...TABLE_STRUCTS,
    pair('asset'),
    pair('bool'),
    pair('name'),
    pair('uint32'),
  ].sort((a, b) => a.name.localeCompare(b.name)),
  actions: actionNames.map((name) => abiAction(name)),
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
})
