import type { ABI } from '@wharfkit/antelope'
import type { Authority } from '../../chain/state/accounts.ts'

const struct = (name: string, fields: [string, string][]): ABI.Struct => ({
  name,
  base: '',
  fields: fields.map(([field, type]) => ({ name: field, type })),
})
const action = (name: string): ABI.Action => ({ name, type: name, ricardian_contract: '' })
const table = (name: string, type: string): ABI.Table => ({
  name,
  index_type: 'i64',
  key_names: [],
  key_types: [],
  type,
})

/** The part of Telos's eosio.system ABI the portal and the devnet use, with the real struct layouts. */
export const systemAbi: ABI.Def = {
  version: 'eosio::abi/1.1',
  types: [],
  structs: [
    struct('permission_level', [
      ['actor', 'name'],
      ['permission', 'name'],
    ]),
    struct('key_weight', [
      ['key', 'public_key'],
      ['weight', 'uint16'],
    ]),
    struct('permission_level_weight', [
      ['permission', 'permission_level'],
      ['weight', 'uint16'],
    ]),
    struct('wait_weight', [
      ['wait_sec', 'uint32'],
      ['weight', 'uint16'],
    ]),
    struct('authority', [
      ['threshold', 'uint32'],
      ['keys', 'key_weight[]'],
      ['accounts', 'permission_level_weight[]'],
      ['waits', 'wait_weight[]'],
    ]),
    struct('newaccount', [
      ['creator', 'name'],
      ['name', 'name'],
      ['owner', 'authority'],
      ['active', 'authority'],
    ]),
    struct('updateauth', [
      ['account', 'name'],
      ['permission', 'name'],
      ['parent', 'name'],
      ['auth', 'authority'],
    ]),
    struct('deleteauth', [
      ['account', 'name'],
      ['permission', 'name'],
    ]),
    struct('linkauth', [
      ['account', 'name'],
      ['code', 'name'],
      ['type', 'name'],
      ['requirement', 'name'],
    ]),
    struct('unlinkauth', [
      ['account', 'name'],
      ['code', 'name'],
      ['type', 'name'],
    ]),
    struct('delegatebw', [
      ['from', 'name'],
      ['receiver', 'name'],
      ['stake_net_quantity', 'asset'],
      ['stake_cpu_quantity', 'asset'],
      ['transfer', 'bool'],
    ]),
    struct('undelegatebw', [
      ['from', 'name'],
      ['receiver', 'name'],
      ['unstake_net_quantity', 'asset'],
      ['unstake_cpu_quantity', 'asset'],
    ]),
    struct('refund', [['owner', 'name']]),
    struct('regproducer', [
      ['producer', 'name'],
      ['producer_key', 'public_key'],
      ['url', 'string'],
      ['location', 'uint16'],
    ]),
    struct('unregprod', [['producer', 'name']]),
    struct('voteproducer', [
      ['voter', 'name'],
      ['proxy', 'name'],
      ['producers', 'name[]'],
    ]),
    struct('delegated_bandwidth', [
      ['from', 'name'],
      ['to', 'name'],
      ['net_weight', 'asset'],
      ['cpu_weight', 'asset'],
    ]),
    struct('user_resources', [
      ['owner', 'name'],
      ['net_weight', 'asset'],
      ['cpu_weight', 'asset'],
      ['ram_bytes', 'int64'],
    ]),
    struct('refund_request', [
      ['owner', 'name'],
      ['request_time', 'time_point_sec'],
      ['net_amount', 'asset'],
      ['cpu_amount', 'asset'],
    ]),
    struct('voter_info', [
      ['owner', 'name'],
      ['proxy', 'name'],
      ['producers', 'name[]'],
      ['staked', 'int64'],
      ['last_vote_weight', 'float64'],
      ['proxied_vote_weight', 'float64'],
      ['is_proxy', 'bool'],
      ['flags1', 'uint32'],
      ['reserved2', 'uint32'],
      ['reserved3', 'asset'],
    ]),
    struct('producer_info', [
      ['owner', 'name'],
      ['total_votes', 'float64'],
      ['producer_key', 'public_key'],
      ['is_active', 'bool'],
      ['url', 'string'],
      ['unpaid_blocks', 'uint32'],
      ['last_claim_time', 'time_point'],
      ['location', 'uint16'],
    ]),
  ],
  actions: [
    'newaccount',
    'updateauth',
    'deleteauth',
    'linkauth',
    'unlinkauth',
    'delegatebw',
    'undelegatebw',
    'refund',
    'regproducer',
    'unregprod',
    'voteproducer',
  ].map(action),
  tables: [
    table('delband', 'delegated_bandwidth'),
    table('userres', 'user_resources'),
    table('refunds', 'refund_request'),
    table('voters', 'voter_info'),
    table('producers', 'producer_info'),
  ],
  ricardian_clauses: [],
  variants: [],
  action_results: [],
}

type Name = string
type AssetString = string

export type DelegatedBandwidth = { from: Name; to: Name; net_weight: AssetString; cpu_weight: AssetString }
export type UserResources = {
  owner: Name
  net_weight: AssetString
  cpu_weight: AssetString
  ram_bytes: string
}
export type RefundRequest = {
  owner: Name
  request_time: string
  net_amount: AssetString
  cpu_amount: AssetString
}
export type VoterInfo = {
  owner: Name
  proxy: Name
  producers: Name[]
  staked: string
  last_vote_weight: number
  proxied_vote_weight: number
  is_proxy: boolean
  flags1: number
  reserved2: number
  reserved3: AssetString
}
export type ProducerInfo = {
  owner: Name
  total_votes: number
  producer_key: string
  is_active: boolean
  url: string
  unpaid_blocks: number
  last_claim_time: string
  location: number
}

/** Row and action shapes of the system contract, as handlers see them. */
export type SystemTypes = {
  actions: {
    newaccount: { creator: Name; name: Name; owner: Authority; active: Authority }
    updateauth: { account: Name; permission: Name; parent: Name; auth: Authority }
    deleteauth: { account: Name; permission: Name }
    linkauth: { account: Name; code: Name; type: Name; requirement: Name }
    unlinkauth: { account: Name; code: Name; type: Name }
    delegatebw: {
      from: Name
      receiver: Name
      stake_net_quantity: AssetString
      stake_cpu_quantity: AssetString
      transfer: boolean
    }
    undelegatebw: {
      from: Name
      receiver: Name
      unstake_net_quantity: AssetString
      unstake_cpu_quantity: AssetString
    }
    refund: { owner: Name }
    regproducer: { producer: Name; producer_key: string; url: string; location: number }
    unregprod: { producer: Name }
    voteproducer: { voter: Name; proxy: Name; producers: Name[] }
  }
  tables: {
    delband: DelegatedBandwidth
    userres: UserResources
    refunds: RefundRequest
    voters: VoterInfo
    producers: ProducerInfo
  }
}
