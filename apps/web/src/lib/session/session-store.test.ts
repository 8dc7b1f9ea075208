import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The network is replaced, not our code: fetch fails as a stopped devnet does, or answers as nodeos.
const CHAIN_ID = 'c4c5fcc7b6e5e7e1b1e0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6'

function chainDown() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    }),
  )
}

function chainUp() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (String(url).endsWith('/v1/chain/get_info')) {
        return new Response(JSON.stringify({ chain_id: CHAIN_ID, head_block_num: 10 }), { status: 200 })
      }
      return new Response('{}', { status: 404 })
    }),
  )
}

async function storeWithStoredSession() {
  localStorage.setItem('account', 'alice')
  localStorage.setItem('autoLogin', 'local-keys')
  return import('./session-store.ts')
}

beforeEach(() => {
  localStorage.clear()
  vi.resetModules()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('session restore', () => {
  it('counts a stored session as signed in at once, without asking the chain or loading the wallet code', async () => {
    chainDown()
    const store = await storeWithStoredSession()
    expect(store.getSession()).toEqual({
      status: 'signed-in',
      account: 'alice',
      permission: 'active',
      walletId: 'local-keys',
    })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('keeps the stored session when the chain cannot be reached at signing, and restores on a later try', async () => {
    chainDown()
    const store = await storeWithStoredSession()
    await expect(store.signingSession()).rejects.toThrow(/^Could not reach /)
    // Being offline logs nobody out.
    expect(store.getSession()).toMatchObject({ status: 'signed-in', account: 'alice' })
    expect([localStorage.getItem('account'), localStorage.getItem('autoLogin')]).toEqual([
      'alice',
      'local-keys',
    ])

    chainUp()
    expect(await store.signingSession()).toMatchObject({
      status: 'signed-in',
      account: 'alice',
      walletId: 'local-keys',
    })
  })

  it('signs out when the chain answers but refuses (not a network failure)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'bad request' }), { status: 400 })),
    )
    const store = await storeWithStoredSession()
    await expect(store.signingSession()).rejects.toThrow(store.RESTORE_REFUSED_MESSAGE)
    expect(store.getSession()).toEqual({ status: 'signed-out' })
    expect(localStorage.getItem('autoLogin')).toBeNull()
  })
})
