import { randomBytes } from 'node:crypto'
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
import { accountNameMessage } from '@portal/chain/names'
import type { Chain } from '../../chain/chain.ts'
import { AuthorityChecker } from '../../chain/authorization.ts'
import type { PackedTransactionBody } from '../../chain/transaction-input.ts'
import { ServiceError } from './service-errors.ts'
import { createWalletChallenges, type WalletChallenges } from './wallet-challenges.ts'
import { IDENTITY_SESSIONS, openLoginStore, type LoginStore } from './wallet-login-store.ts'
import { signingKeys } from './wallet-signing-keys.ts'

// Wallet-signed login for the backend's services: a nonce the account's wallet signs inside a
// transaction nobody broadcasts, exchanged for a bearer session. One store (SQLite, so challenges and
// sessions survive a devnet restart) and one signature check serve two proof formats:
//
// - the identity proof of `/v1/auth/*` (OAuth consent and app registry): one action `login {nonce,
//   service}` on the empty account name, by account@active (see README "Wallet login"), this file;
// - the service challenge of the profile service (`/v1/profile/*`): one `profiles::writemeta {writer:
//   account, account, data: "<service> login <nonce>"}` by account@active, sessions scoped to that
//   service (`signedChallenges`, wallet-challenges.ts).
//
// Each keeps its own answers and refusals; a nonce or a session of one is never accepted by the other.

/** How long an identity-proof (`/v1/auth/login`) bearer session lasts (service clock). */
export const SESSION_LIFETIME_MS = 60 * 60_000

const proofAbi = ABI.from(LOGIN_PROOF_ABI)
const refused = (message: string) => new ServiceError(401, 'INVALID_PROOF', message)

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

/** Checks a signed identity proof (one `login {nonce, service}` by account@active) and spends its nonce. */
async function verifyLoginProof(
  chain: Chain,
  store: LoginStore,
  body: unknown,
  decoded?: DecodedBody,
): Promise<string> {
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
    throw refused(`The login proof must be authorized by one account's ${LOGIN_PROOF_PERMISSION} permission.`)
  const account = String(level.actor)
  let data: LoginProofData
  try {
    data = Serializer.objectify(
      Serializer.decode({ data: action.data, type: LOGIN_PROOF_ACTION, abi: proofAbi }),
    ) as LoginProofData
  } catch {
    throw refused('The login action data is malformed.')
  }
  const challenge = store.findChallenge(data.nonce, 'login')
  if (!challenge || challenge.account !== account) throw refused('This login challenge is unknown.')
  if (challenge.used_at !== null) throw refused('This login challenge was already used.')
  if (challenge.expires_at <= store.now()) throw refused('This login challenge has expired; try again.')

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
  if (!store.spendChallenge(data.nonce)) throw refused('This login challenge was already used.')
  return account
}

export function createWalletLogin(chain: Chain, db: Database.Database): WalletLogin {
  const store = openLoginStore(db, () => chain.now())
  return {
    issueChallenge(account, service) {
      const message = accountNameMessage(account, 'existing')
      if (message) throw new ServiceError(400, 'INVALID_ACCOUNT_NAME', `account: ${message}`)
      if (!chain.accounts.exists(account))
        throw new ServiceError(404, 'ACCOUNT_NOT_FOUND', 'This account does not exist.')
      const nonce = randomBytes(24).toString('base64url')
      const expiresAt = store.issueNonce(account, service, nonce, 'login')
      return {
        account,
        nonce,
        expiresAt,
        action: { account: LOGIN_PROOF_CONTRACT, name: LOGIN_PROOF_ACTION, data: { nonce, service } },
      }
    },
    verifyProof: (body, decoded) => verifyLoginProof(chain, store, body, decoded),
    async login(body, decoded) {
      const account = await verifyLoginProof(chain, store, body, decoded)
      const token = randomBytes(32).toString('base64url')
      const expiresAt = store.openSession(account, IDENTITY_SESSIONS, token, SESSION_LIFETIME_MS)
      return { account, token, expiresAt }
    },
    accountOf(request) {
      const header = request.headers.authorization ?? ''
      const match = /^Bearer ([A-Za-z0-9_-]{20,})$/.exec(header)
      if (!match?.[1])
        throw new ServiceError(401, 'LOGIN_REQUIRED', 'Sign in with your wallet to use this service.')
      const session = store.findSession(match[1], IDENTITY_SESSIONS)
      if (!session || session.expires_at <= store.now())
        throw new ServiceError(401, 'LOGIN_REQUIRED', 'Your sign-in has expired; sign in again.')
      return session.account
    },
    signedChallenges: createWalletChallenges(chain, store),
  }
}
