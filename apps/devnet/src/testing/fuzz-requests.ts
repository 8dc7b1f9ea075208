// Property-based fuzzing of the devnet's public interfaces with fast-check: chain reads with random
// parameters, history queries, transactions (garbage, packed noise, and well-formed signed transactions
// whose action data is generated from each contract's real ABI), storage and backend bodies. Every
// answer must be JSON with a status below 500, the node must keep answering, and a write that failed
// must leave the chain's state digest where it was. Used by `bench/fuzz.ts` and a fixed-seed slice in
// the devnet's tests.
import {
  ABI,
  Action,
  APIClient,
  PackedTransaction,
  PrivateKey,
  SignedTransaction,
  Transaction,
} from '@wharfkit/antelope'
import type { ContractDescriptor } from '@portal/chain/contracts/define'
import { contracts } from '@portal/chain/contracts/registry'
import fc from 'fast-check'
import { openStateDigest } from './authorization-matrix.ts'

/**
 * One generated request. `write` requests may change state only when they succeed; `deep` ones can
 * reach a contract's or a service's logic, so the state digest is read after each of them (the others
 * are refused before any logic runs and are checked in batches).
 */
export type FuzzRequest = {
  kind: string
  method: 'GET' | 'POST'
  path: string
  body?: string
  write: boolean
  deep?: boolean
}

/** What the fuzz run saw; every count but `requests`, `accepted` and the latencies must be 0. */
export type FuzzReport = {
  requests: number
  byKind: Record<string, number>
  crashes: number
  serverErrors: string[]
  nonJson: string[]
  changedAlthoughFailed: string[]
  /** nodeos-style 500 answers by chain exception name (a refused transaction, as nodeos answers it). */
  typedRefusals: Record<string, number>
  /** Writes the node accepted (a transaction that happened to be valid): state may change. */
  accepted: number
  latenciesMs: number[]
}

const descriptors: readonly ContractDescriptor[] = Object.values(contracts)

const NAME_CHARS = 'abcdefghijklmnopqrstuvwxyz12345.'.split('')
const nameish = fc.oneof(
  fc.constantFrom(...descriptors.map((contract) => contract.account), 'eosio', 'voter1', 'nosuchaccount'),
  fc.array(fc.constantFrom(...NAME_CHARS), { minLength: 1, maxLength: 12 }).map((chars) => chars.join('')),
  fc.string({ maxLength: 20 }),
)
/** Anything a JSON field could hold, hostile strings included. */
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('<script>alert(1)</script>', '../../etc/passwd', '1e309', '-1', '18446744073709551616', ''),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
)
const hex = (maxLength: number) =>
  fc.uint8Array({ maxLength }).map((bytes) => Buffer.from(bytes).toString('hex'))

const CHAIN_READS = [
  'get_info',
  'get_account',
  'get_abi',
  'get_raw_abi',
  'get_table_rows',
  'get_table_by_scope',
  'get_currency_balance',
  'get_currency_stats',
  'get_block',
  'get_block_info',
  'get_required_keys',
  'get_producers',
] as const

const tableRowsParams = fc.record(
  {
    code: nameish,
    table: nameish,
    scope: fc.oneof(nameish, anyValue),
    json: fc.oneof(fc.boolean(), anyValue),
    limit: fc.oneof(fc.integer({ min: -5, max: 5000 }), anyValue),
    lower_bound: anyValue,
    upper_bound: anyValue,
    index_position: fc.oneof(
      fc.integer({ min: -3, max: 12 }),
      fc.constantFrom('primary', 'secondary', 'tertiary', 'tenth'),
      anyValue,
    ),
    key_type: fc.oneof(
      fc.constantFrom('i64', 'name', 'i128', 'float64', 'sha256', 'ripemd160', 'bogus', ''),
      anyValue,
    ),
    reverse: fc.oneof(fc.boolean(), anyValue),
    show_payer: fc.oneof(fc.boolean(), anyValue),
  },
  { requiredKeys: [] },
)

const chainRead: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    fc.constantFrom(...CHAIN_READS),
    fc.oneof(
      tableRowsParams.map((params) => JSON.stringify(params)),
      fc
        .record(
          { account_name: nameish, code: nameish, symbol: anyValue, block_num_or_id: anyValue },
          { requiredKeys: [] },
        )
        .map((params) => JSON.stringify(params)),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.string({ maxLength: 200 }),
    ),
  )
  .map(([endpoint, body]) => ({
    kind: 'chain read',
    method: 'POST',
    path: `/v1/chain/${endpoint}`,
    body,
    write: false,
  }))

