import { createHash, randomBytes } from 'node:crypto'
import { ABI, Serializer } from '@wharfkit/antelope'
import type { DecodedBody } from '../../chain/signature-verifier.ts'
import type Database from 'better-sqlite3'
import type { FastifyRequest } from 'fastify'
import {
  LOGIN_PROOF_ABI,
  LOGIN_PROOF_ACTION,
  LOGIN_PROOF_CONTRACT,
  LOGIN_PROOF_PERMISSION,
  type LoginChallenge,
  type LoginProofData,
  type LoginSession,
} from '@portal/chain/wallet-login'
import { accountNameMessage, isAccountName } from '@portal/chain/names'
import type { Chain, SignedInput } from '../../chain/chain.ts'
import { AuthorityChecker, authorityKeys, checkTransactionAuthorization } from '../../chain/authorization.ts'
import { isChainError } from '../../chain/errors.ts'
import { recoverSigningKeys } from '../../chain/signatures.ts'
import type { PackedTransactionBody } from '../../chain/transaction-input.ts'
import { ServiceError } from './service-errors.ts'

// Wallet-signed login for the backend's services: a nonce the account's wallet signs inside a
// transaction nobody broadcasts, exchanged for a bearer session. One store (SQLite, so challenges and
// sessions survive a devnet restart) and one signature check serve two proof formats:
//
// - the identity proof of `/v1/auth/*` (OAuth consent and app registry): one action `login {nonce,
//   service}` on the empty account name, by account@active (see README "Wallet login");
// - the service challenge of the profile service (`/v1/profile/*`): one `profiles::writemeta {writer:
//   account, account, data: "<service> login <nonce>"}` by account@active, sessions scoped to that
//   service (`signedChallenges`).
//
// Each keeps its own answers and refusals; a nonce or a session of one is never accepted by the other.

/** How long a nonce may be signed (service clock). */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000
/** How long an identity-proof (`/v1/auth/login`) bearer session lasts (service clock). */
export const SESSION_LIFETIME_MS = 60 * 60_000
/** How long a service-challenge session (the profile service) lasts (service clock). */
export const SERVICE_SESSION_LIFETIME_MS = 12 * 60 * 60_000

const PRUNE_AFTER_MS = 60 * 60_000

/** The proof format a challenge was issued for. */
type ProofKind = 'login' | 'writemeta'
/** The `service` of identity-proof sessions (service-challenge sessions carry their service's name). */
const IDENTITY_SESSIONS = 'wallet-login'

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS login_challenges (
    nonce TEXT PRIMARY KEY,
    account TEXT NOT NULL,
    service TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER,
    proof TEXT NOT NULL DEFAULT 'login'
  );
  -- Bearer tokens, hashed: a copy of the database cannot act for anyone.
  CREATE TABLE IF NOT EXISTS login_sessions (
    token_hash TEXT PRIMARY KEY,
    account TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    service TEXT NOT NULL DEFAULT '${IDENTITY_SESSIONS}'
  );
