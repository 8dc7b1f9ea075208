import { createHash } from 'node:crypto'
import { PublicKey, Transaction } from '@wharfkit/antelope'
import type { Chain } from '../chain.ts'
import { chainErrors } from '../errors.ts'
import { isNameString } from '../keys.ts'
import type { Authority, PermissionLevel } from '../state/accounts.ts'
import { formatBlockTime } from '../time.ts'
import { getBlock, getRawAbi } from './reads.ts'

/**
 * The builtin protocol features the devnet reports as activated at genesis, with the digests nodeos
 * prints for them (the two every Antelope chain activates first; the devnet runs no others' rules).
 */
const PROTOCOL_FEATURES = [
  {
    feature_digest: '0ec7e080177b2c02b278d5088611686b49d739925a92d9bfcacd7fc6b74053bd',
    description_digest: '64fe7df32e9b86be2b296b3f81dfd527f84e82b98e363bc97e40bc7a83733310',
    codename: 'PREACTIVATE_FEATURE',
  },
  {
    feature_digest: '299dcb6af692324b899b39f16d5a530a33062804e41f09dc97e9f156b4476707',
    description_digest: 'ab76031cad7a457f4fd5f5fca97a3f03b8a635278e0416f77dcc91eb99a48e10',
    codename: 'WTMSIG_BLOCK_SIGNATURES',
  },
] as const

/** get_activated_protocol_features: by ordinal (or activation block), `more` only when cut short. */
export function getActivatedProtocolFeatures(params: {
  lower_bound?: number
  upper_bound?: number
  limit: number
  search_by_block_num: boolean
  reverse: boolean
}) {
  const all = PROTOCOL_FEATURES.map((feature, ordinal) => ({
    feature_digest: feature.feature_digest,
    activation_ordinal: ordinal,
    activation_block_num: 1,
    description_digest: feature.description_digest,
    dependencies: [] as string[],
    protocol_feature_type: 'builtin',
    specification: [{ name: 'builtin_feature_codename', value: feature.codename }],
  }))
  const key = (row: (typeof all)[number]) =>
    params.search_by_block_num ? row.activation_block_num : row.activation_ordinal
  const inRange = all.filter(
    (row) =>
      (params.lower_bound === undefined || key(row) >= params.lower_bound) &&
      (params.upper_bound === undefined || key(row) <= params.upper_bound),
  )
  const ordered = params.reverse ? inRange.reverse() : inRange
  const page = ordered.slice(0, params.limit)
  const next = ordered[page.length]
  return { activated_protocol_features: page, ...(next ? { more: next.activation_ordinal } : {}) }
}

const legacyKey = (key: string) => PublicKey.from(key).toLegacyString()

/**
 * get_accounts_by_authorizers: every permission whose authority names one of the accounts (a bare
 * name matches any of its permissions) or keys, with that authorizer's weight and the threshold.
 */
export function getAccountsByAuthorizers(
  chain: Chain,
  accounts: readonly (string | PermissionLevel)[],
  keys: readonly string[],
) {
  let wanted: Set<string>
  try {
    wanted = new Set(keys.map(legacyKey))
  } catch {
    throw chainErrors.invalidRequest('Invalid public key')
  }
  const permissions = chain.db
    .prepare<[], { account: string; name: string; auth: string }>(
      'SELECT account, name, auth FROM permissions ORDER BY account, name',
    )
    .all()
  const rows: Record<string, unknown>[] = []
  for (const permission of permissions) {
    const auth = JSON.parse(permission.auth) as Authority
    const base = { account_name: permission.account, permission_name: permission.name }
    for (const entry of auth.accounts) {
      const matches = accounts.some((wantedAccount) =>
        typeof wantedAccount === 'string'
          ? wantedAccount === entry.permission.actor
          : wantedAccount.actor === entry.permission.actor &&
            wantedAccount.permission === entry.permission.permission,
      )
      if (matches)
        rows.push({
          ...base,
          authorizing_account: entry.permission,
          weight: entry.weight,
          threshold: auth.threshold,
        })
    }
    for (const entry of auth.keys) {
      const key = legacyKey(entry.key)
      if (wanted.has(key))
        rows.push({ ...base, authorizing_key: key, weight: entry.weight, threshold: auth.threshold })
    }
  }
  return { accounts: rows }
}

