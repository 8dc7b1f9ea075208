import { createHash } from 'node:crypto'
import { PublicKey, Serializer, Transaction } from '@wharfkit/antelope'
import type { Statement } from 'better-sqlite3'
import { AuthorityChecker, authorityKeys } from '../authorization.ts'
import type { Chain } from '../chain.ts'
import { chainErrors } from '../errors.ts'
import { isNameString, nameValue, u64Key } from '../keys.ts'
import { symbolCodeKey } from '../runtime/asset.ts'
import { normalizeKey } from '../signatures.ts'
import { refBlockPrefix } from '../state/blocks.ts'
import { formatBlockTime } from '../time.ts'
import { blockSignature } from './block-signature.ts'

const ZERO_HASH = '0'.repeat(64)
const EMPTY_SHA256 = createHash('sha256').digest('hex')

/** fc writes HTTP answers with stringify_large_ints_and_doubles: beyond ±0xFFFFFFFF an integer is a string. */
export function fcInt(value: bigint | number): number | string {
  const big = typeof value === 'bigint' ? value : BigInt(Math.trunc(value))
  return big > 0xffffffffn || big < -0xffffffffn ? big.toString() : Number(big)
}
/** eosio.system's ram_gift_bytes: RAM every account gets on top of what it bought. */
const RAM_GIFT_BYTES = 1400
const SERVER_VERSION = '7e1ad13d'
const SERVER_VERSION_STRING = 'v5.0.3-devnet'

/** get_info, with every field Wharf Kit requires. */
export function getInfo(chain: Chain) {
  const head = chain.head()
  const lib = chain.lastIrreversible()
  const [cpu, net] = stakeTotals(chain)
  return {
    server_version: SERVER_VERSION,
    chain_id: chain.chainId,
    head_block_num: head.num,
    last_irreversible_block_num: lib.num,
    last_irreversible_block_id: lib.id,
    head_block_id: head.id,
    head_block_time: formatBlockTime(head.time_ms),
    head_block_producer: head.producer,
    virtual_block_cpu_limit: 200000000,
    virtual_block_net_limit: 1048576000,
    block_cpu_limit: 200000,
    block_net_limit: 1048576,
    server_version_string: SERVER_VERSION_STRING,
    fork_db_head_block_num: head.num,
    fork_db_head_block_id: head.id,
    server_full_version_string: `${SERVER_VERSION_STRING}-${SERVER_VERSION}`,
    total_cpu_weight: fcInt(cpu),
    total_net_weight: fcInt(net),
    earliest_available_block_num: 1,
    last_irreversible_block_time: formatBlockTime(lib.time_ms),
  }
}

/** The statement of stakeTotals, prepared once per database: get_info runs it on every call. */
const userResourcesQueries = new WeakMap<Chain['db'], Statement<[], { value: Buffer }>>()

function stakeTotals(chain: Chain): [bigint, bigint] {
  let query = userResourcesQueries.get(chain.db)
  if (!query) {
    query = chain.db.prepare<[], { value: Buffer }>(
      "SELECT value FROM contract_rows WHERE code = 'eosio' AND tbl = 'userres'",
    )
    userResourcesQueries.set(chain.db, query)
  }
  const rows = query.all()
  const abi = chain.abiOf('eosio')
  let cpu = 0n
  let net = 0n
  for (const row of rows) {
    const decoded = abi?.decode('user_resources', row.value) as
      { cpu_weight: string; net_weight: string } | undefined
    if (!decoded) continue
    cpu += assetUnits(decoded.cpu_weight)
    net += assetUnits(decoded.net_weight)
  }
  return [cpu, net]
}

const assetUnits = (text: string) => BigInt(text.split(' ')[0]?.replace('.', '') ?? '0')

/** One system-table row of an account, rendered as nodeos does, or null. */
function systemRow(chain: Chain, table: string, scope: string, key: string): unknown {
  const abi = chain.abiOf('eosio')
  const type = abi?.tableType(table)
  if (!abi || !type) return null
  const row = chain.tables.find('eosio', table, u64Key(nameValue(scope)), u64Key(nameValue(key)))
  return row ? abi.decode(type, row.value, 'nodeos') : null
}