`

/** Adds the columns a data directory from before the two logins were one lacks (its rows: identity proofs). */
function migrate(db: Database.Database): void {
  const columns = (table: string) =>
    new Set(
      db
        .prepare<[], { name: string }>(`PRAGMA table_info(${table})`)
        .all()
        .map((column) => column.name),
    )
  if (!columns('login_challenges').has('proof'))
    db.exec("ALTER TABLE login_challenges ADD COLUMN proof TEXT NOT NULL DEFAULT 'login'")
  if (!columns('login_sessions').has('service'))
    db.exec(`ALTER TABLE login_sessions ADD COLUMN service TEXT NOT NULL DEFAULT '${IDENTITY_SESSIONS}'`)
}

const proofAbi = ABI.from(LOGIN_PROOF_ABI)
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const refused = (message: string) => new ServiceError(401, 'INVALID_PROOF', message)

/** The profile service's challenge: the action a client signs (authorization: the account, `active`). */
export type ChallengeAction = {
  account: 'profiles'
  name: 'writemeta'
  data: { writer: string; account: string; data: string }
}

export type Challenge = { account: string; challenge: string; expiresAt: string; action: ChallengeAction }
export type WalletSession = { token: string; account: string; expiresAt: string }

/** Service-challenge login (the profile service): sessions belong to one service. */
export type WalletChallenges = {
  /** A new one-time challenge for `account` on `service` (e.g. "profile-service"). */
  issue(service: string, account: unknown): Challenge
  /** Checks a signed, unbroadcast challenge transaction and opens a session; refuses with 401. */
  login(service: string, signed: unknown): Promise<WalletSession>
  /** The account of a session's bearer token (`Authorization: Bearer …`), or a 401. */
  accountOf(service: string, authorization: unknown): string
}

export type WalletLogin = {
  /** A fresh nonce for `account` and the exact action its wallet must sign. */
  issueChallenge(account: string, service: string): LoginChallenge
  /** Checks a signed proof and spends its nonce: the proven account, or a 401. */
  verifyProof(body: unknown, decoded?: DecodedBody): Promise<string>
  /** Proves and opens a bearer session in one step. */
  login(body: unknown, decoded?: DecodedBody): Promise<LoginSession>
  /** The account of the request's `Authorization: Bearer` session, or a 401. */
  accountOf(request: FastifyRequest): string
  /** The same store and checks for the profile service's `profiles::writemeta` challenges. */
  signedChallenges: WalletChallenges
}

/** The keys of `input`'s signatures that `account@permission` could use; throws what recovery throws. */
function signingKeys(
  chain: Chain,
  input: Pick<SignedInput, 'packedTrx' | 'signatures' | 'contextFreeDigest'>,
  account: string,
  permission: string,
) {
  const candidates = new Set<string>()
  authorityKeys(chain.accounts, { actor: account, permission }, candidates)
  // What a K1 signature covers: chain id, packed transaction, the context-free data's digest.
  const signingData = Buffer.concat([
    Buffer.from(chain.chainId, 'hex'),
    input.packedTrx,
    input.contextFreeDigest ?? Buffer.alloc(32),
  ])
  return recoverSigningKeys(signingData, input.signatures, candidates)
}

function decodeWritemeta(chain: Chain, bytes: Uint8Array): { writer?: string; data?: string } | undefined {
  const abi = chain.abiOf('profiles')
  const type = abi?.actionType('writemeta')
  if (!abi || !type) return undefined
  try {
    return abi.decode(type, bytes) as { writer?: string; data?: string }
  } catch {
    return undefined
  }
}

export function createWalletLogin(chain: Chain, db: Database.Database): WalletLogin {
  db.exec(SCHEMA)
  migrate(db)
  const now = () => chain.now()
  const insertChallenge = db.prepare<[string, string, string, number, ProofKind]>(
    'INSERT INTO login_challenges (nonce, account, service, expires_at, proof) VALUES (?, ?, ?, ?, ?)',
  )
  const findChallenge = db.prepare<
    [string, ProofKind],
    { account: string; service: string; expires_at: number; used_at: number | null }
  >('SELECT account, service, expires_at, used_at FROM login_challenges WHERE nonce = ? AND proof = ?')
  // Spending is one conditional UPDATE, so two concurrent logins with one nonce cannot both win.
  const spendChallenge = db.prepare<[number, string]>(
    'UPDATE login_challenges SET used_at = ? WHERE nonce = ? AND used_at IS NULL',
  )
  const pruneChallenges = db.prepare<[number]>('DELETE FROM login_challenges WHERE expires_at < ?')
  const insertSession = db.prepare<[string, string, number, string]>(
    'INSERT INTO login_sessions (token_hash, account, expires_at, service) VALUES (?, ?, ?, ?)',
  )
  const findSession = db.prepare<[string, string], { account: string; expires_at: number }>(
    'SELECT account, expires_at FROM login_sessions WHERE token_hash = ? AND service = ?',
  )
  const pruneSessions = db.prepare<[number]>('DELETE FROM login_sessions WHERE expires_at < ?')

  function issueNonce(account: string, service: string, nonce: string, proof: ProofKind): number {
    // Expired nonces are kept an hour, so a late answer is told "expired" rather than "unknown".
    pruneChallenges.run(now() - PRUNE_AFTER_MS)
    const expiresAt = now() + CHALLENGE_LIFETIME_MS
    insertChallenge.run(nonce, account, service, expiresAt, proof)
    return expiresAt
  }

  function openSession(account: string, service: string, token: string, lifetime: number): number {
    pruneSessions.run(now() - PRUNE_AFTER_MS)
    const expiresAt = now() + lifetime
    insertSession.run(sha256(token), account, expiresAt, service)
    return expiresAt
  }

  async function verifyProof(body: unknown, decoded?: DecodedBody): Promise<string> {
    if (!decoded && (!body || typeof body !== 'object')) throw refused('Send the signed login transaction.')
    let input
    try {
      // Inflated (within nodeos's limit) on the verifier's thread, as a transaction sent to the chain;
      // `decoded` when the request's body was read there whole.
      input = decoded ? chain.signedInputOf(decoded) : await chain.decodePacked(body as PackedTransactionBody)
    } catch (error) {
      throw refused(`The login proof is malformed: ${error instanceof Error ? error.message : String(error)}`)
    }
    const { transaction } = input
    const [action, ...others] = transaction.actions
    if (
      !action ||
      others.length > 0 ||
      transaction.context_free_actions.length > 0 ||
      String(action.account) !== LOGIN_PROOF_CONTRACT ||
      String(action.name) !== LOGIN_PROOF_ACTION
    )
      throw refused('The login proof must hold exactly one login action.')
    const [level, ...moreLevels] = action.authorization
    if (!level || moreLevels.length > 0 || String(level.permission) !== LOGIN_PROOF_PERMISSION)
      throw refused(
        `The login proof must be authorized by one account's ${LOGIN_PROOF_PERMISSION} permission.`,
      )
    const account = String(level.actor)
    let data: LoginProofData
    try {
      data = Serializer.objectify(
        Serializer.decode({ data: action.data, type: LOGIN_PROOF_ACTION, abi: proofAbi }),
      ) as LoginProofData
    } catch {
      throw refused('The login action data is malformed.')
    }
    const challenge = findChallenge.get(data.nonce, 'login')
    if (!challenge || challenge.account !== account) throw refused('This login challenge is unknown.')
    if (challenge.used_at !== null) throw refused('This login challenge was already used.')
    if (challenge.expires_at <= now()) throw refused('This login challenge has expired; try again.')

    let keys: string[]
    try {
      keys = signingKeys(chain, input, account, LOGIN_PROOF_PERMISSION)
    } catch {
      throw refused('The login proof carries an invalid signature.')
    }
    if (
      !new AuthorityChecker(chain.accounts, keys).satisfied({
        actor: account,
        permission: LOGIN_PROOF_PERMISSION,
      })
    )
      throw refused(`The signature does not satisfy ${account}@${LOGIN_PROOF_PERMISSION}.`)
    if (spendChallenge.run(now(), data.nonce).changes !== 1)
      throw refused('This login challenge was already used.')
    return account
  }

  const signedChallenges: WalletChallenges = {
    issue(service, account) {
      if (!isAccountName(account) || !chain.accounts.exists(account))
        throw new ServiceError(400, 'INVALID_ACCOUNT_NAME', 'This account does not exist.')
      const nonce = randomBytes(16).toString('hex')
      const expires = issueNonce(account, service, nonce, 'writemeta')
      return {
        account,
        challenge: nonce,
        expiresAt: new Date(expires).toISOString(),
        action: {
          account: 'profiles',
          name: 'writemeta',
          data: { writer: account, account, data: `${service} login ${nonce}` },
        },
      }
    },

    async login(service, signed) {
      const refuse = (message: string): never => {
        throw new ServiceError(401, 'LOGIN_FAILED', message)
      }
      if (signed === null || typeof signed !== 'object')
        return refuse('Send the signed challenge transaction.')
      let input
      try {
        input = await chain.decodePacked(signed as PackedTransactionBody)
      } catch (error) {
        return refuse(
          `The signed challenge could not be read: ${error instanceof Error ? error.message : String(error)}`,
        )
      }
      const [action, ...others] = input.transaction.actions
      if (!action || others.length > 0) return refuse('The challenge transaction must hold one action.')
      if (String(action.account) !== 'profiles' || String(action.name) !== 'writemeta')
        return refuse('The challenge transaction holds another action.')
      const level = action.authorization[0]
      const account = level ? String(level.actor) : ''
      const decoded = decodeWritemeta(chain, action.data.array)
      const nonce = /^(.+) login ([0-9a-f]{32})$/.exec(decoded?.data ?? '')
      const entry = nonce ? findChallenge.get(nonce[2] ?? '', 'writemeta') : undefined
      if (!nonce || !entry || entry.used_at !== null || nonce[1] !== service || entry.service !== service)
        return refuse('Unknown challenge: ask for a new one.')
      if (entry.account !== account || decoded?.writer !== account || action.authorization.length !== 1)
        return refuse('The challenge was signed for another account.')
      if (entry.expires_at < now()) return refuse('The challenge has expired: ask for a new one.')
      if (input.transaction.expiration.toMilliseconds() < now())
        return refuse('The signed challenge has expired: ask for a new one.')
      try {
        const signer = { actor: account, permission: String(level?.permission ?? '') }
        checkTransactionAuthorization(
          chain.accounts,
          [{ account: 'profiles', name: 'writemeta', authorization: [signer], data: undefined }],
          signingKeys(chain, input, signer.actor, signer.permission),
        )
      } catch (error) {
        return refuse(isChainError(error) ? error.message : 'The signature could not be checked.')
      }
      if (spendChallenge.run(now(), nonce[2] ?? '').changes !== 1)
        return refuse('Unknown challenge: ask for a new one.')
      const token = randomBytes(24).toString('base64url')
      const expires = openSession(account, service, token, SERVICE_SESSION_LIFETIME_MS)
      return { token, account, expiresAt: new Date(expires).toISOString() }
    },

    accountOf(service, authorization) {
      const token = typeof authorization === 'string' ? /^Bearer (\S+)$/.exec(authorization)?.[1] : undefined
      const session = token ? findSession.get(sha256(token), service) : undefined
      if (!session || session.expires_at < now())
        throw new ServiceError(401, 'LOGIN_FAILED', 'Log in to the profile service first.')
      return session.account
    },
  }

  return {
    issueChallenge(account, service) {
      const message = accountNameMessage(account, 'existing')
      if (message) throw new ServiceError(400, 'INVALID_ACCOUNT_NAME', `account: ${message}`)
      if (!chain.accounts.exists(account))
        throw new ServiceError(404, 'ACCOUNT_NOT_FOUND', 'This account does not exist.')
      const nonce = randomBytes(24).toString('base64url')
      const expiresAt = issueNonce(account, service, nonce, 'login')
      return {
        account,
        nonce,
        expiresAt,
        action: { account: LOGIN_PROOF_CONTRACT, name: LOGIN_PROOF_ACTION, data: { nonce, service } },
      }
    },
    verifyProof,
    async login(body, decoded) {
      const account = await verifyProof(body, decoded)
      const token = randomBytes(32).toString('base64url')
      const expiresAt = openSession(account, IDENTITY_SESSIONS, token, SESSION_LIFETIME_MS)
      return { account, token, expiresAt }
    },
    accountOf(request) {
      const header = request.headers.authorization ?? ''
      const match = /^Bearer ([A-Za-z0-9_-]{20,})$/.exec(header)
      if (!match?.[1])
        throw new ServiceError(401, 'LOGIN_REQUIRED', 'Sign in with your wallet to use this service.')
      const session = findSession.get(sha256(match[1]), IDENTITY_SESSIONS)
      if (!session || session.expires_at <= now())
        throw new ServiceError(401, 'LOGIN_REQUIRED', 'Your sign-in has expired; sign in again.')
      return session.account
    },
    signedChallenges,
  }
}
