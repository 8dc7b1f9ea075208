import { createHash, randomBytes } from 'node:crypto'
import { ABI, Serializer } from '@wharfkit/antelope'
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
import { accountNameMessage } from '@portal/chain/names'
import type { Chain } from '../../chain/chain.ts'
import { AuthorityChecker, authorityKeys } from '../../chain/authorization.ts'
import { recoverSigningKeys } from '../../chain/signatures.ts'
import { decodePackedTransaction, type PackedTransactionBody } from '../../chain/transaction-input.ts'
import { ServiceError } from './service-errors.ts'

// Wallet-signed login for the backend's services: one small API (challenge → proof → bearer session)
// that the OAuth consent and app registry use, and that any other service proving "which account is
// this" (e.g. the profile service) can share. See README "Wallet login".

/** How long a nonce may be signed (service clock). */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000
/** How long a bearer session lasts (service clock). */
export const SESSION_LIFETIME_MS = 60 * 60_000

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS login_challenges (
    nonce TEXT PRIMARY KEY,
    account TEXT NOT NULL,
    service TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  -- Bearer tokens, hashed: a copy of the database cannot act for anyone.
  CREATE TABLE IF NOT EXISTS login_sessions (
    token_hash TEXT PRIMARY KEY,
    account TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  );
`

const proofAbi = ABI.from(LOGIN_PROOF_ABI)
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const refused = (message: string) => new ServiceError(401, 'INVALID_PROOF', message)

export type WalletLogin = {
  /** A fresh nonce for `account` and the exact action its wallet must sign. */
  issueChallenge(account: string, service: string): LoginChallenge
  /** Checks a signed proof and spends its nonce: the proven account, or a 401. */
  verifyProof(body: unknown): string
  /** Proves and opens a bearer session in one step. */
  login(body: unknown): LoginSession
  /** The account of the request's `Authorization: Bearer` session, or a 401. */
  accountOf(request: FastifyRequest): string
}

export function createWalletLogin(chain: Chain, db: Database.Database): WalletLogin {
  db.exec(SCHEMA)
  const now = () => chain.now()
  const insertChallenge = db.prepare<[string, string, string, number]>(
    'INSERT INTO login_challenges (nonce, account, service, expires_at) VALUES (?, ?, ?, ?)',
  )
  const findChallenge = db.prepare<[string], { account: string; expires_at: number; used_at: number | null }>(
    'SELECT account, expires_at, used_at FROM login_challenges WHERE nonce = ?',
  )
  // Spending is one conditional UPDATE, so two concurrent logins with one nonce cannot both win.
  const spendChallenge = db.prepare<[number, string]>(
    'UPDATE login_challenges SET used_at = ? WHERE nonce = ? AND used_at IS NULL',
  )
  const pruneChallenges = db.prepare<[number]>('DELETE FROM login_challenges WHERE expires_at < ?')
  const insertSession = db.prepare<[string, string, number]>(
    'INSERT INTO login_sessions (token_hash, account, expires_at) VALUES (?, ?, ?)',
  )
  const findSession = db.prepare<[string], { account: string; expires_at: number }>(
    'SELECT account, expires_at FROM login_sessions WHERE token_hash = ?',
  )

  function verifyProof(body: unknown): string {
    if (!body || typeof body !== 'object') throw refused('Send the signed login transaction.')
    let input
    try {
      input = decodePackedTransaction(body as PackedTransactionBody)
    } catch (error) {
      throw refused(`The login proof is malformed: ${error instanceof Error ? error.message : String(error)}`)
    }
    const { transaction, packedTrx, signatures } = input
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
    const challenge = findChallenge.get(data.nonce)
    if (!challenge || challenge.account !== account) throw refused('This login challenge is unknown.')
    if (challenge.used_at !== null) throw refused('This login challenge was already used.')
    if (challenge.expires_at <= now()) throw refused('This login challenge has expired; try again.')

    const permission = { actor: account, permission: LOGIN_PROOF_PERMISSION }
    const candidates = new Set<string>()
    authorityKeys(chain.accounts, permission, candidates)
    const signingData = Buffer.concat([Buffer.from(chain.chainId, 'hex'), packedTrx, Buffer.alloc(32)])
    let keys: string[]
    try {
      keys = recoverSigningKeys(signingData, signatures, candidates)
    } catch {
      throw refused('The login proof carries an invalid signature.')
    }
    if (!new AuthorityChecker(chain.accounts, keys).satisfied(permission))
      throw refused(`The signature does not satisfy ${account}@${LOGIN_PROOF_PERMISSION}.`)
    if (spendChallenge.run(now(), data.nonce).changes !== 1)
      throw refused('This login challenge was already used.')
    return account
  }

  return {
    issueChallenge(account, service) {
      const message = accountNameMessage(account, 'existing')
      if (message) throw new ServiceError(400, 'INVALID_ACCOUNT_NAME', `account: ${message}`)
      if (!chain.accounts.exists(account))
        throw new ServiceError(404, 'ACCOUNT_NOT_FOUND', 'This account does not exist.')
      pruneChallenges.run(now())
      const nonce = randomBytes(24).toString('base64url')
      const expiresAt = now() + CHALLENGE_LIFETIME_MS
      insertChallenge.run(nonce, account, service, expiresAt)
      return {
        account,
        nonce,
        expiresAt,
        action: { account: LOGIN_PROOF_CONTRACT, name: LOGIN_PROOF_ACTION, data: { nonce, service } },
      }
    },
    verifyProof,
    login(body) {
      const account = verifyProof(body)
      const token = randomBytes(32).toString('base64url')
      const expiresAt = now() + SESSION_LIFETIME_MS
      insertSession.run(sha256(token), account, expiresAt)
      return { account, token, expiresAt }
    },
    accountOf(request) {
      const header = request.headers.authorization ?? ''
      const match = /^Bearer ([A-Za-z0-9_-]{20,})$/.exec(header)
      if (!match?.[1])
        throw new ServiceError(401, 'LOGIN_REQUIRED', 'Sign in with your wallet to use this service.')
      const session = findSession.get(sha256(match[1]))
      if (!session || session.expires_at <= now())
        throw new ServiceError(401, 'LOGIN_REQUIRED', 'Your sign-in has expired; sign in again.')
      return session.account
    },
  }
}
