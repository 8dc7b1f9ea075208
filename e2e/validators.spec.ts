import type { Page } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { loginAs, signed } from './resolve-support.ts'

// The validators page against the demo devnet: its three validators (apps/devnet/src/seed/demo,
// seedProducers) with the newest document of the devnet's producer-validation bucket (an S3-style
// listing at /telos-producer-validation/), and their eosmechanics::cpu runs over the last three days
// (benchmarkHistory).

const validatorsTable = (page: Page) => page.getByRole('table', { name: 'Validators' })

/** Requests that wait on `passed()` are held from `hold()` until `release()`, then pass until held again. */
function gate() {
  let open = Promise.resolve()
  let release = () => {}
  return {
    hold() {
      open = new Promise((resolve) => (release = resolve))
    },
    release: () => release(),
    passed: () => open,
  }
}

test.describe('Validators', () => {
  test('R-VAL-01 R-VAL-02 R-ROUTE-14 R-READ-35: a guest sees the ranked validators and their CPU benchmark chart, with progress while history pages load', async ({
    page,
    consoleErrors,
  }) => {
    const chartScripts: string[] = []
    page.on('request', (request) => {
      if (/benchmark-chart-[\w-]+\.js$/.test(request.url())) chartScripts.push(request.url())
    })
    // The history answers are held back until the progress indicator has been seen as it is.
    const historyRequests: URL[] = []
    const history = gate()
    history.hold()
    await page.route(/\/v2\/history\/get_actions\?/, async (route) => {
      historyRequests.push(new URL(route.request().url()))
      await history.passed()
      await route.continue()
    })
    await page.goto('/governance')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(chartScripts, 'the chart library stays out of other routes').toEqual([])

    const validationReads: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/telos-producer-validation')) validationReads.push(pathname)
    })
    await page.goto('/validators')
    await expect(page.getByRole('heading', { level: 1, name: 'Validators' })).toBeVisible()
    const loading = page.getByRole('status').filter({
      hasText: /Loading benchmarks… \d+ runs in \d+ page/,
      has: page.getByRole('progressbar', { name: 'Loading benchmarks' }),
    })
    await expect(loading).toBeVisible()
    history.release()

    // The table: ranked by votes, with the validation document's country, links and checks.
    const table = validatorsTable(page)
    await expect(table.getByRole('row')).toHaveCount(4)
    const first = table.getByRole('row').nth(1)
    await expect(first.getByRole('cell').nth(0)).toHaveText('1')
    await expect(first.getByRole('cell').nth(1)).toHaveText(/^producer\d$/)
    await expect(first.getByRole('cell').nth(2)).toHaveText(/^(US|DE|JP)$/)
    await expect(first.getByRole('link', { name: 'website' })).toHaveAttribute(
      'href',
      /^https:\/\/producer\d\.example\.org\/$/,
    )
    await expect(first.getByRole('link', { name: 'website' })).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(first.getByRole('cell').nth(5)).toHaveText('Yes / Yes')
    // Read as the bucket publishes it: the listing, then its newest (last) key.
    const listing = await (await page.request.get('/telos-producer-validation/')).text()
    const newestKey = [...listing.matchAll(/<Key>([^<]+)<\/Key>/g)].at(-1)?.[1]
    expect(validationReads).toEqual([
      '/telos-producer-validation/',
      `/telos-producer-validation/${newestKey}`,
    ])
    // Sorting by name, descending on the second click.
    await table.getByRole('button', { name: 'Validator' }).click()
    await table.getByRole('button', { name: 'Validator' }).click()
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('producer3')

    // The chart, drawn from history: one line per validator, and the summary under it.
    const chart = page.getByTestId('benchmark-chart')
    await expect(chart).toHaveAttribute('aria-label', /CPU benchmark chart: \d+ runs by 3 validators/)
    // The chart is built as the reader scrolls towards it.
    await chart.scrollIntoViewIfNeeded()
    await expect(chart.locator('.recharts-line-curve')).toHaveCount(3)
    // Each y-axis label is one line ("600K µs", never "600000" over "µs"), and the top one is not clipped.
    const yTicks = chart.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')
    await expect(yTicks.first()).toBeVisible()
    for (const tick of await yTicks.all()) {
      await expect(tick.locator('tspan')).toHaveCount(1)
      await expect(tick).toHaveText(/^[\d.]+[KM]?\u00a0µs$/)
    }
    const plot = await chart.locator('.recharts-wrapper > svg').first().boundingBox()
    const labelTops = await yTicks.evaluateAll((ticks) =>
      ticks.map((tick) => tick.getBoundingClientRect().top),
    )
    expect(Math.min(...labelTops), 'the top y label inside the chart').toBeGreaterThanOrEqual(plot!.y)
    expect(chartScripts.length).toBe(1)
    const summary = page.getByRole('table', { name: 'Benchmark summary' })
    await expect(summary.getByRole('row')).toHaveCount(4)
    await expect(summary.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(/^\d[\d,]* µs$/)
    const request = historyRequests[0]
    expect(request?.searchParams.get('filter')).toBe('eosmechanics:cpu')
    expect(request?.searchParams.get('limit')).toBe('1000')
    expect(request?.searchParams.get('sort')).toBe('asc')

    // Seven days read more runs than one (the demo history spans three).
    const dayRuns = Number((await chart.getAttribute('aria-label'))?.match(/(\d+) runs/)?.[1])
    history.hold()
    await page.getByRole('button', { name: '7 days' }).click()
    await expect(loading).toBeVisible()
    history.release()
    await expect(chart).toHaveAttribute('aria-label', /CPU benchmark chart/)
    const weekRuns = Number((await chart.getAttribute('aria-label'))?.match(/(\d+) runs/)?.[1])
    expect(weekRuns).toBeGreaterThan(dayRuns)

    expect(await seriousViolations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test('R-VAL-01: without readable producer validation the table still shows the chain data', async ({
    page,
  }) => {
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    page.on('pageerror', (error) => consoleErrors.push(error.message))
    const hostile: [string, RegExp, { status: number; body: string; contentType?: string }][] = [
      ['an unreachable bucket', /\/telos-producer-validation\/$/, { status: 503, body: '' }],
      [
        'a listing that is not XML',
        /\/telos-producer-validation\/$/,
        { status: 200, body: '<ListBucketResult><Contents><Key>x', contentType: 'application/xml' },
      ],
      [
        'a document that is not a list',
        /\/telos-producer-validation\/test-data-\d+$/,
        { status: 200, body: '{"producers":[]}', contentType: 'application/json' },
      ],
    ]
    for (const [what, matches, answer] of hostile) {
      await page.unrouteAll()
      await page.route(matches, (route) => route.fulfill(answer))
      await page.goto('/validators')
      await expect(page.getByText(/validator details .* are unavailable/), what).toBeVisible()
      const row = validatorsTable(page).getByRole('row').nth(1)
      await expect(row.getByRole('cell').nth(1)).toHaveText('producer1')
      await expect(row.getByRole('cell').nth(2)).toHaveText('—')
    }
    // The browser reports the refused bucket read itself; nothing else reached the console.
    expect(consoleErrors.filter((text) => !/status of 503/.test(text))).toEqual([])
  })

  test('voter3 votes for two validators, sorted, with the projected weight, and the votes change', async ({
    page,
  }) => {
    await loginAs(page, 'voter3', '/validators')
    const table = validatorsTable(page)
    const votesOf = async (owner: string) => {
      const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: owner, exact: true }) })
      return Number((await row.getByRole('cell').nth(5).innerText()).replace(/,/g, ''))
    }
    // voter3 voted for producer2 in the demo world: the panel starts from that vote.
    const panel = page.getByRole('region', { name: /Your votes/ })
    await expect(panel.getByRole('heading')).toHaveText('Your votes (1 of 30)')
    await expect(panel.getByRole('button', { name: 'Vote' })).toBeDisabled()
    const before = await votesOf('producer3')
    await table.getByRole('checkbox', { name: 'Vote for producer3' }).check()
    await table.getByRole('checkbox', { name: 'Vote for producer1' }).check()
    await expect(panel.getByRole('heading')).toHaveText('Your votes (3 of 30)')
    // A chip removes a pick again.
    await panel.getByRole('button', { name: 'producer2' }).press('Delete')
    await expect(panel.getByRole('heading')).toHaveText('Your votes (2 of 30)')
    // 800 TLOS staked, two of 30: (sin(2π/30 − π/2) + 1) / 2 × 800.
    const projected = ((Math.sin((2 * Math.PI) / 30 - Math.PI / 2) + 1) / 2) * 800
    await expect(panel.getByTestId('projected-weight')).toHaveText(
      `Projected vote weight: ${projected.toLocaleString('en-US', { minimumFractionDigits: 4, maximumFractionDigits: 4 })}`,
    )
    const sent = page.waitForRequest(/\/v1\/chain\/send_transaction$/)
    await panel.getByRole('button', { name: 'Vote' }).click()
    await sent
    await expect(signed(page)).toBeVisible()
    await expect.poll(() => votesOf('producer3')).toBeGreaterThan(before)
    await expect(panel.getByRole('button', { name: 'Vote' })).toBeDisabled()
    const voters = (await (
      await page.request.post('/v1/chain/get_table_rows', {
        data: { code: 'eosio', table: 'voters', scope: 'eosio', json: true, lower_bound: 'voter3', limit: 1 },
      })
    ).json()) as { rows: { owner: string; producers: string[] }[] }
    expect(voters.rows[0]).toMatchObject({ owner: 'voter3', producers: ['producer1', 'producer3'] })
  })
})