const HISTORY_KEYS = [
  'account',
  'filter',
  'skip',
  'limit',
  'sort',
  'after',
  'before',
  'code',
  'scope',
  'table',
  'id',
  'act.name',
  'global_sequence',
  'simple',
  'track',
]
const historyRead: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    fc.constantFrom('get_actions', 'get_deltas', 'get_transaction'),
    fc.dictionary(
      fc.oneof(fc.constantFrom(...HISTORY_KEYS), fc.string({ maxLength: 8 })),
      fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.integer().map(String),
        fc.constantFrom('-1', '1e309', 'asc', 'desc', 'eosmechanics:cpu', '2026-01-01T00:00:00Z'),
      ),
    ),
  )
  .map(([endpoint, query]) => ({
    kind: 'history read',
    method: 'GET',
    path: `/v2/history/${endpoint}?${new URLSearchParams(query).toString()}`,
    write: false,
  }))

const garbageTransaction: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    fc.constantFrom('send_transaction', 'push_transaction', 'send_transaction2', 'compute_transaction'),
    fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc
        .record({
          signatures: fc.array(
            fc.oneof(
              fc.string({ maxLength: 110 }),
              hex(65).map((h) => `SIG_K1_${h}`),
            ),
            { maxLength: 3 },
          ),
          compression: fc.oneof(fc.constantFrom(0, 1, 'none', 'zlib'), anyValue),
          packed_context_free_data: fc.oneof(hex(20), anyValue),
          packed_trx: fc.oneof(hex(400), anyValue),
        })
        .map((body) => JSON.stringify(body)),
      fc.string({ maxLength: 300 }),
    ),
  )
  .map(([endpoint, body]) => ({
    kind: 'garbage transaction',
    method: 'POST',
    path: `/v1/chain/${endpoint}`,
    body,
    write: true,
  }))

/** A value of an ABI type: valid in shape most of the time, with the extremes of each type. */
function abiValue(abi: ABI, type: string, depth: number): fc.Arbitrary<unknown> {
  if (type.endsWith('[]'))
    return depth > 2
      ? fc.constant([])
      : fc.array(abiValue(abi, type.slice(0, -2), depth + 1), { maxLength: 3 })
  if (type.endsWith('?')) return fc.option(abiValue(abi, type.slice(0, -1), depth + 1), { nil: null })
  if (type.endsWith('$')) return abiValue(abi, type.slice(0, -1), depth)
  const alias = abi.types.find((entry) => entry.new_type_name === type)
  if (alias) return abiValue(abi, alias.type, depth)
  const variant = abi.variants.find((entry) => entry.name === type)
  if (variant)
    return fc
      .constantFrom(...variant.types)
      .chain((inner) => abiValue(abi, inner, depth + 1).map((value) => [inner, value]))
  const struct = abi.structs.find((entry) => entry.name === type)
  if (struct) {
    if (depth > 3) return fc.constant({})
    const base = struct.base ? abiValue(abi, struct.base, depth + 1) : fc.constant({})
    const fields = fc.tuple(...struct.fields.map((field) => abiValue(abi, field.type, depth + 1)))
    return fc.tuple(base, fields).map(([inherited, values]) => ({
      ...(inherited as object),
      ...Object.fromEntries(struct.fields.map((field, i) => [field.name, values[i]])),
    }))
  }
  switch (type) {
    case 'name':
      return fc
        .array(fc.constantFrom(...NAME_CHARS.slice(0, 31)), { minLength: 1, maxLength: 12 })
        .map((chars) => chars.join(''))
    case 'string':
      return fc.oneof(
        fc.string({ maxLength: 60 }),
        fc.constantFrom('<img src=x onerror=alert(1)>', 'javascript:alert(1)', '\u202e\u200b'),
      )
    case 'bool':
      return fc.boolean()
    case 'asset':
      return fc
        .tuple(
          fc.integer({ min: -1_000_000, max: 1_000_000_000 }),
          fc.constantFrom('TLOS', 'VOTE', 'ABC', 'X'),
          fc.integer({ min: 0, max: 8 }),
        )
        .map(([amount, symbol, decimals]) => `${(amount / 10 ** decimals).toFixed(decimals)} ${symbol}`)
    case 'symbol':
      return fc.constantFrom('4,TLOS', '4,VOTE', '0,ABC', '8,XYZ')
    case 'symbol_code':
      return fc.constantFrom('TLOS', 'VOTE', 'ABC', 'XYZ')
    case 'time_point_sec':
    case 'time_point':
    case 'block_timestamp_type':
      return fc
        .integer({ min: 0, max: 2 ** 31 - 1 })
        .map((seconds) => new Date(seconds * 1000).toISOString().slice(0, 19))
    case 'checksum256':
      return hex(32).map((h) => h.padEnd(64, '0').slice(0, 64))
    case 'public_key':
      return fc.constant(
        String(PrivateKey.fromString('5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3').toPublic()),
      )
    case 'float32':
    case 'float64':
      return fc.double({ noNaN: true, noDefaultInfinity: true })
    case 'bytes':
      return hex(40)
    default:
      if (/^u?int(8|16|32)$/.test(type)) {
        const bits = Number(type.replace(/\D/g, ''))
        return type.startsWith('u')
          ? fc.integer({ min: 0, max: 2 ** bits - 1 })
          : fc.integer({ min: -(2 ** (bits - 1)), max: 2 ** (bits - 1) - 1 })
      }
      if (/^u?int(64|128)$|^varu?int32$/.test(type))
        return fc.bigInt({ min: 0n, max: 2n ** 63n - 1n }).map(String)
      return fc.constant(null)
  }
}

