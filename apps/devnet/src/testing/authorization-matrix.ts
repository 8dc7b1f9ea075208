// The authorization matrix: every action of every contract the devnet runs (from the contract
// descriptors, less the few any account may send), each sent by wrong signers: every demo account
// the action's data does not name, signing as itself; the right account with a permission linked to
// nothing; no signature; a signature over another chain id. Each must be refused for its authority,
// and nothing may change. Data comes from the demo history where an account signed the action
// (data its contract accepted once), else it is built from the ABI with every account name set to
// the signer the action belongs to. Used by `bench/authorization-matrix.ts` (every case) and, with a
// sample of signers per action, by the devnet's tests.
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { ABI, APIClient, PrivateKey } from '@wharfkit/antelope'
import type { ContractDescriptor } from '@portal/chain/contracts/define'
import { contracts } from '@portal/chain/contracts/registry'
import Database from 'better-sqlite3'
import { sampleActionData } from './abi-sample.ts'
import { signActions, type RawAction } from './sign-actions.ts'

/** The wrong ways to sign an action that `actor@active` is entitled to. */
export const WRONG_SIGNERS = ['other-account', 'wrong-permission', 'no-signature', 'other-chain'] as const
export type WrongSigner = (typeof WRONG_SIGNERS)[number]
/** The wrong signers the node must refuse before any contract runs. */
export const TRANSACTION_LEVEL_SIGNERS: readonly WrongSigner[] = [
  'wrong-permission',
  'no-signature',
  'other-chain',
]

/** A permission the matrix adds to each signer: real, satisfiable, but linked to no action. */
const UNLINKED_PERMISSION = 'matrix'

/** Actions the real contracts run for any signer, by `account::name` (from the descriptors). */
const descriptors: readonly ContractDescriptor[] = Object.values(contracts)
const OPEN_ACTIONS = new Set(
  descriptors.flatMap((contract) =>
    (contract.openActions ?? []).map((name) => `${contract.account}::${name}`),
  ),
)

/** Every action the descriptors say needs an authority, as `account::name`. */
export function guardedActions(): string[] {
  return descriptors
    .flatMap((contract) => Object.keys(contract.actions).map((name) => `${contract.account}::${name}`))
    .filter((key) => !OPEN_ACTIONS.has(key))
}

/** Every action of every descriptor, open ones included, as `account::name`. */
export function allActions(): string[] {
  return descriptors.flatMap((contract) =>
    Object.keys(contract.actions).map((name) => `${contract.account}::${name}`),
  )
}

/**
 * The authority rules the data does not show: actions whose signer is an account the contract keeps
 * in a table (its admin in the `config` singleton) rather than one the data names. That account is
 * entitled to them, so it is never tried as their wrong signer.
 */
const AUTHORITY_IN_STATE: readonly { contract: string; table: string; field: string; actions: string[] }[] = [
  {
    contract: 'testtelosarb',
    table: 'config',
    field: 'admin',
    actions: [
      'setadmin',
      'setconfig',
      'setversion',
      'validatecase',
      'closecase',
      'forcerecusal',
      'dismissarb',
      'initelection',
      'beginvoting',
      'endelection',
    ],
  },
  {
    contract: 'profiles',
    table: 'config',
    field: 'admin',
    actions: ['setversion', 'setadmin', 'setdefavatar', 'setlength'],
  },
]

/** The accounts the chain's state entitles to each action, by `account::name` (see AUTHORITY_IN_STATE). */
export async function stateAuthorities(url: string): Promise<Map<string, Set<string>>> {
  const entitled = new Map<string, Set<string>>()
  for (const rule of AUTHORITY_IN_STATE) {
    const response = await fetch(`${url}/v1/chain/get_table_rows`, {
      method: 'POST',
      body: JSON.stringify({ code: rule.contract, scope: rule.contract, table: rule.table, json: true }),
    })
    const rows = ((await response.json()) as { rows?: Record<string, unknown>[] }).rows ?? []
    const holder = rows[0]?.[rule.field]
    if (typeof holder !== 'string') continue
    for (const action of rule.actions) entitled.set(`${rule.contract}::${action}`, new Set([holder]))
  }
  return entitled
}