/** get_account in nodeos's shape; core_liquid_balance is omitted when there is no TLOS row. */
export function getAccount(chain: Chain, name: string, coreSymbol = 'TLOS') {
  const account = isNameString(name) ? chain.accounts.get(name) : undefined
  if (!account)
    throw chainErrors.accountQuery(
      `unable to retrieve account info: unknown key (eosio::chain::name): ${name}`,
    )
  const head = chain.head()
  const permissions = accountPermissions(chain, name)
  const liquid = coreLiquidBalance(chain, name, coreSymbol)
  const totals = systemRow(chain, 'userres', name, name) as {
    net_weight: string
    cpu_weight: string
    ram_bytes: number
  } | null
  const limit = (weight: string | undefined) => ({
    used: 0,
    available: weight ? fcInt(assetUnits(weight) * 1000n) : 0,
    max: weight ? fcInt(assetUnits(weight) * 1000n) : 0,
    last_usage_update_time: formatBlockTime(head.time_ms),
    current_used: 0,
  })
  return {
    account_name: name,
    head_block_num: head.num,
    head_block_time: formatBlockTime(head.time_ms),
    privileged: account.privileged === 1,
    last_code_update: formatBlockTime(account.last_code_update_ms),
    created: formatBlockTime(account.created_ms),
    ...(liquid === undefined ? {} : { core_liquid_balance: liquid }),
    // eosio.system sets an account's RAM limit to its bought bytes plus ram_gift_bytes; privileged
    // accounts have no limit (-1).
    ram_quota: account.privileged === 1 ? -1 : fcInt(Number(totals?.ram_bytes ?? 0) + RAM_GIFT_BYTES),
    net_weight: totals ? fcInt(assetUnits(totals.net_weight)) : -1,
    cpu_weight: totals ? fcInt(assetUnits(totals.cpu_weight)) : -1,
    net_limit: limit(totals?.net_weight),
    cpu_limit: cpuLimit(chain, name, head.time_ms),
    ram_usage: 2996 + permissions.length * 200,
    permissions,
    total_resources: totals,
    self_delegated_bandwidth: systemRow(chain, 'delband', name, name),
    refund_request: systemRow(chain, 'refunds', name, name),
    voter_info: systemRow(chain, 'voters', 'eosio', name),
    rex_info: null,
    subjective_cpu_bill_limit: {
      used: 0,
      available: 0,
      max: 0,
      last_usage_update_time: '2000-01-01T00:00:00.000',
      current_used: 0,
    },
    eosio_any_linked_actions: [],
  }
}

/** An account's permissions as get_account lists them: by name, keys in legacy form, linked actions. */
function accountPermissions(chain: Chain, name: string) {
  const links = chain.accounts.links(name)
  return chain.accounts
    .permissions(name)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((permission) => ({
      perm_name: permission.name,
      parent: permission.parent,
      required_auth: {
        threshold: permission.auth.threshold,
        keys: permission.auth.keys.map((entry) => ({
          key: PublicKey.from(entry.key).toLegacyString(),
          weight: entry.weight,
        })),
        accounts: permission.auth.accounts,
        waits: permission.auth.waits,
      },
      linked_actions: links
        .filter((link) => link.requirement === permission.name)
        .map((link) => ({ account: link.code, ...(link.type ? { action: link.type } : {}) })),
    }))
}

/** The account's eosio.token balance of the core symbol, or undefined without a row. */
function coreLiquidBalance(chain: Chain, name: string, coreSymbol: string): string | undefined {
  const token = chain.abiOf('eosio.token')
  if (!token) return undefined
  const row = chain.tables.find(
    'eosio.token',
    'accounts',
    u64Key(nameValue(name)),
    u64Key(symbolCodeKey(coreSymbol.toUpperCase())),
  )
  return row ? (token.decode('account', row.value) as { balance: string }).balance : undefined
}

/** The account's CPU as billed (see ResourceUsage); an account without a CPU stake shows 0s. */
function cpuLimit(chain: Chain, name: string, nowMs: number) {
  const { maxUs, usedUs } = chain.resources.cpuLimit(name, nowMs)
  const used = Math.ceil(usedUs)
  return {
    used,
    available: maxUs === undefined ? 0 : fcInt(Math.max(0, maxUs - used)),
    max: maxUs === undefined ? 0 : fcInt(maxUs),
    last_usage_update_time: formatBlockTime(nowMs),
    current_used: used,
  }
}

