import { useSyncExternalStore } from 'react'
import { PROFILE_LOGIN_FAILED_MESSAGE } from '@portal/chain/messages'
import { LOGIN_PROOF_ABI, type LoginChallenge, type LoginSession } from '@portal/chain/wallet-login'
import { getNetwork } from '@/config/network.ts'
import { getSession, signingSession } from '@/lib/session/session-store.ts'
import { callService } from './service-call.ts'
import { ServiceError, type ServiceName } from './service-error.ts'
import {
  readServiceSessions,
  subscribeServiceSessions,
  writeServiceSession,
  type StoredSession,
} from './service-sessions-store.ts'

// The one wallet-challenge session of the portal's services. A service that must know who is asking
// issues a nonce, the wallet signs it inside a transaction nobody broadcasts, and the service answers
// with a bearer token. Two login endpoints exist ("realms"): the account backend's identity proof
// (`/v1/auth/*`, accepted by the OAuth app registry and the consent calls) and the profile service's
// own challenge (`/v1/profile/*`, a `profiles::writemeta` it never runs). Each realm is signed once per
// account and its token reused by every call until it expires or a service answers 401, which signs
// once more. Tokens live in service-sessions-store.ts (sessionStorage: why is said there).

/** A login endpoint whose token a set of services accepts. */
export type LoginRealm = 'backend' | 'profile-service'

type ChallengeAction = { account: string; name: string; data: Record<string, unknown> }

/** How a wallet signs a challenge without broadcasting it. */
export type ChallengeSigner = {
  /** The backend's identity proof: one action on the empty account name, serialized with `abi`. */
  signProof(action: ChallengeAction, abi: typeof LOGIN_PROOF_ABI): Promise<unknown>
  /** A service challenge that is a contract action: the packed, signed transaction. */
  signTransaction(action: ChallengeAction): Promise<unknown>
}

type Realm = {
  service: ServiceName
  base: () => string | null
  signIn(base: string, account: string, signer: ChallengeSigner): Promise<StoredSession>
  /** Shown instead of whatever made the login fail (a wallet error, a refused proof). */
  loginFailed?: string
}

/** The service's expiry as epoch milliseconds (the profile service says it as an ISO time). */
const expiry = (value: unknown): number => {
  const time = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : NaN
  return Number.isFinite(time) ? time : Date.now() + 60 * 60_000
}

const REALMS: Record<LoginRealm, Realm> = {
  backend: {
    service: 'oauth',
    base: () => getNetwork().backendUrl,
    async signIn(base, account, signer) {
      const challenge = await callService<LoginChallenge>('oauth', `${base}/v1/auth/challenge`, {
        body: { account },
      })
      const proof = await signer.signProof(challenge.action, LOGIN_PROOF_ABI)
      const session = await callService<LoginSession>('oauth', `${base}/v1/auth/login`, { body: proof })
      return { account: session.account, token: session.token, expiresAt: expiry(session.expiresAt) }
    },
  },
  'profile-service': {
    service: 'profile-service',
    base: () => getNetwork().profileServiceUrl,
    async signIn(base, account, signer) {
      const challenge = await callService<{ action: ChallengeAction }>(
        'profile-service',
        `${base}/v1/profile/challenge`,
        { body: { account } },
      )
      const transaction = await signer.signTransaction(challenge.action)
      const session = await callService<{ token: string; account: string; expiresAt: unknown }>(
        'profile-service',
        `${base}/v1/profile/login`,
        { body: { transaction } },
      )
      return { account, token: session.token, expiresAt: expiry(session.expiresAt) }
    },
    loginFailed: PROFILE_LOGIN_FAILED_MESSAGE,
  },
}

/** A minute of margin: a service's clock (the devnet's chain clock) may run ahead of this one. */
const EXPIRY_MARGIN_MS = 60_000

export type ChallengeSession = ReturnType<typeof createChallengeSession>

/** A challenge session for whoever `account()` names, signing with the wallet `signer()` prepares. */
export function createChallengeSession(options: {
  account: () => string | null
  signer: () => Promise<ChallengeSigner>
}) {
  const pending = new Map<string, Promise<string>>()

  const loginRequired = (realm: LoginRealm) =>
    new ServiceError(REALMS[realm].service, {
      status: 401,
      code: 'LOGIN_REQUIRED',
      message: 'Log in to continue.',
    })

  /** The realm's token for the signed-in account, when one is kept and not about to expire. */
  function current(realm: LoginRealm): string | null {
    const account = options.account()
    const kept = readServiceSessions()[realm]
    return account !== null && kept?.account === account && kept.expiresAt - EXPIRY_MARGIN_MS > Date.now()
      ? kept.token
      : null
  }

  async function signIn(realm: LoginRealm, account: string): Promise<string> {
    const { base, signIn: prove, loginFailed, service } = REALMS[realm]
    const url = base()
    if (url === null)
      throw new ServiceError(service, {
        status: 0,
        code: 'UNAVAILABLE',
        message: 'This network has no such service.',
      })
    try {
      const signer = await options.signer()
      const session = await prove(url, account, signer)
      writeServiceSession(realm, session)
      return session.token
    } catch (error) {
      if (loginFailed === undefined) throw error
      console.warn(`Login to the ${service} service failed:`, error)
      throw new ServiceError(service, { status: 401, code: 'LOGIN_FAILED', message: loginFailed })
    }
  }

  /** Signs the realm's challenge now (one signature however many callers ask at once). */
  function login(realm: LoginRealm): Promise<string> {
    const account = options.account()
    if (account === null) return Promise.reject(loginRequired(realm))
    const key = `${realm} ${account}`
    let signing = pending.get(key)
    if (!signing) {
      signing = signIn(realm, account).finally(() => pending.delete(key))
      pending.set(key, signing)
    }
    return signing
  }

  /**
   * Runs `call` with the realm's token, signing the challenge first when there is none. A 401 means
   * the service no longer knows the token (expired, or its store was reset): it is dropped and the
   * challenge signed once more.
   */
  async function withToken<T>(realm: LoginRealm, call: (token: string) => Promise<T>): Promise<T> {
    const token = current(realm) ?? (await login(realm))
    try {
      return await call(token)
    } catch (error) {
      if (!(error instanceof ServiceError && error.status === 401)) throw error
      if (readServiceSessions()[realm]?.token === token) writeServiceSession(realm, undefined)
      return call(await login(realm))
    }
  }

  return { current, login, withToken }
}

async function wharfSigner(): Promise<ChallengeSigner> {
  await signingSession()
  const wharf = await import('@/lib/session/wharf.ts')
  return {
    signProof: (action, abi) => wharf.signOffChainAction(action, abi),
    signTransaction: async (action) => (await wharf.signActions([action])).packed,
  }
}

/** The portal's challenge session: the signed-in account, signing with its wallet. */
export const challengeSession = createChallengeSession({
  account: () => {
    const session = getSession()
    return session.status === 'signed-in' ? session.account : null
  },
  signer: wharfSigner,
})

/** The realm's token for the signed-in account (null until it signs in), re-rendering when it changes. */
export function useServiceToken(realm: LoginRealm): string | null {
  return useSyncExternalStore(
    subscribeServiceSessions,
    () => challengeSession.current(realm),
    // The build's prerender (app/prerender.tsx) draws pages as a guest sees them, and a prerendered
    // page is hydrated so.
    () => null,
  )
}