/** A chain id that is not the devnet's: a signature over it recovers a key nobody holds. */
const OTHER_CHAIN_ID = '1eaa0824707c8c16bd25145493bf062aecddfeb56c736f6ba6397f3195f33c9f'

export type ListedAccount = { name: string; privateKey: string }

/** An action and data that `actor@active` may sign: from history, or built from the ABI. */
export type MatrixSample = {
  account: string
  name: string
  actor: string
  data: Record<string, unknown>
  source: 'history' | 'abi'
}

/** `account`: the other account that signs, for `other-account`. */
export type MatrixCase = { sample: MatrixSample; signer: WrongSigner; account?: string }

/**
 * How the node refused: `authority` for the case's authorization (the error the matrix wants);
 * `assertion` when the contract refused something else before it checked authority; `data` when the
 * action's data was not read (the case then says nothing of authority); `other` for anything else.
 */
export type Refusal = 'authority' | 'assertion' | 'data' | 'other'

export type MatrixOutcome = {
  case: MatrixCase
  refused: Refusal | false
  /** nodeos's error name and details (or `accepted`). */
  message: string
}

/** nodeos's authorization failures, by error name. */
const AUTHORITY_ERRORS = new Set([
  'missing_auth_exception',
  'unsatisfied_authorization',
  'irrelevant_auth_exception',
  'tx_irrelevant_sig',
])
/** Failures to read an action's data. */
const DATA_ERRORS = new Set([
  'invalid_action_args_exception',
  'action_validate_exception',
  'abi_not_found_exception',
  'packed_transaction_type_exception',
  'invalid_http_request',
])

type HistoryAction = {
  act?: {
    account?: string
    name?: string
    authorization?: { actor?: string; permission?: string }[]
    data?: unknown
  }
}

/**
 * One sample per (contract, action) signed by a listed account, from the whole of the chain's
 * history; `eosio` native authority actions are left out, since the matrix itself uses them.
 */
export async function sampleSignedActions(
  url: string,
  signers: ReadonlySet<string>,
): Promise<MatrixSample[]> {
  const samples = new Map<string, MatrixSample>()
  for (let skip = 0; ; skip += 1000) {
    const response = await fetch(`${url}/v2/history/get_actions?limit=1000&skip=${skip}&sort=asc`)
    const page = (await response.json()) as { actions?: HistoryAction[] }
    const actions = page.actions ?? []
    for (const { act } of actions) {
      const level = act?.authorization?.[0]
      if (!act?.account || !act.name || !level?.actor || level.permission !== 'active') continue
      if (!signers.has(level.actor) || act.authorization?.length !== 1) continue
      if (
        act.account === 'eosio' &&
        ['updateauth', 'linkauth', 'deleteauth', 'unlinkauth'].includes(act.name)
      )
        continue
      if (typeof act.data !== 'object' || act.data === null) continue
      const key = `${act.account}::${act.name}`
      if (!samples.has(key) && !OPEN_ACTIONS.has(key))
        samples.set(key, {
          account: act.account,
          name: act.name,
          actor: level.actor,
          data: act.data as Record<string, unknown>,
          source: 'history',
        })
    }
    if (actions.length < 1000) break
  }
  return [...samples.values()]
}

const DIGEST_TABLES = ['accounts', 'permissions', 'permission_links', 'contract_rows', 'contract_index']

/**
 * A reader of the state digest: everything a transaction can change (accounts, permissions, links,
 * contract tables), hashed through one read-only connection that stays open between digests.
 */
export function openStateDigest(dataDir: string): { digest(): string; close(): void } {
  const db = new Database(join(dataDir, 'chain.sqlite'), { readonly: true, fileMustExist: true })
  // A table scan returns rows in key order (rowid, or the primary key of a WITHOUT ROWID table), so
  // equal contents hash equally without sorting.
  const statements = DIGEST_TABLES.map((table) => db.prepare(`SELECT * FROM ${table}`).raw(true))
  const encode = (_key: string, value: unknown) => (Buffer.isBuffer(value) ? value.toString('hex') : value)
  return {
    digest() {
      const hash = createHash('sha256')
      const read = db.transaction(() => {
        statements.forEach((statement, i) => {
          hash.update(`\n#${DIGEST_TABLES[i]}\n`)
          for (const row of statement.iterate()) hash.update(JSON.stringify(row, encode))
        })
      })
      read()
      return hash.digest('hex')
    },
    close: () => db.close(),
  }
}