export type Signer = { name: string; privateKey: string }

/**
 * Well-formed signed transactions: one action of a random contract, data generated from its ABI,
 * authorized by a listed account and signed either by that account (the contract decides) or by a
 * random key (the node must refuse).
 */
function signedTransactions(
  signers: readonly Signer[],
  info: Awaited<ReturnType<APIClient['v1']['chain']['get_info']>>,
): fc.Arbitrary<FuzzRequest> {
  const choices = descriptors.flatMap((contract) => {
    const abi = ABI.from(contract.abi)
    return abi.actions.map((action) => ({
      account: contract.account,
      abi,
      name: String(action.name),
      type: action.type,
    }))
  })
  return fc
    .tuple(
      fc.constantFrom(...choices),
      fc.constantFrom(...signers),
      fc.boolean(),
      fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    )
    .chain(([choice, signer, rightKey, seed]) =>
      abiValue(choice.abi, choice.type, 0).map((data) => {
        const kind = rightKey ? 'signed action (right key)' : 'signed action (random key)'
        try {
          const transaction = Transaction.from({
            ...info.getTransactionHeader(60),
            actions: [
              Action.from(
                {
                  account: choice.account,
                  name: choice.name,
                  authorization: [{ actor: signer.name, permission: 'active' }],
                  data: data as Record<string, unknown>,
                },
                choice.abi,
              ),
            ],
          })
          const key = rightKey ? PrivateKey.from(signer.privateKey) : PrivateKey.generate('K1')
          const signature = key.signDigest(transaction.signingDigest(info.chain_id))
          const packed = PackedTransaction.fromSigned(
            SignedTransaction.from({ ...transaction, signatures: [signature] }),
            seed % 2 === 0 ? 0 : 1,
          )
          return {
            kind,
            method: 'POST' as const,
            path: '/v1/chain/send_transaction',
            body: JSON.stringify(packed),
            write: true,
            deep: rightKey,
          }
        } catch (error) {
          // Data the ABI encoder itself refuses (an out-of-range number) is sent as JSON the node must refuse.
          return {
            kind: 'unencodable action',
            method: 'POST' as const,
            path: '/v1/chain/push_transaction',
            body: JSON.stringify({
              actions: [{ account: choice.account, name: choice.name, data }],
              error: String(error),
            }),
            write: true,
          }
        }
      }),
    )
}

const serviceBody = fc.oneof(
  fc
    .record(
      {
        smsNumber: anyValue,
        telosAccount: nameish,
        ownerKey: anyValue,
        activeKey: anyValue,
        smsOtp: anyValue,
        recaptchaToken: anyValue,
      },
      { requiredKeys: [] },
    )
    .map((body) => JSON.stringify(body)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
)
const serviceRequest: fc.Arbitrary<FuzzRequest> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('/v1/registrations', '/v1/accounts', '/v1/recaptchaCreate', '/v1/testnet/account'),
      serviceBody,
    )
    .map(([path, body]) => ({
      kind: 'backend body',
      method: 'POST' as const,
      path,
      body,
      write: true,
      deep: true,
    })),
  fc
    .tuple(
      fc.constantFrom(
        '/v1/accounts/',
        '/v1/testnet/faucet/',
        '/v1/testnet/produce/',
        '/v1/testnet/evmFaucet/',
        '/v1/testnet/zkEvmFaucet/',
      ),
      fc.string({ maxLength: 30 }),
    )
    .map(([path, tail]) => ({
      kind: 'backend path',
      method: 'GET' as const,
      path: `${path}${encodeURIComponent(tail)}`,
      write: true,
      deep: true,
    })),
  fc
    .tuple(
      fc.constantFrom(
        '/dstor/v1/upload/',
        '/dstor/v1/upload/get-token/',
        '/dstor/v1/dev/temp-token',
        '/dstor/v1/upload/get-status/',
      ),
      fc.oneof(
        fc.string({ maxLength: 300 }),
        fc.jsonValue().map((v) => JSON.stringify(v)),
      ),
    )
    .map(([path, body]) => ({ kind: 'storage body', method: 'POST' as const, path, body, write: false })),
)

