// The authorization matrix: every kind of action the demo world's accounts have signed (read back from
// history, so each comes with data its contract accepted once), sent again by each wrong signer. Each
// must be refused and change nothing. Used by `bench/authorization-matrix.ts` (all of them) and by a
// fixed slice in the devnet's tests.
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { APIClient, PrivateKey } from '@wharfkit/antelope'
import type { ContractDescriptor } from '@portal/chain/contracts/define'
import { contracts } from '@portal/chain/contracts/registry'
import Database from 'better-sqlite3'
import { signActions, type RawAction } from './sign-actions.ts'

/** The wrong ways to sign an action that `actor@active` is entitled to. */
export const WRONG_SIGNERS = ['other-account', 'wrong-permission', 'no-signature', 'other-chain'] as const
export type WrongSigner = (typeof WRONG_SIGNERS)[number]

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

/** A chain id that is not the devnet's: a signature over it recovers a key nobody holds. */
const OTHER_CHAIN_ID = '1eaa0824707c8c16bd25145493bf062aecddfeb56c736f6ba6397f3195f33c9f'

export type ListedAccount = { name: string; privateKey: string }

/** One signed action from history: what its contract accepted from `actor@active`. */
export type MatrixSample = { account: string; name: string; actor: string; data: Record<string, unknown> }

export type MatrixCase = { sample: MatrixSample; signer: WrongSigner }

export type MatrixOutcome = {
  case: MatrixCase
  /** `authority`: refused for its authorization; `other`: refused first for another reason. */
  refused: 'authority' | 'other' | false
  message: string
}

const AUTHORITY_ERRORS =
  /missing authority|does not have signatures|irrelevant authority|unsatisfied|authorization/i

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

async function push(url: string, body: Record<string, unknown>): Promise<{ ok: boolean; message: string }> {
  const response = await fetch(`${url}/v1/chain/send_transaction`, {
    method: 'POST',
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as { error?: { what?: string; details?: { message?: string }[] } }
  if (response.ok) return { ok: true, message: 'accepted' }
  const detail = answer.error?.details?.map((item) => item.message).join(' ') ?? ''
  return { ok: false, message: `${answer.error?.what ?? response.status}: ${detail}` }
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
    const other = [...accounts].find(
      ([name]) => name !== sample.actor && !JSON.stringify(sample.data).includes(name),
    )
    if (!other) throw new Error('no other account to sign with')
    signed = await signActions(client, [{ ...base, actor: other[0] }], { keys: [other[1]] })
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
  const refused = result.ok ? false : AUTHORITY_ERRORS.test(result.message) ? 'authority' : 'other'
  return { case: matrixCase, refused, message: result.message }
}

/** Runs every wrong signer against every sample; the state digest must not move. */
export async function runAuthorizationMatrix(options: {
  url: string
  dataDir: string
  accounts: readonly ListedAccount[]
  /** Only the first N samples (a fixed slice for the tests). */
  limit?: number
}): Promise<{ samples: number; outcomes: MatrixOutcome[]; stateChanged: boolean }> {
  const accounts = new Map(options.accounts.map((account) => [account.name, account.privateKey]))
  const samples = (await sampleSignedActions(options.url, new Set(accounts.keys()))).slice(0, options.limit)
  const actors = options.accounts.filter((account) => samples.some((sample) => sample.actor === account.name))
  const unlinkedKeys = await addUnlinkedPermissions(options.url, actors)
  const client = new APIClient({ url: options.url })
  const before = stateDigest(options.dataDir)
  const outcomes: MatrixOutcome[] = []
  for (const sample of samples) {
    for (const signer of WRONG_SIGNERS)
      outcomes.push(await tryWrongSigner(options.url, client, { sample, signer }, accounts, unlinkedKeys))
  }
  return { samples: samples.length, outcomes, stateChanged: stateDigest(options.dataDir) !== before }
}
