import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetLandingRedirect } from '@/features/governance/components/landing-redirect.ts'
import { DEVNET_TEST_TIMEOUT_MS, devnetForThisFile } from '@/lib/testing/devnet-process.ts'
import { renderRoute } from '@/lib/testing/render-route.tsx'
import { LandingPage } from './landing-page.tsx'

// `/` against a devnet with the contracts and no ballots: no election is live, so the visit stays on
// `/` and sees the ballots list. (The demo world's live election sends it on: e2e/shell.spec.ts.)

devnetForThisFile({ seed: 'none' })
beforeEach(() => resetLandingRedirect())
afterEach(() => cleanup())

describe('/ against the devnet', { timeout: DEVNET_TEST_TIMEOUT_MS }, () => {
  it('R-ROUTE-01 R-ROUTE-03: / shows the ballots list when no election is voting', async () => {
    const { router, settled } = renderRoute('/', [
      { path: '/', element: <LandingPage /> },
      { path: '/trails/elections', element: <p>elections</p> },
    ])
    expect(await screen.findByRole('heading', { level: 1, name: 'Ballots' })).toBeTruthy()
    expect(await screen.findByRole('region', { name: 'Ballots' })).toBeTruthy()
    expect(await screen.findByText('No ballots match these filters.')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
    await settled()
  })
})