/** Every kind of request, weighted toward the chain API. */
export function fuzzRequests(
  signers: readonly Signer[],
  info: Awaited<ReturnType<APIClient['v1']['chain']['get_info']>>,
): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { arbitrary: chainRead, weight: 30 },
    { arbitrary: historyRead, weight: 20 },
    { arbitrary: garbageTransaction, weight: 15 },
    { arbitrary: signedTransactions(signers, info), weight: 20 },
    { arbitrary: serviceRequest, weight: 15 },
  )
}

/** Requests to the packed-transaction endpoints only: garbage bodies and signed transactions. */
export function packedTransactionRequests(
  signers: readonly Signer[],
  info: Awaited<ReturnType<APIClient['v1']['chain']['get_info']>>,
): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(garbageTransaction, signedTransactions(signers, info))
}

/** Sends `count` generated requests, one at a time, and checks each answer. */
export async function runFuzz(options: {
  url: string
  dataDir: string
  count: number
  seed: number
}): Promise<FuzzReport> {
  const client = new APIClient({ url: options.url })
  const signers = (await (await fetch(`${options.url}/devnet/accounts`)).json()) as Signer[]
  const info = await client.v1.chain.get_info()
  const samples = fc.sample(fuzzRequests(signers, info), { numRuns: options.count, seed: options.seed })
  const report: FuzzReport = {
    requests: 0,
    byKind: {},
    crashes: 0,
    serverErrors: [],
    typedRefusals: {},
    nonJson: [],
    changedAlthoughFailed: [],
    accepted: 0,
    latenciesMs: [],
  }
  const reader = openStateDigest(options.dataDir)
  let digest = reader.digest()
  /** Writes refused before any logic ran since the last digest: the next digest must not have moved. */
  let pending: string[] = []
  const checkPending = () => {
    const now = reader.digest()
    if (now !== digest) report.changedAlthoughFailed.push(...pending)
    pending = []
    digest = now
  }
  for (const [i, request] of samples.entries()) {
    // Writes refused before any logic ran are checked every 100 requests and before each deep write,
    // so a deep write that succeeds is never mistaken for one of them.
    if (pending.length > 0 && (i % 100 === 0 || request.deep)) checkPending()
    report.requests += 1
    report.byKind[request.kind] = (report.byKind[request.kind] ?? 0) + 1
    const started = performance.now()
    let status: number
    let text: string
    try {
      const response = await fetch(`${options.url}${request.path}`, {
        method: request.method,
        body: request.body,
      })
      status = response.status
      text = await response.text()
    } catch (error) {
      report.crashes += 1
      report.serverErrors.push(`${request.kind} ${request.path}: no answer (${String(error)})`)
      break
    }
    report.latenciesMs.push(performance.now() - started)
    const label = `${request.kind} ${request.method} ${request.path.slice(0, 80)} → ${status}`
    let answer: unknown
    try {
      answer = JSON.parse(text)
    } catch {
      report.nonJson.push(`${label}: ${text.slice(0, 80)}`)
    }
    // nodeos answers a refused transaction with a 500 that names the chain exception; only a 5xx
    // without such a typed error (a crash inside a handler) counts as a server error.
    if (status >= 500) {
      const name = typedErrorName(answer)
      if (name === undefined) report.serverErrors.push(`${label}: ${text.slice(0, 200)}`)
      else report.typedRefusals[name] = (report.typedRefusals[name] ?? 0) + 1
    }
    if (!request.write) continue
    if (status < 300) report.accepted += 1
    if (!request.deep && status >= 300) {
      pending.push(label)
      continue
    }
    const after = reader.digest()
    if (status >= 300 && after !== digest) report.changedAlthoughFailed.push(label)
    digest = after
  }
  if (pending.length > 0) checkPending()
  reader.close()
  return report
}

/** The chain exception a nodeos error body names, unless it is the generic internal error. */
function typedErrorName(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null || !('error' in answer)) return undefined
  const error = (answer as { error?: { name?: unknown } }).error
  const name = typeof error?.name === 'string' ? error.name : undefined
  // Most are `…_exception`; the transaction-level ones are `tx_…` (tx_cpu_usage_exceeded, tx_no_auths).
  return name && /_exception$|^tx_[a-z_]+$/.test(name) ? name : undefined
}

/** The p-th percentile of `values` (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}
