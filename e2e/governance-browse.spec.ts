import type { Page, Request } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { BASE_URL } from './playwright.config.ts'

// A guest reads governance: the ballots list with its tabs, filters (in the URL) and paging through
// every ballot, the landing redirect to the elections, a ballot in full (pictures, documents, option
// data, works proposal), works proposals, a missing ballot, and hostile content rendered as text.
// The demo world seeds these ballots (apps/devnet/src/seed/demo: demo-governance.ts, demo-showcase.ts).

const HASH = /\/ipfs\/(Qm[1-9A-HJ-NP-Za-km-z]{44})$/

type TableRead = {
  code: string
  table: string
  scope: string
  index_position?: string | number
  lower_bound?: string
  upper_bound?: string
  limit?: number
  reverse?: boolean
  json?: boolean
  key_type?: string
}

function recordReads(page: Page): TableRead[] {
  const reads: TableRead[] = []
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/v1/chain/get_table_rows')) reads.push(request.postDataJSON() as TableRead)
  })
  return reads
}

const ballotsList = (page: Page) => page.getByRole('region', { name: 'Ballots' })
const card = (page: Page, title: string | RegExp) =>
  ballotsList(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) })

test.describe('Governance for a guest', () => {
  test('R-GOV-01 R-GOV-02 R-GOV-03 R-GOV-04 R-GOV-19 R-READ-01 R-READ-12 R-READ-14: a guest browses ballots, filters them and opens one', async ({
    page,
  }) => {
    const reads = recordReads(page)
    await page.goto('/trails/ballots')
    await expect(page.getByRole('heading', { level: 1, name: 'Ballots' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Decide' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tab', { name: 'Proposals' })).toBeVisible()
    await expect(page.getByLabel('Status').locator('option')).toHaveText([
      'Any status',
      'Active',
      'Not started',
      'Expired',
      'Closed',
      'Cancelled',
      'Archived',
      'Setup',
    ])
    const categories = await page.getByLabel('Category').locator('option').allTextContents()
    expect(categories).toEqual(expect.arrayContaining(['Amend Ballots', 'TF Election']))

    // The default list: VOTE ballots of the Decide tab, open ones first.
    const gallery = card(page, /Community art contest/)
    await expect(gallery).toBeVisible()
    await expect(gallery.getByText('Voting', { exact: true })).toBeVisible()
    await expect(gallery.getByText('Polls', { exact: true })).toBeVisible()
    await expect(gallery.getByText('VOTE', { exact: true })).toBeVisible()
    await expect(gallery.getByText(/2 voters/)).toBeVisible()
    await expect(gallery.locator('time')).toHaveAttribute('datetime', /Z$/)
    await expect(gallery.locator('time')).toHaveAttribute('title', /UTC$/)
    await expect(gallery.locator('img')).toHaveAttribute('src', HASH)
    expect(await seriousViolations(page)).toEqual([])

    const byEndTime = reads.filter((read) => read.table === 'ballots' && String(read.index_position) === '5')
    expect(byEndTime.length).toBeGreaterThan(0)
    expect(byEndTime[0]).toMatchObject({
      code: 'telos.decide',
      scope: 'telos.decide',
      reverse: true,
      limit: 250,
    })

    // Filters live in the URL, so the filtered list is a link that can be shared.
    await page.getByLabel('Category').selectOption({ label: 'Amend Ballots' })
    await expect(page).toHaveURL(/category=referendum/)
    await expect(card(page, /Amend TBNOA Article 4 \(voting\)/)).toBeVisible()
    await expect(card(page, /Community art contest/)).toHaveCount(0)
    await page.getByLabel('Category').selectOption({ label: 'Any category' })
    await page.getByLabel('Search titles').fill('art contest')
    await expect(page).toHaveURL(/q=art\+contest/)
    await expect(ballotsList(page).getByRole('article')).toHaveCount(1)
    await page.reload()
    await expect(page.getByLabel('Search titles')).toHaveValue('art contest')
    await expect(ballotsList(page).getByRole('article')).toHaveCount(1)

    await gallery.getByRole('link').click()
    await expect(page).toHaveURL(/\/trails\/ballot\/artcontest$/)
    await expect(page.getByRole('heading', { level: 1, name: /Community art contest/ })).toBeVisible()
    await expect(page).not.toHaveURL(/login/)
    expect(await seriousViolations(page)).toEqual([])
  })

  test('R-GOV-05 R-GOV-18 R-READ-13: the not-started filter lists the ballots in setup, read by status from setup', async ({
    page,
  }) => {
    const reads = recordReads(page)
    await page.goto('/trails/ballots?status=not_started')
    const setup = card(page, /Telos Validator Committee Election \(setup\)/)
    await expect(setup).toBeVisible()
    await expect(setup.getByText('Not started', { exact: true })).toBeVisible()
    // A ballot in setup has no end yet: it says so instead of "Ends when voting opens".
    await expect(setup).toContainText('Not open for voting yet')
    await expect(setup).not.toContainText('Ends')
    await expect(ballotsList(page).getByText('Voting', { exact: true })).toHaveCount(0)
    expect(reads).toContainEqual(
      expect.objectContaining({ table: 'ballots', lower_bound: 'setup', limit: 250 }),
    )
    expect(reads.find((read) => read.lower_bound === 'setup')?.index_position?.toString()).toBe('3')
  })

  test('R-GOV-20 R-GOV-22: expired, closed, cancelled and archived ballots list under their filters', async ({
    page,
  }) => {
    for (const [status, label, name] of [
      ['expired', 'Expired', /Committee Election \(expired\)/],
      ['closed', 'Closed', /Committee Election \(closed\)/],
      ['cancelled', 'Cancelled', /Committee Election \(cancelled\)/],
      ['archived', 'Archived', /Committee Election \(archived\)/],
    ] as const) {
      await page.goto(`/trails/ballots?status=${status}`)
      const listed = card(page, name)
      await expect(listed, status).toBeVisible()
      await expect(listed.getByText(label, { exact: true })).toBeVisible()
    }
    expect(await seriousViolations(page)).toEqual([])
  })

  test('R-GOV-38: the Proposals tab lists the works proposal ballots; sorting and the treasury filter change the list', async ({
    page,
  }) => {
    await page.goto('/trails/ballots')
    await page.getByRole('tab', { name: 'Proposals' }).click()
    await expect(page).toHaveURL(/tab=proposals/)
    await expect(card(page, /Works proposal: Resolve mobile app \(voting\)/)).toBeVisible()
    await expect(card(page, /Community art contest/)).toHaveCount(0)

    await page.goto('/trails/ballots?treasury=DEMO')
    await expect(card(page, /Next portal feature \(voting\)/)).toBeVisible()
    await expect(card(page, /Community art contest/)).toHaveCount(0)
    await page.getByLabel('Sort').selectOption({ label: 'A–Z' })
    await expect(page).toHaveURL(/sort=az/)
    const titles = await ballotsList(page).getByRole('heading').allTextContents()
    expect(titles).toEqual([...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())))
  })

  test('R-GOV-06 R-GOV-07 R-GOV-09 R-GOV-10 R-GOV-11 R-GOV-12: a ballot shows its details, pictures, documents and option data', async ({
    page,
  }) => {
    await page.goto('/trails/ballot/artcontest')
    await expect(page.getByRole('heading', { level: 1, name: /Community art contest/ })).toBeVisible()
    const facts = page.getByRole('definition')
    const fact = (term: string) => page.locator(`dt:text-is("${term}") + dd`)
    await expect(fact('Category')).toHaveText('Polls')
    await expect(fact('Status')).toHaveText('Voting')
    await expect(fact('Treasury')).toHaveText('VOTE')
    await expect(fact('Voting method')).toHaveText('1tokennvote')
    await expect(fact('Options to choose')).toHaveText('1 to 3')
    await expect(fact('Publisher')).toHaveText('daomanager')
    await expect(fact('Ends').locator('time')).toHaveAttribute('datetime', /Z$/)
    expect(await facts.count()).toBeGreaterThan(8)

    // The description: text, with its document hash as a gateway link.
    await expect(page.getByText(/Pick one to three pictures for the Telos booth banner/)).toBeVisible()
    const hashLink = page.getByRole('link', { name: /^Qm/ })
    await expect(hashLink).toHaveAttribute('href', new RegExp(`^${BASE_URL}/ipfs/Qm`))
    await expect(hashLink).toHaveAttribute('rel', 'noopener noreferrer')
    // Content: three pictures and the rules document.
    await expect(page.getByRole('list', { name: 'Ballot picture' }).locator('img')).toHaveCount(3)
    await expect(page.getByRole('link', { name: 'Open the ballot document' })).toHaveAttribute('href', HASH)
    // Option data: display text, description and pictures.
    const sunrise = page.getByRole('listitem', { name: 'Option sunrise' })
    await expect(sunrise.getByRole('heading', { name: 'Sunrise over the harbour' })).toBeVisible()
    await expect(sunrise.getByText('Warm colours, first light on the water.')).toBeVisible()
    await expect(sunrise.getByRole('img')).toHaveCount(2)
    await expect(sunrise.getByRole('progressbar')).toBeVisible()
    await expect(sunrise.getByTestId('option-total')).toHaveText(/VOTE$/)
    // A guest reads; voting asks for a login.
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Ftrails%2Fballot%2Fartcontest',
    )
    expect(await seriousViolations(page)).toEqual([])
  })

  test('R-GOV-13: a works proposal ballot shows its proposal_info', async ({ page }) => {
    await page.goto('/trails/ballot/worksvoting')
    const info = page.getByRole('region', { name: 'Works proposal' })
    await expect(
      info.getByRole('heading', { name: /Works proposal: Resolve mobile app \(voting\)/ }),
    ).toBeVisible()
    await expect(info.locator('dt:text-is("Requested") + dd')).toHaveText('30000.0000 TLOS')
    await expect(info.locator('dt:text-is("Status") + dd')).toHaveText('inprogress')
    await expect(info.locator('dt:text-is("Proposer") + dd')).toHaveText('daomanager')
  })

  test('R-WORKS-01 R-WORKS-02 R-READ-02 R-READ-19: works proposals are listed and each opens its ballot', async ({
    page,
  }) => {
    const reads = recordReads(page)
    await page.goto('/works/proposals')
    await expect(page.getByRole('heading', { level: 1, name: 'Works proposals' })).toBeVisible()
    const proposal = page.getByRole('article', { name: 'Proposal worksvoting' })
    await expect(proposal.locator('dt:text-is("Proposal") + dd')).toHaveText('worksvoting')
    await expect(proposal.locator('dt:text-is("Requested") + dd')).toHaveText('30000.0000 TLOS')
    // No limit asked for: the reads' default of 100 rows.
    expect(reads).toContainEqual(
      expect.objectContaining({ code: 'works.decide', table: 'proposals', json: true, limit: 100 }),
    )
    expect(await seriousViolations(page)).toEqual([])
    await proposal.getByRole('link', { name: /Resolve mobile app \(voting\)/ }).click()
    await expect(page).toHaveURL(/\/trails\/ballot\/worksvoting$/)
    await expect(page.getByRole('heading', { level: 1, name: /Resolve mobile app \(voting\)/ })).toBeVisible()
  })

  test('R-ERR-19: a ballot the chain does not have shows "Ballot not found" after the retry window', async ({
    page,
  }) => {
    const reads = recordReads(page)
    await page.goto('/trails/ballot/zzzzzzzzzzzz')
    await expect(page.getByRole('heading', { name: 'Ballot not found' })).toBeVisible()
    // The page asked the chain again before giving up (the retry window), and then stopped asking.
    const asked = reads.filter((read) => read.table === 'ballots' && read.lower_bound === 'zzzzzzzzzzzz')
    expect(asked.length).toBeGreaterThan(1)
  })

  test('hostile ballot content renders as inert text: no script runs, no javascript: link, the long title is clamped', async ({
    page,
  }) => {
    await page.goto('/trails/ballots?q=Free+TLOS')
    const hostile = ballotsList(page).getByRole('article').first()
    await expect(hostile.getByRole('heading')).toContainText('<script>')
    const box = await hostile.boundingBox()
    expect(box?.height ?? 0).toBeLessThan(600)

    await page.goto('/trails/ballot/hostilepoll')
    const title = page.getByRole('heading', { level: 1 })
    await expect(title).toContainText("<script>window.__hostile = 'title'</script>")
    await expect(page.getByText('<img src=x onerror=', { exact: false }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: /Show the full title \(5000 characters\)/ })).toBeVisible()
    const safeLink = page.getByRole('link', { name: 'https://www.telos.net/' })
    await expect(safeLink).toHaveAttribute('rel', 'noopener noreferrer')
    const hrefs = await page
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    expect(hrefs.filter((href) => /^\s*(javascript|data):/i.test(href))).toEqual([])
    const sources = await page
      .locator('img, iframe')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src') ?? ''))
    expect(sources.filter((src) => !src.startsWith(BASE_URL) && !src.startsWith('/'))).toEqual([])
    expect(
      await page.evaluate(() => (window as unknown as { __hostile?: unknown }).__hostile),
    ).toBeUndefined()
    expect(await page.locator('main script').count()).toBe(0)
    expect(await seriousViolations(page)).toEqual([])
  })

  test('R-ROUTE-02 R-ROUTE-04 R-READ-36: the first load of / goes to the live elections; a later visit to / stays', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/trails\/elections$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Elections' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: /\(voting\)/ })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('link', { name: 'Telos Portal home' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Ballots' })).toBeVisible()
    await expect(card(page, /Community art contest/)).toBeVisible()
    await expect(page).toHaveURL(`${BASE_URL}/`)
  })

  test('R-ROUTE-03: with no election or leaderboard voting, / stays on the ballots list', async ({
    page,
  }) => {
    // The chain answers as if only polls and proposals were live: election and leaderboard ballots
    // that are voting are taken out of every ballots page.
    await page.route('**/v1/chain/get_table_rows', async (route) => {
      const body = route.request().postDataJSON() as TableRead
      const response = await route.fetch()
      if (body.table !== 'ballots') return route.fulfill({ response })
      const json = (await response.json()) as { rows: { category: string; status: string }[] }
      json.rows = json.rows.filter(
        (row) => !(['election', 'leaderboard'].includes(row.category) && row.status === 'voting'),
      )
      return route.fulfill({ response, json })
    })
    await page.goto('/')
    // The list is painted only once the first ballots are in and the landing redirect is decided
    // (useLandingRedirect holds the paint while a redirect is decided or under way): the card is the
    // event a redirect would have come with, so the address is checked once it is there.
    await expect(card(page, /Community art contest/)).toBeVisible()
    await expect(page).toHaveURL(`${BASE_URL}/`)
    // Reads still in flight finish through the filter (not against a closing page), and change nothing.
    await page.unrouteAll({ behavior: 'wait' })
    await expect(page).toHaveURL(`${BASE_URL}/`)
  })

  test('on a 375 px phone the ballots list and a ballot fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    for (const path of [
      '/trails/ballots',
      '/trails/elections/electvoting',
      '/trails/ballot/artcontest',
      '/trails/ballot/hostilepoll',
      '/works/proposals',
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })
})