/** One digest of the chain's state in `dataDir` (see `openStateDigest`). */
export function stateDigest(dataDir: string): string {
  const reader = openStateDigest(dataDir)
  try {
    return reader.digest()
  } finally {
    reader.close()
  }
}

async function push(
  url: string,
  body: Record<string, unknown>,
): Promise<{ ok: boolean; name: string; message: string }> {
  const response = await fetch(`${url}/v1/chain/send_transaction`, {
    method: 'POST',
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as {
    error?: { name?: string; what?: string; details?: { message?: string }[] }
  }
  if (response.ok) return { ok: true, name: '', message: 'accepted' }
  const detail = answer.error?.details?.map((item) => item.message).join(' ') ?? ''
  const name = answer.error?.name ?? String(response.status)
  return { ok: false, name, message: `${name}: ${detail}` }
}

/**
 * Gives every signer a permission `matrix` (its own key, child of active, linked to nothing), so that
 * "the right account with the wrong permission" can be signed for real. Returns those keys.
 */
export async function addUnlinkedPermissions(
  url: string,
  accounts: readonly ListedAccount[],
): Promise<Map<string, string>> {
  const client = new APIClient({ url })
  const keys = new Map<string, string>()
  for (const account of accounts) {
    const key = PrivateKey.generate('K1')
    const action: RawAction = {
      account: 'eosio',
      name: 'updateauth',
      actor: account.name,
      data: {
        account: account.name,
        permission: UNLINKED_PERMISSION,
        parent: 'active',
        auth: { threshold: 1, keys: [{ key: String(key.toPublic()), weight: 1 }], accounts: [], waits: [] },
      },
    }
    const { body } = await signActions(client, [action], { keys: [account.privateKey] })
    const result = await push(url, body)
    if (!result.ok) throw new Error(`updateauth for ${account.name} was refused: ${result.message}`)
    keys.set(account.name, String(key))
  }
  return keys
}

/**
 * Every guarded action of every descriptor with data its actor may sign: the demo history's where
 * a listed account signed it, else data built from the contract's ABI for a listed account (taken
 * in turn, so the actions spread over the accounts).
 */
export async function matrixSamples(
  url: string,
  accounts: readonly ListedAccount[],
): Promise<MatrixSample[]> {
  const signed = new Map(
    (await sampleSignedActions(url, new Set(accounts.map((account) => account.name)))).map((sample) => [
      `${sample.account}::${sample.name}`,
      sample,
    ]),
  )
  const samples: MatrixSample[] = []
  for (const contract of descriptors) {
    const abi = ABI.from(contract.abi)
    for (const name of Object.keys(contract.actions)) {
      const key = `${contract.account}::${name}`
      if (OPEN_ACTIONS.has(key)) continue
      const fromHistory = signed.get(key)
      if (fromHistory) {
        samples.push(fromHistory)
        continue
      }
      const actor = accounts[samples.length % accounts.length]?.name
      if (!actor) throw new Error('the matrix needs at least one account')
      samples.push({
        account: contract.account,
        name,
        actor,
        data: sampleActionData(abi, name, actor),
        source: 'abi',
      })
    }
  }
  return samples
}

/** The accounts a sample's data names (any of them might be entitled to it, so none signs it as wrong). */
const namedIn = (sample: MatrixSample, account: string) =>
  sample.actor === account || JSON.stringify(sample.data).includes(`"${account}"`)

const keyOf = (sample: MatrixSample) => `${sample.account}::${sample.name}`

/**
 * The cases of the matrix: for each sample, every listed account its data does not name (nor the
 * chain's state entitles) signing as itself, and the three transaction-level wrong signers. `perSample` keeps, for a quicker run, that
 * many other accounts and one transaction-level signer per sample, each taken in turn.
 */
export function matrixCases(
  samples: readonly MatrixSample[],
  accounts: readonly ListedAccount[],
  entitled: ReadonlyMap<string, ReadonlySet<string>>,
  perSample?: number,
): MatrixCase[] {
  const cases: MatrixCase[] = []
  samples.forEach((sample, index) => {
    const others = accounts.filter(
      (account) => !namedIn(sample, account.name) && !entitled.get(keyOf(sample))?.has(account.name),
    )
    const chosen =
      perSample === undefined
        ? others
        : Array.from(
            { length: Math.min(perSample, others.length) },
            (_, i) => others[(index + i) % others.length]!,
          )
    for (const other of chosen) cases.push({ sample, signer: 'other-account', account: other.name })
    const levels =
      perSample === undefined
        ? TRANSACTION_LEVEL_SIGNERS
        : [TRANSACTION_LEVEL_SIGNERS[index % TRANSACTION_LEVEL_SIGNERS.length]!]
    for (const signer of levels) cases.push({ sample, signer })
  })
  return cases
}

/** Sends `matrixCase` and says how the node answered. */
export async function tryWrongSigner(
  url: string,
  client: APIClient,
  matrixCase: MatrixCase,
  accounts: ReadonlyMap<string, string>,
  unlinkedKeys: ReadonlyMap<string, string>,
): Promise<MatrixOutcome> {
  const { sample, signer } = matrixCase
  const base = { account: sample.account, name: sample.name, data: sample.data }
  const rightKey = accounts.get(sample.actor) ?? ''
  let signed: { body: Record<string, unknown> }
  if (signer === 'other-account') {
    const other = matrixCase.account ?? ''
    signed = await signActions(client, [{ ...base, actor: other }], { keys: [accounts.get(other) ?? ''] })
  } else if (signer === 'wrong-permission') {
    const key = unlinkedKeys.get(sample.actor) ?? ''
    signed = await signActions(client, [{ ...base, actor: sample.actor, permission: UNLINKED_PERMISSION }], {
      keys: [key],
    })
  } else if (signer === 'no-signature') {
    signed = await signActions(client, [{ ...base, actor: sample.actor }], { keys: [] })
  } else {
    signed = await signActions(client, [{ ...base, actor: sample.actor }], {
      keys: [rightKey],
      chainId: OTHER_CHAIN_ID,
    })
  }
  const result = await push(url, signed.body)
  const refused: Refusal | false = result.ok
    ? false
    : AUTHORITY_ERRORS.has(result.name)
      ? 'authority'
      : result.name === 'eosio_assert_message_exception'
        ? 'assertion'
        : DATA_ERRORS.has(result.name)
          ? 'data'
          : 'other'
  return { case: matrixCase, refused, message: result.message }
}

/**
 * Runs the matrix's cases (all, or `perSample` of them per action; see matrixCases); the state
 * digest must not move.
 */
export async function runAuthorizationMatrix(options: {
  url: string
  dataDir: string
  accounts: readonly ListedAccount[]
  perSample?: number
}): Promise<{ samples: MatrixSample[]; outcomes: MatrixOutcome[]; stateChanged: boolean }> {
  const accounts = new Map(options.accounts.map((account) => [account.name, account.privateKey]))
  const samples = await matrixSamples(options.url, options.accounts)
  const actors = options.accounts.filter((account) => samples.some((sample) => sample.actor === account.name))
  const unlinkedKeys = await addUnlinkedPermissions(options.url, actors)
  const client = new APIClient({ url: options.url })
  const cases = matrixCases(samples, options.accounts, await stateAuthorities(options.url), options.perSample)
  const before = stateDigest(options.dataDir)
  const outcomes: MatrixOutcome[] = []
  for (const matrixCase of cases)
    outcomes.push(await tryWrongSigner(options.url, client, matrixCase, accounts, unlinkedKeys))
  return { samples, outcomes, stateChanged: stateDigest(options.dataDir) !== before }
}
