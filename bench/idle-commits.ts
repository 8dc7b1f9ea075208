// Idle cost of the portal: with a page open and nothing changing on chain, how many React commits and
// requests do the 10 s refreshes cause? Counts commits through the hook React calls on every commit
// (the one developer tools use), after the page's data is on screen, over IDLE_SECONDS (default 25,
// two refresh cycles). Goal: 0 commits, and only the requests the page's refresh names.
// BENCH_WEB_DIST picks the build (default apps/web/dist); IDLE_PAGES a comma-separated list of paths;
// BENCH_PORT the devnet's port.
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS } from '../e2e/playwright.config.ts'
import { launchDevnet } from '../apps/devnet/src/testing/start-devnet.ts'

const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 25)
const web = process.env.BENCH_WEB_DIST ?? 'apps/web/dist'
const pages = (
  process.env.IDLE_PAGES ??
  '/resolve/case/3,/resolve/elections,/resolve/cases,/trails/ballots,/trails/elections'
)
  .split(',')
  .filter(Boolean)

// React looks for this hook at start-up and calls onCommitFiberRoot after every commit.
const COMMIT_COUNTER = `
  window.__commits = { commits: 0 };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: function () { return 1 },
    onScheduleFiberRoot: function () {},
    onCommitFiberRoot: function () { window.__commits.commits += 1 },
    onCommitFiberUnmount: function () {},
    onPostCommitFiberRoot: function () {},
    checkDCE: function () {},
  };
`

// BENCH_PORT pins the devnet's port (a shared machine gives each person a range); any free one if unset.
const devnet = await launchDevnet({
  mode: 'child',
  seed: 'demo',
  web,
  port: Number(process.env.BENCH_PORT ?? 0),
  tempPrefix: 'portal-idle-',
})
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
try {
  // The chain must stand still: no block production changes what the pages read (blocks do not
  // change table rows; only transactions would, and none are sent).
  console.log(`idle window ${IDLE_SECONDS} s per page, after its data is on screen`)
  console.log('page                          commits  requests  (requests by endpoint)')
  for (const path of pages) {
    const context = await browser.newContext()
    const page = await context.newPage()
    // A string, not a function: tsx would wrap the function's inner functions in its `__name` helper,
    // which the page does not have, and the hook would silently never be installed.
    await page.addInitScript(COMMIT_COUNTER)
    const requests: string[] = []
    let counting = false
    page.on('request', (request) => {
      if (counting) requests.push(new URL(request.url()).pathname)
    })
    await page.goto(`${devnet.url}${path}`)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    // Let the first reads land and the page settle before the idle window starts.
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(3000)
    const before = await page.evaluate(
      () => (window as unknown as { __commits: { commits: number } }).__commits.commits,
    )
    // No commit at all while the page loaded means the counter is not installed: say so, never print 0.
    if (before === 0)
      throw new Error(`${path}: React reported no commit while loading; the counter is broken`)
    counting = true
    await page.waitForTimeout(IDLE_SECONDS * 1000)
    counting = false
    const after = await page.evaluate(
      () => (window as unknown as { __commits: { commits: number } }).__commits.commits,
    )
    const byEndpoint = new Map<string, number>()
    for (const url of requests) byEndpoint.set(url, (byEndpoint.get(url) ?? 0) + 1)
    const detail = [...byEndpoint].map(([url, n]) => `${url.replace('/v1/chain/', '')} ×${n}`).join(', ')
    console.log(
      `${path.padEnd(30)}${String(after - before).padStart(7)}${String(requests.length).padStart(10)}  (${detail})`,
    )
    await context.close()
  }
} finally {
  await browser.close()
  await devnet.stop()
}
