import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DEVNET_TEST_TIMEOUT_MS, devnetForThisFile } from '@/lib/testing/devnet-process.ts'
import { renderRoute } from '@/lib/testing/render-route.tsx'
import { TreasuriesPage } from './treasuries-page.tsx'

// `/trails/treasuries` against a devnet with the demo world's DAOs.

devnetForThisFile({ seed: 'demo' })
afterEach(() => cleanup())

const INTRO = /^The treasuries \(DAOs\) on Telos Decide/

describe('/trails/treasuries against the devnet', { timeout: DEVNET_TEST_TIMEOUT_MS }, () => {
  it('R-READ-25: the heading and intro are drawn before the DAO cards, even with the DAOs already read', async () => {
    const { router, settled } = renderRoute('/trails/treasuries', [
      { path: '/trails/treasuries', element: <TreasuriesPage /> },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ])
    expect((await screen.findAllByRole('article', { name: /^DAO / })).length).toBeGreaterThan(0)
    await settled()
    await act(() => router.navigate('/elsewhere'))
    // Back on the page with the DAOs in the cache: what the first commit that shows the intro holds.
    const firstDraws: { intro: boolean; cards: number }[] = []
    const observer = new MutationObserver(() => {
      const intro = [...document.querySelectorAll('p')].some((p) => INTRO.test(p.textContent ?? ''))
      if (intro)
        firstDraws.push({ intro, cards: document.querySelectorAll('article[aria-label^="DAO "]').length })
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    await act(() => router.navigate('/trails/treasuries'))
    expect((await screen.findAllByRole('article', { name: /^DAO / })).length).toBeGreaterThan(0)
    observer.disconnect()
    expect(firstDraws[0]).toEqual({ intro: true, cards: 0 })
    await settled()
  })
})
