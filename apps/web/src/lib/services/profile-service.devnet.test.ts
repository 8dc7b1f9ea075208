import { afterEach, describe, expect, it, vi } from 'vitest'
import { devnetForThisFile, DEVNET_TEST_TIMEOUT_MS } from '@/lib/testing/devnet-process.ts'
import { signActions } from '@/lib/testing/push-actions.ts'
import { contactsPage } from './profile-service.ts'

const devnet = devnetForThisFile({ seed: 'none' })
afterEach(() => vi.restoreAllMocks())

// The devnet's development key: it holds eosio@active. Public, devnet only.
const DEV_KEY = '5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3'

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${devnet.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  expect(response.ok, `${path}: ${response.status}`).toBe(true)
  return (await response.json()) as T
}

/** A verified profile-service session for eosio: a wallet-signed challenge, then an email code. */
async function verifiedSession(): Promise<string> {
  const challenge = await post<{ action: { account: string; name: string; data: Record<string, unknown> } }>(
    '/v1/profile/challenge',
    { account: 'eosio' },
  )
  const transaction = await signActions(devnet.url, [{ ...challenge.action, actor: 'eosio' }], DEV_KEY)
  const { token } = await post<{ token: string }>('/v1/profile/login', { transaction })
  await post('/v1/profile/verify', { channel: 'email', to: 'eosio@example.org' }, token)
  const mail = (
    (await (await fetch(`${devnet.url}/devnet/email`)).json()) as { to: string; code: string }[]
  ).find((entry) => entry.to === 'eosio@example.org')
  await post(
    '/v1/profile/verify/confirm',
    { channel: 'email', to: 'eosio@example.org', code: mail?.code },
    token,
  )
  return token
}

describe('contactsPage', () => {
  it(
    'R-CONST-02: the profile search sends the limit its caller passes, and the service pages by it',
    async () => {
      const token = await verifiedSession()
      const fetchSpy = vi.spyOn(globalThis, 'fetch')
      for (const limit of [1, 20]) {
        const page = await contactsPage(token, 'eos', 1, limit)
        expect(page).toMatchObject({ total: 1, page: 1, pageSize: limit, items: [{ account: 'eosio' }] })
      }
      const sent = fetchSpy.mock.calls.map(([url]) => new URL(String(url)))
      expect(sent.map((url) => url.pathname)).toEqual(['/v1/profile/contacts', '/v1/profile/contacts'])
      expect(sent.map((url) => url.searchParams.get('limit'))).toEqual(['1', '20'])
      expect(sent.map((url) => url.searchParams.get('search'))).toEqual(['eos', 'eos'])
    },
    DEVNET_TEST_TIMEOUT_MS,
  )
})
