import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEVNET_TEST_TIMEOUT_MS, devnetForThisFile } from '@/lib/testing/devnet-process.ts'
import { renderRoute } from '@/lib/testing/render-route.tsx'
import { ElectionsPage } from './elections-page.tsx'

// `/trails/elections` against a devnet with the demo world's elections. On a phone the list of
// elections is below the chosen one and is drawn after it; on a wide screen it is the left column and
// comes with it.

devnetForThisFile({ seed: 'demo' })
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** Renders the page and records, for each DOM change once the chosen election's heading shows, whether the list was there. */
async function listWithFirstElection(): Promise<{ listAtFirst: boolean; settled: () => Promise<void> }> {
  let listAtFirst: boolean | undefined
  const observer = new MutationObserver(() => {
    if (listAtFirst !== undefined || !document.querySelector('h2')) return
    listAtFirst = document.querySelectorAll('nav[aria-label="Elections"] li').length > 0
  })
  observer.observe(document.body, { childList: true, subtree: true })
  const { settled } = renderRoute('/trails/elections', [
    { path: '/trails/elections', element: <ElectionsPage /> },
  ])
  const nav = await screen.findByRole('navigation', { name: 'Elections' })
  await vi.waitFor(() => expect(nav.querySelectorAll('li').length).toBeGreaterThan(0), { timeout: 5000 })
  observer.disconnect()
  return { listAtFirst: Boolean(listAtFirst), settled }
}

describe('/trails/elections against the devnet', { timeout: DEVNET_TEST_TIMEOUT_MS }, () => {
  it('R-ROUTE-10: on a phone the chosen election is drawn first and the list of elections after it', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }))
    const { listAtFirst, settled } = await listWithFirstElection()
    expect(listAtFirst).toBe(false)
    await settled()
  })

  it('R-ROUTE-10: on a wide screen the list of elections is drawn with the chosen election', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(min-width: 900px)',
      media: query,
    }))
    const { listAtFirst, settled } = await listWithFirstElection()
    expect(listAtFirst).toBe(true)
    await settled()
  })
})
