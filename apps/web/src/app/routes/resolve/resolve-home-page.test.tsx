import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEVNET_TEST_TIMEOUT_MS, devnetForThisFile } from '@/lib/testing/devnet-process.ts'
import { watchNetwork } from '@/lib/testing/network.ts'
import { renderRoute } from '@/lib/testing/render-route.tsx'
import { ResolveHomePage } from './resolve-home-page.tsx'

// The Resolve home against a real devnet with the demo world (election 1 taking candidates).

devnetForThisFile({ seed: 'demo' })
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const ARBITRATION_READS = new Set(['config', 'elections'])

describe('/resolve against the devnet', { timeout: DEVNET_TEST_TIMEOUT_MS }, () => {
  it('R-RES-HOME-04: the election status card stays hidden until the Resolve reads have answered', async () => {
    const network = watchNetwork({
      hold: (call) =>
        call.path === '/v1/chain/get_table_rows' && ARBITRATION_READS.has(String(call.body?.table)),
    })
    const { settled } = renderRoute('/resolve', [{ path: '/resolve', element: <ResolveHomePage /> }])
    expect(await screen.findByRole('link', { name: 'View cases' })).toBeTruthy()
    await waitFor(() => {
      expect(network.tableReads('config')).not.toEqual([])
      expect(network.tableReads('elections')).not.toEqual([])
    })
    expect(screen.queryByRole('region', { name: 'Election status' })).toBeNull()
    network.release()
    const card = await screen.findByRole('region', { name: 'Election status' })
    expect(card.dataset.testid).toBe('election-card-created')
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/resolve/elections')
    await settled()
  })
})
