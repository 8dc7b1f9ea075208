import { randomBytes } from 'node:crypto'
import { isAccountName } from '@portal/chain/names'
import type { Chain } from '../../chain/chain.ts'
import { checkTransactionAuthorization } from '../../chain/authorization.ts'
import { isChainError } from '../../chain/errors.ts'
import type { PackedTransactionBody } from '../../chain/transaction-input.ts'
import { ServiceError } from './service-errors.ts'
import type { LoginStore } from './wallet-login-store.ts'
import { signingKeys } from './wallet-signing-keys.ts'

// The profile service's challenge (`/v1/profile/*`): one `profiles::writemeta {writer: account, account,
// data: "<service> login <nonce>"}` by account@active, sessions scoped to that service.

/** How long a service-challenge session (the profile service) lasts (service clock). */
export const SERVICE_SESSION_LIFETIME_MS = 12 * 60 * 60_000

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

/** Service-challenge login over the wallet logins' store. */
export function createWalletChallenges(chain: Chain, store: LoginStore): WalletChallenges {
  return {
    issue(service, account) {
      if (!isAccountName(account) || !chain.accounts.exists(account))
        throw new ServiceError(400, 'INVALID_ACCOUNT_NAME', 'This account does not exist.')
      const nonce = randomBytes(16).toString('hex')
      const expires = store.issueNonce(account, service, nonce, 'writemeta')
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

    accountOf(service, authorization) {
      const token = typeof authorization === 'string' ? /^Bearer (\S+)$/.exec(authorization)?.[1] : undefined
      const session = token ? store.findSession(token, service) : undefined
      if (!session || session.expires_at < store.now())
        throw new ServiceError(401, 'LOGIN_FAILED', 'Log in to the profile service first.')
      return session.account
    },
    login: (service, signed) => loginWithChallenge(chain, store, service, signed),
  }
}

/** Checks a signed, unbroadcast writemeta challenge and opens a session on `service`; refuses with 401. */
async function loginWithChallenge(
  chain: Chain,
  store: LoginStore,
  service: string,
  signed: unknown,
): Promise<WalletSession> {
  const refuse = (message: string): never => {
    throw new ServiceError(401, 'LOGIN_FAILED', message)
  }
  if (signed === null || typeof signed !== 'object') return refuse('Send the signed challenge transaction.')
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
  const entry = nonce ? store.findChallenge(nonce[2] ?? '', 'writemeta') : undefined
  if (!nonce || !entry || entry.used_at !== null || nonce[1] !== service || entry.service !== service)
    return refuse('Unknown challenge: ask for a new one.')
  if (entry.account !== account || decoded?.writer !== account || action.authorization.length !== 1)
    return refuse('The challenge was signed for another account.')
  if (entry.expires_at < store.now()) return refuse('The challenge has expired: ask for a new one.')
  if (input.transaction.expiration.toMilliseconds() < store.now())
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
  if (!store.spendChallenge(nonce[2] ?? '')) return refuse('Unknown challenge: ask for a new one.')
  const token = randomBytes(24).toString('base64url')
  const expires = store.openSession(account, service, token, SERVICE_SESSION_LIFETIME_MS)
  return { token, account, expiresAt: new Date(expires).toISOString() }
}
