import { z } from '../../zod-mini.ts'
import { abiStructOf, abiType } from '../../abi-types.ts'
import {
  accountName,
  assetString,
  chainBool,
  int64,
  nameOrEmpty,
  timePoint,
  timePointSec,
  uint16,
  uint32,
} from '../../primitives.ts'
import { actionOf, defineContract, tableOf } from '../define.ts'
import { SYSTEM_ACCOUNT } from './account.ts'

export { SYSTEM_ACCOUNT } from './account.ts'

// eosio (Telos eosio.system plus nodeos's native actions): only what the portal and the devnet use.
// Permission and action names are names that may be "" (an owner permission has no parent).

/**
 * A `float64` as nodeos renders it in table rows (a decimal string such as "1234.00000000000000000")
 * or as abieos does (a number), parsed to a number.
 */
export const float64 = abiType(
  'float64',
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i))]),
    z.transform((value) => Number(value)),
  ),
)

/** A `public_key` as text (legacy EOS… or PUB_K1_…); the chain checks it when it decodes the action. */
const publicKey = abiType('public_key', z.string())

/** `permission_level`: an account and one of its permissions. */
export const permissionLevel = abiStructOf(
  'permission_level',
  z.object({ actor: accountName, permission: nameOrEmpty }),
)
/** `key_weight` (the key as a public key string). */
export const keyWeight = abiStructOf('key_weight', z.object({ key: publicKey, weight: uint16 }))
/** `permission_level_weight`. */
export const permissionLevelWeight = abiStructOf(
  'permission_level_weight',
  z.object({ permission: permissionLevel, weight: uint16 }),
)
/** `wait_weight`. */
export const waitWeight = abiStructOf('wait_weight', z.object({ wait_sec: uint32, weight: uint16 }))
/** `authority`: a threshold over keys, accounts and waits. */
export const authority = abiStructOf(
  'authority',
  z.object({
    threshold: uint32,
    keys: z.array(keyWeight),
    accounts: z.array(permissionLevelWeight),
    waits: z.array(waitWeight),
  }),
)
export type AuthorityData = z.infer<typeof authority>

/** `delband` row (scope = the delegator, primary key the receiver). */
export const delegatedBandwidthRow = abiStructOf(
  'delegated_bandwidth',
  z.object({
    from: accountName,
    to: accountName,
    net_weight: assetString,
    cpu_weight: assetString,
  }),
)
export type DelegatedBandwidthRow = z.infer<typeof delegatedBandwidthRow>

/** `userres` row (scope = the owner). */
export const userResourcesRow = abiStructOf(
  'user_resources',
  z.object({
    owner: accountName,
    net_weight: assetString,
    cpu_weight: assetString,
    ram_bytes: int64,
  }),
)
export type UserResourcesRow = z.infer<typeof userResourcesRow>

/** `refunds` row (scope = the owner): stake released by undelegatebw, claimable after three days. */
export const refundRequestRow = abiStructOf(
  'refund_request',
  z.object({
    owner: accountName,
    request_time: timePointSec,
    net_amount: assetString,
    cpu_amount: assetString,
  }),
)
export type RefundRequestRow = z.infer<typeof refundRequestRow>

/** `voters` row (scope self). */
export const voterInfoRow = abiStructOf(
  'voter_info',
  z.object({
    owner: accountName,
    proxy: nameOrEmpty,
    producers: z.array(accountName),
    staked: int64,
    last_vote_weight: float64,
    proxied_vote_weight: float64,
    is_proxy: chainBool,
    flags1: uint32,
    reserved2: uint32,
    reserved3: assetString,
  }),
)
export type VoterInfoRow = z.infer<typeof voterInfoRow>

/** `producers` row (scope self; index 2 prototalvote, float64). */
export const producerInfoRow = abiStructOf(
  'producer_info',
  z.object({
    owner: accountName,
    total_votes: float64,
    producer_key: publicKey,
    is_active: chainBool,
    url: z.string(),
    unpaid_blocks: uint32,
    last_claim_time: timePoint,
    location: uint16,
  }),
)
export type ProducerInfoRow = z.infer<typeof producerInfoRow>

