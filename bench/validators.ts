// The validators page at scale: a devnet with `--seed bench` (30 producers benchmarking every 15
// minutes for a week, about 20 000 eosmechanics::cpu actions) serving the built portal. Opens
// /validators in Chromium, picks 7 days and prints the actions read, the history pages, the time
// until every page has arrived and until the chart is drawn, and the main thread's long tasks
// (total blocking time) meanwhile. Figures only; nothing is asserted about time.
// Seeding runs the contract 20 000 times (minutes); BENCH_DATA_DIR keeps the seeded chain and reuses
// it on the next run. BENCH_WEB_DIST measures another build folder.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { openDevnetNode } from '../apps/devnet/src/chain/node.ts'
import { createServer } from '../apps/devnet/src/http/server.ts'
import { BENCH_PRODUCER_COUNT } from '../apps/devnet/src/seed/bench.ts'
import { CHROMIUM_ARGS } from '../e2e/playwright.config.ts'

const root = new URL('..', import.meta.url).pathname
const dist = process.env.BENCH_WEB_DIST
  ? resolve(root, process.env.BENCH_WEB_DIST)
  : join(root, 'apps/web/dist')
if (!existsSync(join(dist, 'index.html'))) {
  console.log('Building the portal first…')
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
}

const keep = process.env.BENCH_DATA_DIR
const dataDir = keep ? resolve(keep) : mkdtempSync(join(tmpdir(), 'validators-bench-'))
const reused = existsSync(join(dataDir, 'chain.sqlite'))
let started = performance.now()
const node = openDevnetNode({ dataDir, seed: 'bench' })
console.log(
  reused
    ? `reused the bench chain in ${dataDir}`
    : `seeded the bench chain in ${((performance.now() - started) / 1000).toFixed(1)} s`,
)
const app = await createServer({ node, dataDir, webDist: dist })
await app.listen({ host: '127.0.0.1', port: 0 })
const address = app.server.address()
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  // Long tasks (over 50 ms on the main thread) from the first script on; the page's clock marks.
  await page.addInitScript(`
    window.longTasks = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push({ start: entry.startTime, duration: entry.duration })
    }).observe({ type: 'longtask', buffered: true })
  `)
  started = performance.now()
  await page.goto(`${origin}/validators`)
  const chart = page.getByTestId('benchmark-chart')
  // The chart is built as it comes near the viewport, below the validators table.
  await chart.scrollIntoViewIfNeeded({ timeout: 120_000 })
  await chart.locator('.recharts-line-curve').first().waitFor({ timeout: 120_000 })
  console.log(
    `1 day (the default): chart drawn ${Math.round(performance.now() - started)} ms after navigation, ` +
      `${await chart.getAttribute('aria-label')}`,
  )
  await page.waitForTimeout(1000)

  // From the click on "7 days", in the page's clock: the history pages' responseEnd (resource
  // timing) and the first frame with every validator's line in the chart.
  const clickAt = Number(
    await page.evaluate(`(() => {
      window.longTasks = []
      performance.clearResourceTimings()
      performance.setResourceTimingBufferSize(10000)
      const button = Array.from(document.querySelectorAll('button')).find((b) => b.textContent === '7 days')
      const at = performance.now()
      button.click()
      return at
    })()`),
  )
  await page.waitForFunction(
    (lines) => {
      const chart = document.querySelector('[data-testid="benchmark-chart"]')
      const label = chart?.getAttribute('aria-label') ?? ''
      if (!/by \d+ validators/.test(label) || chart!.querySelectorAll('.recharts-line-curve').length < lines)
        return false
      ;(window as unknown as { drawnAt: number }).drawnAt ??= performance.now()
      return true
    },
    BENCH_PRODUCER_COUNT,
    { polling: 'raf', timeout: 240_000 },
  )
  await page.waitForTimeout(500)
  const figures = (await page.evaluate(`(() => {
    const pages = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/v2/history/get_actions'))
    const tasks = window.longTasks.filter((task) => task.start >= ${clickAt} && task.start <= window.drawnAt)
    return {
      pages: pages.length,
      loadedAt: Math.max(0, ...pages.map((entry) => entry.responseEnd)) - ${clickAt},
      drawnAt: window.drawnAt - ${clickAt},
      label: document.querySelector('[data-testid="benchmark-chart"]').getAttribute('aria-label'),
      tasks: tasks.length,
      blocking: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      longest: Math.max(0, ...tasks.map((task) => task.duration)),
      firstPage: pages[0]?.name ?? '',
    }
  })()`)) as {
    pages: number
    loadedAt: number
    drawnAt: number
    label: string
    tasks: number
    blocking: number
    longest: number
    firstPage: string
  }
  const runs = Number(/(\d+) runs/.exec(figures.label)?.[1])
  console.log(`7 days: ${runs} benchmark actions (${figures.label})`)
  console.log(`history pages read: ${figures.pages} (first: ${figures.firstPage.replace(origin, '')})`)
  console.log(`every page loaded: ${Math.round(figures.loadedAt)} ms after the click`)
  console.log(
    `chart drawn (all ${BENCH_PRODUCER_COUNT} lines): ${Math.round(figures.drawnAt)} ms after the click`,
  )
  console.log(
    `long tasks until drawn: ${figures.tasks}, total blocking time ${Math.round(figures.blocking)} ms, ` +
      `longest ${Math.round(figures.longest)} ms`,
  )
} finally {
  await browser.close()
  await app.close()
  node.close()
  if (!keep) rmSync(dataDir, { recursive: true, force: true })
}