/** get_transaction_status: where a transaction the node ran stands, against head and LIB. */
export function getTransactionStatus(chain: Chain, id: string) {
  const head = chain.head()
  const lib = chain.lastIrreversible()
  const row = chain.db
    .prepare<[string], { block_num: number; expiration_ms: number }>(
      'SELECT block_num, expiration_ms FROM transactions WHERE id = ?',
    )
    .get(id.toLowerCase())
  const block = row ? chain.blocks.byNum(row.block_num) : undefined
  const earliest = chain.blocks.byNum(1) ?? head
  return {
    state: !block ? 'UNKNOWN' : block.num <= lib.num ? 'IRREVERSIBLE' : 'IN_BLOCK',
    ...(block && row
      ? {
          block_number: block.num,
          block_id: block.id,
          block_timestamp: formatBlockTime(block.time_ms),
          expiration: new Date(row.expiration_ms).toISOString().slice(0, 19),
        }
      : {}),
    head_number: head.num,
    head_id: head.id,
    head_timestamp: formatBlockTime(head.time_ms),
    irreversible_number: lib.num,
    irreversible_id: lib.id,
    irreversible_timestamp: formatBlockTime(lib.time_ms),
    earliest_tracked_block_id: earliest.id,
    earliest_tracked_block_number: earliest.num,
  }
}

/**
 * get_code: the devnet's contracts run as TypeScript modules, so there is no WASM to return; the
 * hash and ABI are those get_raw_abi reports. nodeos 5 no longer returns WAST.
 */
export function getCode(chain: Chain, name: string, codeAsWasm: boolean) {
  if (!codeAsWasm) throw chainErrors.unsupported('Returning WAST from get_code is no longer supported')
  const raw = getRawAbi(chain, name)
  const abi = chain.abiOf(name)
  return {
    account_name: name,
    code_hash: raw.code_hash,
    wast: '',
    wasm: '',
    ...(abi ? { abi: abi.abi.toJSON() } : {}),
  }
}

export function getCodeHash(chain: Chain, name: string) {
  return { account_name: name, code_hash: getRawAbi(chain, name).code_hash }
}

export function getRawCodeAndAbi(chain: Chain, name: string) {
  return { account_name: name, wasm: '', abi: getRawAbi(chain, name).abi ?? '' }
}

