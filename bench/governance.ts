// The ballots list with 1,000 extra ballots on the devnet (on top of the demo world): how long the
// guest's first render of the list takes (navigation to the first cards and the count of every
// ballot), how long a search takes to update the list, and the pure filter + sort time in Node.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { openDevnetNode } from '../apps/devnet/src/chain/node.ts'
import { createServer } from '../apps/devnet/src/http/server.ts'
import { seedBenchBallots } from '../apps/devnet/src/seed/demo/bench-ballots.ts'
import { filterBallots, type BallotListFilters } from '../packages/chain/src/governance/ballot-list.ts'

const COUNT = Number(process.env.BENCH_BALLOTS ?? 1000)
const root = new URL('..', import.meta.url).pathname
// BENCH_WEB_DIST measures another build folder (one built with `vite build --outDir`).
const dist = process.env.BENCH_WEB_DIST
  ? resolve(root, process.env.BENCH_WEB_DIST)
  : join(root, 'apps/web/dist')
if (!existsSync(join(dist, 'index.html'))) {
  console.log('Building the portal first…')
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
}

const dataDir = mkdtempSync(join(tmpdir(), 'governance-bench-'))
const node = openDevnetNode({ dataDir, seed: 'demo' })
let started = performance.now()
seedBenchBallots(node.chain, COUNT)
console.log(`seeded ${COUNT} bench ballots in ${((performance.now() - started) / 1000).toFixed(1)} s`)
const app = await createServer({ node, dataDir, webDist: dist })
await app.listen({ host: '127.0.0.1', port: 0 })
const address = app.server.address()
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
})
try {
  const ballots = { rows: await everyBallot() }
  const filters: BallotListFilters = { tab: 'decide', treasury: 'all', search: 'grants', sort: 'az' }
  started = performance.now()
  const rounds = 20
  for (let round = 0; round < rounds; round++) filterBallots(ballots.rows, filters)
  console.log(
    `filter + sort of ${ballots.rows.length} ballots in Node: ${((performance.now() - started) / rounds).toFixed(2)} ms`,
  )

  type Run = {
    render: number
    readsDone: number
    search: number
    reads: number
    loadTask: number
    searchTask: number
  }
  const runs: Run[] = []
  for (let run = 0; run < 3; run++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    let reads = 0
    let readsDone = 0
    const t0 = Date.now()
    page.on('requestfinished', (request) => {
      if (!request.url().endsWith('/get_table_rows') || !request.postData()?.includes('"ballots"')) return
      reads++
      readsDone = Date.now() - t0
    })
    // Long tasks (over 50 ms on the main thread) are the jank: recorded from the first script on.
    await page.addInitScript(`
      window.longTasks = []
      new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => e.duration)))
        .observe({ type: 'longtask', buffered: true })
    `)
    await page.goto(`${origin}/trails/ballots?treasury=all`)
    await countShown(page, { equal: ballots.rows.length - countProposals(ballots.rows) })
    const render = Date.now() - t0
    const loadTask = await longestTask(page)
    // Measured in the page: from the input event to the frame whose count shows the filtered list.
    // (A string, so the bundler's helpers for the Node side never reach the page.)
    const search = Number(
      await page.evaluate(`new Promise((done) => {
        const total = ${ballots.rows.length - countProposals(ballots.rows)}
        const input = document.querySelector('input[type="search"]')
        const shown = () => Array.from(document.querySelectorAll('[role="status"]'))
          .map((node) => /^(\\d+) ballots?$/.exec(node.textContent ?? '')?.[1])
          .find((count) => count !== undefined)
        const started = performance.now()
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, 'grants')
        input.dispatchEvent(new Event('input', { bubbles: true }))
        const frame = () =>
          Number(shown() ?? total) < total ? done(performance.now() - started) : requestAnimationFrame(frame)
        frame()
      })`),
    )
    await page.waitForTimeout(300)
    const searchTask = await longestTask(page)
    runs.push({ render, readsDone, search, reads, loadTask, searchTask })
    await page.close()
  }
  const median = (pick: (run: Run) => number) =>
    [...runs.map(pick)].sort((a, b) => a - b)[Math.floor(runs.length / 2)] ?? 0
  console.log(
    `ballots list with ${ballots.rows.length} ballots (median of ${runs.length}): ` +
      `first render ${median((r) => r.render)} ms from navigation ` +
      `(the ${runs[0]?.reads} ballots reads of 250 done at ${median((r) => r.readsDone)} ms), ` +
      `longest main-thread task ${Math.round(median((r) => r.loadTask))} ms; ` +
      `search update ${Math.round(median((r) => r.search))} ms, longest task while searching ` +
      `${Math.round(median((r) => r.searchTask))} ms`,
  )
} finally {
  await browser.close()
  await app.close()
  node.close()
  rmSync(dataDir, { recursive: true, force: true })
}

/** The longest main-thread task recorded since the last call (0 when none took over 50 ms). */
async function longestTask(page: Page): Promise<number> {
  return Number(
    await page.evaluate(`(() => {
      const longest = Math.max(0, ...window.longTasks)
      window.longTasks = []
      return longest
    })()`),
  )
}

/** Waits, checking every frame, until the list's "N ballots" count is `equal` (or below `below`). */
async function countShown(page: Page, want: { equal?: number; below?: number }): Promise<void> {
  await page.waitForFunction(
    ({ equal, below }) =>
      Array.from(document.querySelectorAll('[role="status"]')).some((node) => {
        const match = /^(\d+) ballots?$/.exec(node.textContent ?? '')
        if (match === null) return false
        const count = Number(match[1])
        return equal !== undefined ? count === equal : count < (below ?? 0)
      }),
    want,
    { polling: 'raf', timeout: 60_000 },
  )
}

function countProposals(rows: readonly { category: string }[]): number {
  return rows.filter((row) => row.category === 'proposal').length
}

/** Every ballot on the bench devnet, by name, 1,000 a read (the most nodeos answers at once). */
async function everyBallot(): Promise<Parameters<typeof filterBallots>[0][number][]> {
  type Page = { rows: Parameters<typeof filterBallots>[0][number][]; more: boolean; next_key: string }
  const all: Page['rows'] = []
  let lower = ''
  for (;;) {
    const page = (await (
      await fetch(`${origin}/v1/chain/get_table_rows`, {
        method: 'POST',
        body: JSON.stringify({
          code: 'telos.decide',
          scope: 'telos.decide',
          table: 'ballots',
          json: true,
          limit: 1000,
          lower_bound: lower,
        }),
      })
    ).json()) as Page
    all.push(...page.rows)
    if (!page.more) return all
    lower = page.next_key
  }
}
