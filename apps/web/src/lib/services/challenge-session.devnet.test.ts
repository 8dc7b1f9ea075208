import { QueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEVNET_TEST_TIMEOUT_MS, devnetForThisFile } from '@/lib/testing/devnet-process.ts'
import { watchNetwork } from '@/lib/testing/network.ts'
import { login, logout } from '@/lib/session/session-store.ts'
import { challengeSession } from './challenge-session.ts'
import { appListsQuery, registerApp } from './oauth-apps.ts'
import { profileMeQuery, sendVerificationCode } from './profile-service.ts'
import { ServiceError } from './service-error.ts'

// The one wallet-challenge session, end to end: the portal's own signing path (session store → Wharf
// → Local keys wallet) signs each service's challenge, a real devnet checks the signature against the
// account's permission and answers with a token. Calls are counted on the wire.

const devnet = devnetForThisFile({ seed: 'demo' })
const ACCOUNT = 'claimant1'
const STORAGE_KEY = 'portal.serviceSessions'

beforeAll(async () => {
  await login({ walletId: 'local-keys', account: ACCOUNT })
})
afterAll(async () => {
  await logout()
})

/** Runs a query's request as a page would (a fresh cache each time, so every read goes out). */
const read = <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) =>
  new QueryClient().fetchQuery(options)

const challenges = (paths: string[]) => ({
  backend: paths.filter((path) => path === '/v1/auth/challenge').length,
  profile: paths.filter((path) => path === '/v1/profile/challenge').length,
})

let shortNames = 0
const registration = () => {
  shortNames += 1
  return {
    name: `Session test ${shortNames}`,
    shortName: `sessiontest${shortNames}`,
    url: 'https://example.org',
    imageUrl: '',
    redirectUrl: 'https://example.org/callback',
    appType: 'confidential' as const,
  }
}

describe('the wallet-challenge session', { timeout: DEVNET_TEST_TIMEOUT_MS }, () => {
  it('signs each login once and reuses the token across the calls of two services, kept for this tab only', async () => {
    const network = watchNetwork()
    try {
      // The OAuth app registry: a list and a registration, one signature between them.
      await read(appListsQuery(ACCOUNT))
      await registerApp(registration())
      const lists = await read(appListsQuery(ACCOUNT))
      expect(lists.owned.map((app) => app.shortName)).toContain('sessiontest1')
      // The profile service: its own challenge, signed once for its calls.
      await sendVerificationCode('email', 'claimant1@example.org')
      const me = await read(profileMeQuery(ACCOUNT))
      expect(me.account).toBe(ACCOUNT)

      const paths = network.calls.map((call) => call.path)
      expect(challenges(paths)).toEqual({ backend: 1, profile: 1 })
      // Every registry call carried the backend's token, every profile call the profile service's.
      const bearer = (prefix: string) =>
        new Set(
          network.calls
            .filter((call) => call.path.startsWith(prefix))
            .map((call) => call.headers.get('authorization')),
        )
      expect(bearer('/v1/oauth/apps')).toEqual(new Set([`Bearer ${challengeSession.current('backend')}`]))
      expect(bearer('/v1/profile/me')).toEqual(
        new Set([`Bearer ${challengeSession.current('profile-service')}`]),
      )
      expect(challengeSession.current('backend')).not.toBe(challengeSession.current('profile-service'))
      // Both live in this tab's session storage, for this account.
      const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<
        string,
        { account: string }
      >
      expect(stored.backend?.account).toBe(ACCOUNT)
      expect(stored['profile-service']?.account).toBe(ACCOUNT)
    } finally {
      network.restore()
    }
  })

  it('signs again, once, when a service no longer knows the token (401)', async () => {
    const before = challengeSession.current('backend')
    expect(before).not.toBeNull()
    // Two hours on the devnet clock: the backend's one-hour session has expired there.
    const moved = await fetch(`${devnet.url}/devnet/time`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advance_seconds: 2 * 3600 }),
    })
    expect(moved.ok).toBe(true)
    const network = watchNetwork()
    try {
      const lists = await read(appListsQuery(ACCOUNT))
      expect(lists.owned.length).toBeGreaterThan(0)
      const registry = network.calls.filter((call) => call.path === '/v1/oauth/apps')
      expect(registry.map((call) => JSON.parse(call.answer ?? '{}').code)).toEqual([
        'LOGIN_REQUIRED',
        undefined,
      ])
      expect(challenges(network.calls.map((call) => call.path)).backend).toBe(1)
      expect(challengeSession.current('backend')).not.toBe(before)
    } finally {
      network.restore()
    }
  })

  it('R-SHELL-11: signing out forgets every service token; the next call as a signed-out user is refused without a request', async () => {
    expect(challengeSession.current('backend')).not.toBeNull()
    await logout()
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull()
    expect(challengeSession.current('backend')).toBeNull()
    expect(challengeSession.current('profile-service')).toBeNull()

    const network = watchNetwork()
    try {
      const refused = await read(appListsQuery(ACCOUNT)).catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(ServiceError)
      expect(refused).toMatchObject({ status: 401, code: 'LOGIN_REQUIRED' })
      expect(network.calls).toEqual([])
    } finally {
      network.restore()
    }

    // Signing in again means signing the challenge again.
    await login({ walletId: 'local-keys', account: ACCOUNT })
    const again = watchNetwork()
    try {
      await read(appListsQuery(ACCOUNT))
      expect(challenges(again.calls.map((call) => call.path)).backend).toBe(1)
    } finally {
      again.restore()
    }
  })

  it('R-ERR-15: a profile-service login that fails says "Unable to login to the profile service."', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(challengeSession.current('profile-service')).toBeNull()
    // The service refuses the signed challenge with its own words; the portal shows the spec's.
    const network = watchNetwork({
      answer: (call) =>
        call.path === '/v1/profile/login'
          ? Response.json({ code: 'LOGIN_FAILED', message: 'Challenge expired.' }, { status: 401 })
          : undefined,
    })
    try {
      const failure = await challengeSession.login('profile-service').catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(ServiceError)
      expect(failure).toMatchObject({ status: 401, code: 'LOGIN_FAILED' })
      expect((failure as ServiceError).message).toBe('Unable to login to the profile service.')
      expect(challengeSession.current('profile-service')).toBeNull()
    } finally {
      network.restore()
      vi.restoreAllMocks()
    }
  })
})
