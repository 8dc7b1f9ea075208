import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MainLayout } from '@/app/layouts/main-layout.tsx'
import { login, logout } from '@/lib/session/session-store.ts'
import { DEVNET_TEST_TIMEOUT_MS, devnetForThisFile } from '@/lib/testing/devnet-process.ts'
import { renderRoute } from '@/lib/testing/render-route.tsx'

// The header's Resolve menu in the main layout, against a real devnet with the demo world: a guest, then
// claimant1 signed in through the Local keys wallet.

devnetForThisFile({ seed: 'demo' })
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

async function resolveMenuItems() {
  const view = renderRoute('/resolve', [
    { element: <MainLayout />, children: [{ path: '/resolve', element: <p>Resolve home</p> }] },
  ])
  fireEvent.click(screen.getByRole('button', { name: 'Resolve' }))
  const menu = await screen.findByRole('menu')
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent)
  await view.settled()
  return items
}

describe('the Resolve menu', { timeout: DEVNET_TEST_TIMEOUT_MS }, () => {
  it('R-RES-MENU-02: Account is offered only once someone is signed in', async () => {
    const guest = await resolveMenuItems()
    expect(guest).toContain('Cases')
    expect(guest).not.toContain('Account')
    cleanup()
    await act(() => login({ walletId: 'local-keys', account: 'claimant1' }))
    expect(await resolveMenuItems()).toContain('Account')
    cleanup()
    await act(() => logout())
    expect(await resolveMenuItems()).not.toContain('Account')
  })
})
