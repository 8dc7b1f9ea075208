import { randomBytes } from 'node:crypto'
import { isAccountName } from '@portal/chain/names'
import type { Chain } from '../../chain/chain.ts'
import { decodePackedTransaction, type PackedTransactionBody } from '../../chain/transaction-input.ts'
import { isChainError } from '../../chain/errors.ts'
import { authorityKeys, checkTransactionAuthorization } from '../../chain/authorization.ts'
import { recoverSigningKeys } from '../../chain/signatures.ts'
import { ServiceError } from './service-errors.ts'

// Wallet-signed challenge login, for any devnet service that must know which account is calling
// (the profile service; the OAuth consent flow can use the same). Wallets sign transactions, not
// free text, so the challenge is a transaction the client signs *without broadcasting*: one
// `profiles::writemeta {writer: account, account, data: "<service> login <nonce>"}` by account@active.
// The service checks it as the node checks a real one — expiration, the chain id in the signed
// digest, the signing keys against the account's permission — without running or broadcasting it, so
// it works for an account without a profile and changes nothing. A nonce is valid
// once, for one account and one service, for CHALLENGE_LIFETIME_MS; sessions are bearer tokens.

export const CHALLENGE_LIFETIME_MS = 5 * 60_000
export const SESSION_LIFETIME_MS = 12 * 60 * 60_000

/** The action a client signs to answer a challenge (authorization: the account, `active`). */
export type ChallengeAction = {
  account: 'profiles'
  name: 'writemeta'
  data: { writer: string; account: string; data: string }
}

export type Challenge = { account: string; challenge: string; expiresAt: string; action: ChallengeAction }
export type WalletSession = { token: string; account: string; expiresAt: string }

export type WalletChallenges = {
  /** A new one-time challenge for `account` on `service` (e.g. "profile-service", "oauth"). */
  issue(service: string, account: unknown): Challenge
  /** Checks a signed, unbroadcast challenge transaction and opens a session; refuses with 401. */
  login(service: string, signed: unknown): WalletSession
  /** The account of a session's bearer token (`Authorization: Bearer …`), or a 401. */
  accountOf(service: string, authorization: unknown): string
}

const challengeText = (service: string, nonce: string) => `${service} login ${nonce}`

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

/** Challenges and sessions in memory: a devnet restart logs everyone out, as a real service may. */
export function createWalletChallenges(chain: Chain): WalletChallenges {
  const now = () => chain.now()
  const pending = new Map<string, { service: string; account: string; expires: number }>()
  const sessions = new Map<string, { service: string; account: string; expires: number }>()
  const refuse = (message: string): never => {
    throw new ServiceError(401, 'LOGIN_FAILED', message)
  }

  return {
    issue(service, account) {
      if (!isAccountName(account) || !chain.accounts.exists(account))
        throw new ServiceError(400, 'INVALID_ACCOUNT_NAME', 'This account does not exist.')
      const nonce = randomBytes(16).toString('hex')
      const expires = now() + CHALLENGE_LIFETIME_MS
      pending.set(nonce, { service, account, expires })
      return {
        account,
        challenge: nonce,
        expiresAt: new Date(expires).toISOString(),
        action: {
          account: 'profiles',
          name: 'writemeta',
          data: { writer: account, account, data: challengeText(service, nonce) },
        },
      }
    },

    login(service, signed) {
      if (signed === null || typeof signed !== 'object')
        return refuse('Send the signed challenge transaction.')
      let input
      try {
        input = decodePackedTransaction(signed as PackedTransactionBody)
      } catch {
        return refuse('The signed challenge could not be read.')
      }
      const [action, ...others] = input.transaction.actions
      if (!action || others.length > 0) return refuse('The challenge transaction must hold one action.')
      if (String(action.account) !== 'profiles' || String(action.name) !== 'writemeta')
        return refuse('The challenge transaction holds another action.')
      const level = action.authorization[0]
      const account = level ? String(level.actor) : ''
      const decoded = decodeWritemeta(chain, action.data.array)
      const nonce = /^(.+) login ([0-9a-f]{32})$/.exec(decoded?.data ?? '')
      const entry = nonce ? pending.get(nonce[2] ?? '') : undefined
      if (!nonce || !entry || nonce[1] !== service || entry.service !== service)
        return refuse('Unknown challenge: ask for a new one.')
      if (entry.account !== account || decoded?.writer !== account || action.authorization.length !== 1)
        return refuse('The challenge was signed for another account.')
      if (entry.expires < now()) return refuse('The challenge has expired: ask for a new one.')
      if (input.transaction.expiration.toMilliseconds() < now())
        return refuse('The signed challenge has expired: ask for a new one.')
      try {
        const signer = { actor: account, permission: String(level?.permission ?? '') }
        // What a K1 signature covers: chain id, packed transaction, the empty context-free digest.
        const signingData = Buffer.concat([
          Buffer.from(chain.chainId, 'hex'),
          input.packedTrx,
          Buffer.alloc(32),
        ])
        const candidates = new Set<string>()
        authorityKeys(chain.accounts, signer, candidates)
        const keys = recoverSigningKeys(signingData, input.signatures, candidates)
        checkTransactionAuthorization(
          chain.accounts,
          [{ account: 'profiles', name: 'writemeta', authorization: [signer], data: undefined }],
          keys,
        )
      } catch (error) {
        return refuse(isChainError(error) ? error.message : 'The signature could not be checked.')
      }
      pending.delete(nonce[2] ?? '')
      const token = randomBytes(24).toString('base64url')
      const expires = now() + SESSION_LIFETIME_MS
      sessions.set(token, { service, account, expires })
      return { token, account, expiresAt: new Date(expires).toISOString() }
    },

    accountOf(service, authorization) {
      const token = typeof authorization === 'string' ? /^Bearer (\S+)$/.exec(authorization)?.[1] : undefined
      const session = token ? sessions.get(token) : undefined
      if (!session || session.service !== service || session.expires < now())
        return refuse('Log in to the profile service first.')
      return session.account
    },
  }
}
