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
  it('keeps the stored session when the chain cannot be reached, says why, and restores on Retry', async () => {
    chainDown()
    const store = await storeWithStoredSession()
    await store.restoreSession()
    const stuck = store.getSession()
    expect(stuck).toMatchObject({ status: 'restoring', account: 'alice' })
    expect(stuck.status === 'restoring' && stuck.problem).toMatch(/^Could not reach /)
    // A reload while offline logs nobody out.
    expect([localStorage.getItem('account'), localStorage.getItem('autoLogin')]).toEqual([
      'alice',
      'local-keys',
    ])

    chainUp()
    await store.retryRestore()
    expect(store.getSession()).toMatchObject({
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
    await store.restoreSession()
    expect(store.getSession()).toEqual({ status: 'signed-out' })
    expect(localStorage.getItem('autoLogin')).toBeNull()
  })
})
