import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { chainClient } from '@/lib/chain/chain.ts'
import { login, logout } from '@/lib/session/session-store.ts'
import { DEVNET_TEST_TIMEOUT_MS, devnetForThisFile } from '@/lib/testing/devnet-process.ts'
import { watchNetwork } from '@/lib/testing/network.ts'
import { renderRoute } from '@/lib/testing/render-route.tsx'
import { EscrowAccount } from '@/features/resolve/components/escrow-account.tsx'
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

  it('R-RES-ACCT-06: the escrow balance says it is loading, then shows the balance', async () => {
    const network = watchNetwork({ hold: (call) => call.body?.table === 'accounts' })
    const { settled } = renderRoute('/resolve/account', [
      { path: '/resolve/account', element: <EscrowAccount account="claimant1" /> },
    ])
    await waitFor(() => expect(network.tableReads('accounts')).toHaveLength(1))
    // The deposit form's own loading line may be on screen beside it.
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Loading escrow balance…',
    )
    expect(screen.queryByTestId('escrow-balance')).toBeNull()
    network.release()
    expect((await screen.findByTestId('escrow-balance')).textContent).toMatch(/^\d+\.\d{4} TLOS$/)
    await settled()
  })

  it('R-RES-ACCT-05: an amount typed before the liquid balance arrives stays in the deposit field', async () => {
    const network = watchNetwork({ hold: (call) => call.path === '/v1/chain/get_account' })
    const { settled } = renderRoute('/resolve/account', [
      { path: '/resolve/account', element: <EscrowAccount account="claimant1" /> },
    ])
    await waitFor(() =>
      expect(network.calls.some((call) => call.path === '/v1/chain/get_account')).toBe(true),
    )
    // The form is a part of its own, drawn once its code has arrived.
    const amount = await screen.findByLabelText('Amount (TLOS)')
    fireEvent.change(amount, { target: { value: '1' } })
    network.release()
    await waitFor(() => expect(screen.getByTestId('liquid-balance').textContent).toMatch(/^\d+\.\d{4} TLOS$/))
    expect(screen.getByLabelText<HTMLInputElement>('Amount (TLOS)').value).toBe('1')
    await settled()
  })

  it('R-RES-ACCT-06: a failed read shows the error with Retry, which reads the balance again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    let failures = 1
    // The devnet cannot be made to fail this read, so the first answer is a nodeos-shaped server error.
    const network = watchNetwork({
      answer: (call) =>
        call.body?.table === 'accounts' && failures-- > 0
          ? Response.json(
              { code: 500, message: 'Internal Service Error', error: { what: 'busy' } },
              { status: 500 },
            )
          : undefined,
    })
    const { settled } = renderRoute('/resolve/account', [
      { path: '/resolve/account', element: <EscrowAccount account="claimant1" /> },
    ])
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The escrow balance could not be read from the chain.')
    expect(screen.queryByTestId('escrow-balance')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect((await screen.findByTestId('escrow-balance')).textContent).toMatch(/^\d+\.\d{4} TLOS$/)
    expect(network.tableReads('accounts').length).toBeGreaterThanOrEqual(2)
    await settled()
  })
})
