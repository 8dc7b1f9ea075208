import type { ABI } from '@wharfkit/antelope'
import { abiAction, abiDef, abiStruct as struct, abiTable as table } from '../abi-builders.ts'

/** The part of Telos's eosio.system ABI the portal and the devnet use, with the real struct layouts. */
export const systemAbi: ABI.Def = abiDef({
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
  ].map((name) => abiAction(name)),
  tables: [
    table('delband', 'delegated_bandwidth'),
    table('userres', 'user_resources'),
    table('refunds', 'refund_request'),
    table('voters', 'voter_info'),
    table('producers', 'producer_info'),
  ],
})