/** get_transaction_id: the id of a transaction given as JSON (sha256 of its packed form). */
export function getTransactionId(transaction: unknown): string {
  try {
    return String(Transaction.from(transaction as Parameters<typeof Transaction.from>[0]).id)
  } catch (error) {
    throw chainErrors.invalidRequest(
      `Invalid transaction: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/**
 * get_block_info: the header fields of get_block with the TaPoS values, in nodeos's order (no
 * transactions and no `new_producers`, which nodeos leaves out of this answer).
 */
export function getBlockInfo(chain: Chain, num: number) {
  const block = getBlock(chain, num)
  return {
    block_num: block.block_num,
    ref_block_num: block.block_num & 0xffff,
    id: block.id,
    timestamp: block.timestamp,
    producer: block.producer,
    confirmed: block.confirmed,
    previous: block.previous,
    transaction_mroot: block.transaction_mroot,
    action_mroot: block.action_mroot,
    schedule_version: block.schedule_version,
    producer_signature: block.producer_signature,
    ref_block_prefix: block.ref_block_prefix,
  }
}

/** A block's header as a signed_block_header (get_raw_block without transactions, get_block_header). */
function signedHeader(chain: Chain, numOrId: string | number) {
  const { id, block_num, ref_block_prefix, transactions, ...header } = getBlock(chain, numOrId)
  return { id, block_num, ref_block_prefix, transactions, header }
}

/** get_raw_block: the signed block as stored, without the id and number get_block adds. */
export function getRawBlock(chain: Chain, numOrId: string | number) {
  const { header, transactions } = signedHeader(chain, numOrId)
  return { ...header, transactions, block_extensions: [] }
}

/** get_block_header: the id and signed header, with the extensions when asked. */
export function getBlockHeader(chain: Chain, numOrId: string | number, includeExtensions: boolean) {
  const { id, header } = signedHeader(chain, numOrId)
  return {
    id,
    signed_block_header: { ...header, header_extensions: [] },
    ...(includeExtensions ? { block_extensions: [] } : {}),
  }
}

/**
 * get_block_header_state of a reversible block. The devnet keeps no fork database, so the header
 * state is rebuilt from the block and the active schedule; it has no merkle of earlier blocks.
 */
export function getBlockHeaderState(chain: Chain, numOrId: string | number) {
  const block = getBlock(chain, numOrId)
  const lib = chain.lastIrreversible()
  if (block.block_num < lib.num)
    throw chainErrors.unknownBlock(`Could not find reversible block: ${String(numOrId)}`)
  const { version, producers } = chain.producerSchedule()
  const { id, block_num, ref_block_prefix: _, transactions: __, ...header } = block
  const schedule = {
    version,
    producers: producers.map((producer_name) => ({
      producer_name,
      authority: [0, { threshold: 1, keys: [] }],
    })),
  }
  return {
    block_num,
    dpos_proposed_irreversible_blocknum: lib.num,
    dpos_irreversible_blocknum: lib.num,
    active_schedule: schedule,
    blockroot_merkle: { _active_nodes: [], _node_count: block_num - 1 },
    producer_to_last_produced: producers.map((producer) => [producer, block_num]),
    producer_to_last_implied_irb: producers.map((producer) => [producer, lib.num]),
    valid_block_signing_authority: [0, { threshold: 1, keys: [] }],
    confirm_count: [],
    id,
    header: { ...header, header_extensions: [] },
    pending_schedule: {
      schedule_lib_num: 0,
      schedule_hash: createHash('sha256').update(JSON.stringify(schedule)).digest('hex'),
      schedule: { version, producers: [] },
    },
    activated_protocol_features: {
      protocol_features: PROTOCOL_FEATURES.map((feature) => feature.feature_digest),
    },
    additional_signatures: [],
  }
}

/** get_consensus_parameters: the chain and WASM limits (Antelope's defaults, which Telos keeps). */
export function getConsensusParameters() {
  return {
    chain_config: {
      max_block_net_usage: 1048576,
      target_block_net_usage_pct: 1000,
      max_transaction_net_usage: 524288,
      base_per_transaction_net_usage: 12,
      net_usage_leeway: 500,
      context_free_discount_net_usage_num: 20,
      context_free_discount_net_usage_den: 100,
      max_block_cpu_usage: 200000,
      target_block_cpu_usage_pct: 1000,
      max_transaction_cpu_usage: 150000,
      min_transaction_cpu_usage: 100,
      max_transaction_lifetime: 3600,
      deferred_trx_expiration_window: 600,
      max_transaction_delay: 3888000,
      max_inline_action_size: 524288,
      max_inline_action_depth: 4,
      max_authority_depth: 6,
      max_action_return_value_size: 256,
    },
    wasm_config: {
      max_mutable_global_bytes: 1024,
      max_table_elements: 1024,
      max_section_elements: 8192,
      max_linear_memory_init: 65536,
      max_func_local_bytes: 8192,
      max_nested_structures: 1024,
      max_symbol_bytes: 8192,
      max_module_bytes: 20971520,
      max_code_bytes: 20971520,
      max_pages: 528,
      max_call_depth: 251,
    },
  }
}

/** Validates an account name argument as nodeos's name conversion does. */
export function requireName(name: string): string {
  if (!isNameString(name)) throw chainErrors.invalidRequest(`Invalid name ${name}`)
  return name
}
