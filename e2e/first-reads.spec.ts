import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { WEB_DIST } from './playwright.config.ts'

// A page's first table reads leave with its chunks (the route-preload script), and the page uses
// their answers instead of asking again. The script sends bodies with sorted keys and the chain
// client its own order, so a sorted body is the script's and an unsorted one the page's own. The
// bodies are the ones the build derived from the routes' queries (src/app/first-reads.ts), as it
// wrote them next to its manifest.

type FirstRead = Record<string, string | number | boolean>
const FIRST_READS = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '..', WEB_DIST, '.vite/first-reads.json'), 'utf8'),
) as Record<string, FirstRead[]>

type Sent = { body: Record<string, unknown>; sorted: boolean }

const isSorted = (raw: string) => {
  const keys = Object.keys(JSON.parse(raw) as object)
  return keys.every((key, index) => index === 0 || (keys[index - 1] as string) < key)
}

/** Opens a page and returns every get_table_rows body sent while it loaded. */
async function tableReads(page: Page, path: string): Promise<Sent[]> {
  const sent: Sent[] = []
  page.on('request', (request) => {
    const raw = request.postData()
    if (request.url().endsWith('/v1/chain/get_table_rows') && raw)
      sent.push({ body: JSON.parse(raw) as Record<string, unknown>, sorted: isSorted(raw) })
  })
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  return sent
}

/**
 * Records the requests `keep` picks from here on, each with who sent it as Chromium records it: the
 * path of the script whose code called fetch. The list fills as the page loads.
 */
async function requestsWithSender(page: Page, keep: (url: URL) => boolean) {
  const cdp = await page.context().newCDPSession(page)
  const requests: { url: string; by: string }[] = []
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    if (!keep(new URL(request.url))) return
    const frame = initiator.stack?.callFrames[0] ?? initiator.stack?.parent?.callFrames[0]
    requests.push({ url: request.url, by: new URL(frame?.url ?? initiator.url ?? 'about:blank').pathname })
  })
  await cdp.send('Network.enable')
  return requests
}

const same = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort())

test.describe('First reads', () => {
  // The last field, where given, is the account the page is opened signed in as (a stored session).
  const pages: [route: string, path: string, params: Record<string, string>, account?: string][] = [
    ['/', '/', {}],
    ['/trails/ballot/:ballot?/:hash?', '/trails/ballot/artcontest', { ballot: 'artcontest' }],
    ['/trails/elections/:id?/:hash?', '/trails/elections', {}],
    ['/trails/treasuries', '/trails/treasuries', {}],
    ['/works/proposals', '/works/proposals', {}],
    ['/validators', '/validators', {}],
    ['/governance', '/governance', {}],
    ['/profiles/display/:account', '/profiles/display/voter1', { account: 'voter1' }],
    ['/resolve', '/resolve', {}],
    ['/resolve/cases', '/resolve/cases', {}],
    ['/resolve/case/:id', '/resolve/case/3', { id: '3' }],
    ['/resolve/elections', '/resolve/elections', {}],
    ['/tokens', '/tokens', {}, 'tokenowner'],
  ]
  for (const [route, path, params, account] of pages) {
    test(`${path}: its first table reads leave with its chunks and are not asked again`, async ({
      page,
      consoleErrors,
    }) => {
      if (account)
        await page.addInitScript((name) => {
          localStorage.setItem('account', name)
          localStorage.setItem('autoLogin', 'local-keys')
        }, account)
      const sent = await tableReads(page, path)
      const expected = (FIRST_READS[route] ?? []).map((read) =>
        Object.fromEntries(
          Object.entries(read).map(([key, value]) => [
            key,
            typeof value === 'string'
              ? value.replace(/^\{(\w+)\}$/, (_all, name: string) => params[name] ?? '')
              : value,
          ]),
        ),
      )
      expect(expected.length).toBeGreaterThan(0)
      for (const read of expected) {
        const matching = sent.filter((entry) => same(entry.body, read))
        expect(matching, `${JSON.stringify(read)} is sent once, by the preload script`).toEqual([
          { body: expect.anything(), sorted: true },
        ])
      }
      expect(consoleErrors).toEqual([])
    })
  }

  test('R-READ-30: /validators lists the validation bucket before its page chunk is asked for, and reads the listing and the newest document once', async ({
    page,
    consoleErrors,
  }) => {
    const listings = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '..', WEB_DIST, '.vite/first-listings.json'), 'utf8'),
    ) as Record<string, string[]>
    const listing = new URL(listings['/validators']?.[0] ?? '/missing', 'http://page').pathname
    const order: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === listing && url.search === '') order.push('listing')
      else if (url.pathname.startsWith(listing)) order.push('document')
      if (/\/assets\/validators-page-[\w-]+\.js$/.test(url.pathname)) order.push('page chunk')
    })
    await page.goto('/validators')
    await expect(page.getByRole('table', { name: 'Validators' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(order.indexOf('listing')).toBeLessThan(order.indexOf('page chunk'))
    expect(order.toSorted()).toEqual(['document', 'listing', 'page chunk'])
    expect(consoleErrors).toEqual([])
  })

  test('R-READ-32: /governance’s section texts are requested by the route-preload script, once each', async ({
    page,
    consoleErrors,
  }) => {
    const texts = await requestsWithSender(page, (url) => url.pathname.startsWith('/ipfs/'))
    await page.goto('/governance')
    await expect(page.getByRole('article', { name: /^Section / }).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    const sections = await page.getByRole('article', { name: /^Section / }).count()
    // The amendments below read older texts on their own; the sections' are the script's, once each.
    const early = texts.filter((text) => /^\/assets\/route-preload-[\w-]+\.js$/.test(text.by))
    expect(new Set(early.map((text) => text.url)).size).toBe(sections)
    for (const { url } of early) expect(texts.filter((text) => text.url === url)).toHaveLength(1)
    expect(consoleErrors).toEqual([])
  })

  // The bodiless chain calls (get_info) the build lists by route, checked on the guests' pages above.
  const FIRST_CALLS = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '..', WEB_DIST, '.vite/first-calls.json'), 'utf8'),
  ) as Record<string, string[]>
  for (const [route, path] of pages.filter(([route]) => FIRST_CALLS[route]?.length)) {
    test(`R-READ-33: ${path}: its chain clock read leaves with its chunks, from the route-preload script, and is not asked again`, async ({
      page,
      consoleErrors,
    }) => {
      const calls = await requestsWithSender(page, (url) => url.pathname.startsWith('/v1/chain/'))
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      for (const name of FIRST_CALLS[route] ?? []) {
        const sent = calls.filter((entry) => new URL(entry.url).pathname === `/v1/chain/${name}`)
        expect(sent, `${name} is sent once, by the preload script`).toEqual([
          { url: expect.any(String), by: expect.stringMatching(/^\/assets\/route-preload-[\w-]+\.js$/) },
        ])
      }
      expect(consoleErrors).toEqual([])
    })
  }

  test('a case address that is not a case id sends no early read with it, only the reads without it', async ({
    page,
  }) => {
    const sent = await tableReads(page, '/resolve/case/%3Cb%3E')
    const early = sent.filter((entry) => entry.sorted).map((entry) => entry.body.table)
    expect(early.sort()).toEqual(['arbitrators', 'config', 'offers'])
  })
})