function requireAccount(chain: Chain, name: string) {
  const account = isNameString(name) ? chain.accounts.get(name) : undefined
  if (!account) throw chainErrors.accountQuery(`Fail to retrieve account for ${name}`)
  return account
}

export function getAbi(chain: Chain, name: string) {
  requireAccount(chain, name)
  const abi = chain.abiOf(name)
  return abi ? { account_name: name, abi: abi.abi.toJSON() } : { account_name: name }
}

/** get_raw_abi: base64 of the binary ABI and its hash; `abi` is left out when the caller's hash matches. */
export function getRawAbi(chain: Chain, name: string, knownHash?: string) {
  requireAccount(chain, name)
  const abi = chain.abiOf(name)
  // nodeos hashes the account's ABI bytes, empty ones included.
  const abiHash = abi?.hash ?? EMPTY_SHA256
  const codeHash = abi ? createHash('sha256').update(`devnet-contract:${name}`).digest('hex') : ZERO_HASH
  return {
    account_name: name,
    code_hash: codeHash,
    abi_hash: abiHash,
    ...(knownHash && knownHash === abiHash
      ? {}
      : { abi: abi ? Buffer.from(abi.packed).toString('base64') : '' }),
  }
}

/** get_currency_balance: the account's balances in a token contract, optionally one symbol (any case). */
export function getCurrencyBalance(chain: Chain, code: string, account: string, symbol?: string): string[] {
  requireAccount(chain, code)
  const abi = chain.abiOf(code)
  if (!abi?.tableType('accounts')) throw chainErrors.tableQuery('Table accounts is not specified in the ABI')
  if (!isNameString(account)) throw chainErrors.invalidRequest(`invalid account name ${account}`)
  const rows = chain.tables.primaryRange(code, 'accounts', u64Key(nameValue(account)), { limit: 1000 })
  return rows
    .map((row) => (abi.decode('account', row.value) as { balance: string }).balance)
    .filter((balance) => !symbol || balance.split(' ')[1]?.toUpperCase() === symbol.toUpperCase())
}

/** get_currency_stats: `{SYM: {supply, max_supply, issuer}}`. */
export function getCurrencyStats(chain: Chain, code: string, symbol: string) {
  requireAccount(chain, code)
  const abi = chain.abiOf(code)
  if (!abi?.tableType('stat')) throw chainErrors.tableQuery('Table stat is not specified in the ABI')
  const upper = symbol.toUpperCase()
  if (!/^[A-Z]{1,7}$/.test(upper)) throw chainErrors.invalidRequest(`invalid symbol ${symbol}`)
  const key = symbolCodeKey(upper)
  const row = chain.tables.find(code, 'stat', u64Key(key), u64Key(key))
  return row ? { [upper]: abi.decode('currency_stats', row.value, 'nodeos') } : {}
}

/** get_block by number or id, in nodeos's shape. */
export function getBlock(chain: Chain, numOrId: string | number) {
  const text = String(numOrId)
  if (text === '' || text.length > 64)
    throw chainErrors.blockId(
      'Invalid Block number or ID, must be greater than 0 and less than 64 characters',
    )
  const isNumber = /^\d+$/.test(text)
  if (!isNumber && !/^[0-9a-fA-F]{64}$/.test(text)) throw chainErrors.blockId(`Invalid block ID: ${text}`)
  const block = isNumber ? chain.blocks.byNum(Number(text)) : chain.blocks.byId(text.toLowerCase())
  if (!block) throw chainErrors.unknownBlock(`Could not find block: ${text}`)
  const transactions = chain.db
    .prepare<[number], { id: string; trace: string }>(
      'SELECT id, trace FROM transactions WHERE block_num = ? ORDER BY seq',
    )
    .all(block.num)
    .map((row) => {
      const stored = JSON.parse(row.trace) as {
        signatures?: string[]
        packed_trx?: string
        cpu?: number
        net?: number
      }
      const packed = stored.packed_trx ?? ''
      let transaction: unknown = null
      try {
        transaction = packed
          ? Serializer.objectify(Serializer.decode({ data: packed, type: Transaction }))
          : null
      } catch {
        transaction = null
      }
      return {
        status: 'executed',
        cpu_usage_us: stored.cpu ?? 100,
        net_usage_words: stored.net ?? 0,
        trx: {
          id: row.id,
          signatures: stored.signatures ?? [],
          compression: 'none',
          packed_context_free_data: '',
          context_free_data: [],
          packed_trx: packed,
          transaction,
        },
      }
    })
  return {
    timestamp: formatBlockTime(block.time_ms),
    producer: block.producer,
    confirmed: 0,
    previous: block.previous,
    transaction_mroot: ZERO_HASH,
    action_mroot: ZERO_HASH,
    schedule_version: 0,
    new_producers: null,
    producer_signature: blockSignature(chain, block),
    transactions,
    id: block.id,
    block_num: block.num,
    ref_block_prefix: refBlockPrefix(block.id),
  }
}