export const newaccountData = z.object({
  creator: accountName,
  name: accountName,
  owner: authority,
  active: authority,
})
export const updateauthData = z.object({
  account: accountName,
  permission: nameOrEmpty,
  parent: nameOrEmpty,
  auth: authority,
})
export const deleteauthData = z.object({ account: accountName, permission: nameOrEmpty })
export const linkauthData = z.object({
  account: accountName,
  code: accountName,
  type: nameOrEmpty,
  requirement: nameOrEmpty,
})
export const unlinkauthData = z.object({ account: accountName, code: accountName, type: nameOrEmpty })
/** `delegatebw`: stakes TLOS for NET and CPU; `transfer` gives the stake to the receiver. */
export const delegatebwData = z.object({
  from: accountName,
  receiver: accountName,
  stake_net_quantity: assetString,
  stake_cpu_quantity: assetString,
  transfer: z.boolean(),
})
export type DelegatebwData = z.infer<typeof delegatebwData>
export const undelegatebwData = z.object({
  from: accountName,
  receiver: accountName,
  unstake_net_quantity: assetString,
  unstake_cpu_quantity: assetString,
})
export type UndelegatebwData = z.infer<typeof undelegatebwData>
export const refundData = z.object({ owner: accountName })
export const regproducerData = z.object({
  producer: accountName,
  producer_key: publicKey,
  url: z.string(),
  location: uint16,
})
export const unregprodData = z.object({ producer: accountName })
/** `voteproducer`: up to 30 producers, or a proxy (then producers is empty). */
export const voteproducerData = z.object({
  voter: accountName,
  proxy: nameOrEmpty,
  producers: z.array(accountName),
})
export type VoteproducerData = z.infer<typeof voteproducerData>

const table = tableOf('system')

/** The system tables the portal and the devnet use. */
export const systemTables = {
  delband: table('delband', delegatedBandwidthRow, {
    scope: 'account',
    primaryKeyType: 'name',
    primaryKey: (row) => row.to,
  }),
  userres: table('userres', userResourcesRow, {
    scope: 'account',
    primaryKeyType: 'name',
    primaryKey: (row) => row.owner,
  }),
  refunds: table('refunds', refundRequestRow, {
    scope: 'account',
    primaryKeyType: 'name',
    primaryKey: (row) => row.owner,
  }),
  voters: table('voters', voterInfoRow, {
    scope: 'contract',
    primaryKeyType: 'name',
    primaryKey: (row) => row.owner,
  }),
  producers: table('producers', producerInfoRow, {
    scope: 'contract',
    primaryKeyType: 'name',
    primaryKey: (row) => row.owner,
    indexes: [{ name: 'prototalvote', position: 2, keyType: 'float64' }],
  }),
}

const action = actionOf('system', systemTables)
const STAKE: readonly (keyof typeof systemTables)[] = ['delband', 'userres', 'refunds', 'voters', 'producers']

/** The system actions the portal and the devnet use (nodeos's native ones included). */
export const systemActions = {
  newaccount: action('newaccount', newaccountData),
  updateauth: action('updateauth', updateauthData),
  deleteauth: action('deleteauth', deleteauthData),
  linkauth: action('linkauth', linkauthData),
  unlinkauth: action('unlinkauth', unlinkauthData),
  delegatebw: action('delegatebw', delegatebwData, STAKE),
  undelegatebw: action('undelegatebw', undelegatebwData, STAKE),
  refund: action('refund', refundData, ['refunds']),
  regproducer: action('regproducer', regproducerData, ['producers']),
  unregprod: action('unregprod', unregprodData, ['producers']),
  voteproducer: action('voteproducer', voteproducerData, ['voters', 'producers']),
}

// Its ABI is the part of Telos's eosio.system the portal and the devnet use, with the real struct layouts.
/** The system contract as the portal and the devnet see it. */
export const system = defineContract({
  key: 'system',
  account: SYSTEM_ACCOUNT,
  tables: systemTables,
  actions: systemActions,
})
