import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { chainClient } from '@/lib/chain/chain.ts'
import { login, logout } from '@/lib/session/session-store.ts'
import { DEVNET_TEST_TIMEOUT_MS, devnetForThisFile } from '@/lib/testing/devnet-process.ts'
import { watchNetwork } from '@/lib/testing/network.ts'
import { renderRoute } from '@/lib/testing/render-route.tsx'
import { ResolveAccountPage } from './resolve-account-page.tsx'

// The Resolve account page against a real devnet with the demo world, signed in through the Local keys
// wallet as claimant1 (who keeps an escrow balance).

devnetForThisFile({ seed: 'demo' })
beforeAll(async () => {
  await login({ walletId: 'local-keys', account: 'claimant1' })
})
afterAll(async () => {
  await logout()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const ARBITRATION = 'testtelosarb'

describe('/resolve/account against the devnet', { timeout: DEVNET_TEST_TIMEOUT_MS }, () => {
  it('R-READ-05: the escrow balance is read from the arbitration contract accounts table', async () => {
    const network = watchNetwork()
    const { settled } = renderRoute('/resolve/account', [
      { path: '/resolve/account', element: <ResolveAccountPage /> },
    ])
    const escrow = await chainClient().getTableRows<{ balance: string }>({
      code: ARBITRATION,
      table: 'accounts',
      scope: 'claimant1',
    })
    const balance = escrow.rows[0]!.balance
    expect(balance).toMatch(/^\d+\.\d{4} TLOS$/)
    await waitFor(() => expect(screen.getByTestId('escrow-balance').textContent).toBe(balance))
    expect(network.tableReads('accounts')[0]?.body).toMatchObject({
      code: ARBITRATION,
      table: 'accounts',
      scope: 'claimant1',
    })
    await settled()
  })
})
