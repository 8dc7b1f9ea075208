import { afterEach, describe, expect, it, vi } from 'vitest'
import { watchNetwork } from '@/lib/testing/network.ts'

// The portal's HTTP clients take their bases from the network preset chosen at build time
// (PORTAL_NETWORK). Each preset is loaded into fresh modules, and every call is answered at the fetch
// boundary (the testnet hosts are not reachable from a test), so only where the calls go is checked.

type Bases = { backend: string; history: string }

const PRESETS: Record<'local' | 'telos-testnet', Bases> = {
  local: { backend: window.location.origin, history: window.location.origin },
  'telos-testnet': { backend: 'https://api-dev.telos.net', history: 'https://testnet.telos.net' },
}

async function callsUnder(preset: keyof typeof PRESETS) {
  vi.resetModules()
  vi.stubEnv('PORTAL_NETWORK', preset)
  const network = watchNetwork({
    answer: (call) =>
      call.path.startsWith('/v2/history/')
        ? Response.json({ actions: [] })
        : Response.json({ success: true, message: 'ok' }),
  })
  try {
    const backend = await import('@/lib/services/account-backend.ts')
    const testnet = await import('@/lib/services/testnet.ts')
    const history = await import('@/lib/history/history-client.ts')
    await backend.checkNameAvailable('alice1')
    await testnet.sendNativeTlos('alice1')
    await history.getActions({ account: 'alice1', limit: 1 })
    return network.calls.map((call) => call.url)
  } finally {
    network.restore()
  }
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('network clients', () => {
  it.each(Object.entries(PRESETS))(
    'R-HTTP-01 R-HTTP-22: under the %s preset, backend calls go to its backend base under /v1 and history calls to its history base',
    async (preset, bases) => {
      const urls = await callsUnder(preset as keyof typeof PRESETS)
      expect(urls).toEqual([
        `${bases.backend}/v1/accounts/alice1`,
        `${bases.backend}/v1/testnet/faucet/alice1`,
        expect.stringMatching(
          new RegExp(`^${bases.history.replace(/[.]/g, '\\.')}/v2/history/get_actions\\?`),
        ),
      ])
    },
  )

  it('R-HTTP-22: switching the preset changes both bases', async () => {
    const local = await callsUnder('local')
    const testnet = await callsUnder('telos-testnet')
    expect(new URL(local[0] ?? '').origin).not.toBe(new URL(testnet[0] ?? '').origin)
    expect(new URL(local[2] ?? '').origin).not.toBe(new URL(testnet[2] ?? '').origin)
  })
})