/** get_required_keys: which of the available keys the transaction's authorizations need. */
export function getRequiredKeys(
  chain: Chain,
  transaction: unknown,
  availableKeys: readonly string[],
): { required_keys: string[] } {
  let trx: Transaction
  try {
    trx = Transaction.from(transaction as Parameters<typeof Transaction.from>[0])
  } catch (error) {
    throw chainErrors.invalidRequest(
      `invalid transaction: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  const available = new Map<string, string>()
  for (const key of availableKeys) {
    try {
      available.set(normalizeKey(key), key)
    } catch {
      throw chainErrors.invalidRequest(`invalid public key ${key}`)
    }
  }
  const required = new Set<string>()
  for (const action of trx.actions) {
    for (const level of action.authorization) {
      const plain = { actor: String(level.actor), permission: String(level.permission) }
      const candidates = new Set<string>()
      authorityKeys(chain.accounts, plain, candidates)
      const usable = [...candidates].filter((key) => available.has(key))
      const checker = new AuthorityChecker(chain.accounts, usable)
      if (!checker.satisfied(plain)) {
        throw chainErrors.unsatisfied(
          `transaction declares authority '${JSON.stringify(plain)}', but does not have signatures for it.`,
        )
      }
      for (const key of checker.usedKeys) required.add(available.get(key) ?? key)
    }
  }
  return { required_keys: [...required] }
}

/** get_producers: registered producers by votes, as the prototalvote index orders them. */
export function getProducers(chain: Chain, limit = 50, lowerBound = '') {
  const abi = chain.abiOf('eosio')
  const scope = u64Key(nameValue('eosio'))
  const rows = chain.tables
    .secondaryRange('eosio', 'producers', scope, 0, { limit: 100000 })
    .map((row) => abi?.decode('producer_info', row.value, 'nodeos') as Record<string, unknown>)
  const start = lowerBound
    ? Math.max(
        0,
        rows.findIndex((row) => row.owner === lowerBound),
      )
    : 0
  const page = rows.slice(start, start + Math.min(Math.max(1, limit), 1000))
  const total = rows.reduce((sum, row) => sum + Number(row.total_votes ?? 0), 0)
  const next = rows[start + page.length]
  return {
    rows: page,
    total_producer_vote_weight: total.toFixed(17),
    more: next ? String(next.owner) : '',
  }
}

/**
 * get_producer_schedule in nodeos's shape: the active schedule with each producer's block signing
 * authority (v0: threshold and keys). The signing key is the registered `producer_key`, else the
 * account's active keys. The devnet switches schedules at once, so pending and proposed stay null.
 */
export function getProducerSchedule(chain: Chain) {
  const { version, producers } = chain.producerSchedule()
  const registered = new Map(
    getProducers(chain, 1000).rows.map((row) => [String(row.owner), String(row.producer_key ?? '')]),
  )
  const authority = (producer: string) => {
    const key = registered.get(producer)
    if (key) return { threshold: 1, keys: [{ key: PublicKey.from(key).toLegacyString(), weight: 1 }] }
    const active = chain.accounts.permission(producer, 'active')?.auth
    return {
      threshold: active?.threshold ?? 1,
      keys: (active?.keys ?? []).map((entry) => ({
        key: PublicKey.from(entry.key).toLegacyString(),
        weight: entry.weight,
      })),
    }
  }
  return {
    active: {
      version,
      producers: producers.map((producer) => ({
        producer_name: producer,
        authority: [0, authority(producer)] as const,
      })),
    },
    pending: null,
    proposed: null,
  }
}
