// Lighthouse (mobile defaults: emulated phone, simulated slow 4G, CPU throttling) on the portal's
// pages as `npm start` serves them: the built portal from the devnet, compressed, with the demo world's
// data on screen. Calibrated: the CPU slowdown is max(4, benchmark index / 375), from the median of the
// host's indices Lighthouse measured in this invocation's runs so far (`_lighthouse-calibration.ts`), so
// a faster host does not flatter the figures; BENCH_SLOWDOWN=6 pins it, to compare two builds alike. Each route runs BENCH_RUNS times (3 by default); a row prints each figure's median
// with the host's index and the slowdown, against the budgets (performance ≥ 95, accessibility 100,
// TBT ≤ 200 ms, LCP ≤ 2.5 s, CLS ≤ 0.05).
// Every content route by default; BENCH_PATHS=/,/resolve (or BENCH_PATH=/tokens) picks some.
// Pages that need a session are opened signed in with the Local keys wallet as a fitting demo account.
// BENCH_WEB=<folder> measures another build (e.g. main's, to compare in one run).
// BENCH_VERBOSE=1 also lists failing audits, opportunities, and the scripts' boot-up time.
// BENCH_REPORTS=<folder> keeps each route's full Lighthouse report there as JSON (the LCP element, its
// phases, the network requests) for a closer look.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { launchDevnet, type LaunchedDevnet } from '../apps/devnet/src/testing/start-devnet.ts'
import { cpuSlowdownFor, median, medianFigures, type RunFigures } from './_lighthouse-calibration.ts'
import { printDetails } from './_lighthouse-details.ts'
import { yieldToThePage } from './_devnet-priority.ts'

const root = new URL('..', import.meta.url).pathname
const port = Number(process.env.BENCH_PORT ?? 8961)
const origin = `http://127.0.0.1:${port}`

/** A page to measure and, when it needs a session, the demo account to open it as. */
type Target = { path: string; as?: string }

const ALL_ROUTES: Target[] = [
  { path: '/' },
  { path: '/trails/ballots' },
  { path: '/trails/ballot/artcontest' },
  { path: '/trails/elections' },
  { path: '/trails/treasuries' },
  { path: '/works/proposals' },
  { path: '/validators' },
  { path: '/governance' },
  { path: '/testnet/rotation' },
  { path: '/testnet/developers' },
  { path: '/profiles/display/voter1' },
  { path: '/accounts/claim' },
  { path: '/accounts/add' },
  { path: '/login' },
  { path: '/resolve' },
  { path: '/resolve/cases' },
  { path: '/resolve/elections' },
  { path: '/resolve/case/3' },
  { path: '/transfers/add', as: 'voter1' },
  { path: '/tokens', as: 'tokenowner' },
  { path: '/poc/smartsafe', as: 'voter1' },
  { path: '/profiles/edit/voter1', as: 'voter1' },
  { path: '/profiles/contacts', as: 'voter1' },
  { path: '/apps', as: 'voter1' },
  { path: '/apps/add', as: 'voter1' },
  { path: '/resolve/admin', as: 'resolveadmin' },
  { path: '/resolve/arbitrator', as: 'arbitrator1' },
  { path: '/resolve/account', as: 'claimant1' },
]

function chosenRoutes(): Target[] {
  const list = process.env.BENCH_PATHS ?? process.env.BENCH_PATH
  if (!list) return ALL_ROUTES
  return list.split(',').map((path) => ALL_ROUTES.find((route) => route.path === path) ?? { path })
}

const web = process.env.BENCH_WEB ?? join(root, 'apps/web/dist')
if (!process.env.BENCH_WEB && !existsSync(join(web, 'index.html'))) {
  console.log('Building the portal first…')
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
}

type Row = RunFigures & { path: string }

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3))

const verdict = (row: Row) =>
  row.performance >= 95 && row.accessibility === 100 && row.tbt <= 200 && row.lcp <= 2500 && row.cls <= 0.05
    ? 'within budget'
    : 'over budget'

let chrome: chromeLauncher.LaunchedChrome | undefined
let devnet: LaunchedDevnet | undefined
try {
  // `npm start`'s devnet: the demo world, serving the built portal, on a fresh temporary data directory.
  devnet = await launchDevnet({
    mode: 'child',
    port,
    seed: 'demo',
    web,
    tempPrefix: 'portal-lighthouse-',
    stderr: 'inherit',
  })
  yieldToThePage(devnet)
  chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  })
  // The same browser, driven over CDP, sets up each run's session and clears its cache, since a run that
  // keeps the session (disableStorageReset) would otherwise also keep a warm cache.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  const context = browser.contexts()[0] ?? (await browser.newContext())
  const rows: Row[] = []
  const chromePort = chrome.port
  /** One Lighthouse run of a route, with a fresh cache and the route's session. */
  const measure = async (target: { path: string; as?: string | undefined }, slowdown: number) => {
    const setup = await context.newPage()
    await setup.goto(`${origin}/favicon.svg`)
    await setup.evaluate((account) => {
      localStorage.clear()
      if (account) {
        localStorage.setItem('account', account)
        localStorage.setItem('autoLogin', 'local-keys')
        localStorage.setItem('returning', 'true')
      }
    }, target.as ?? null)
    const cdp = await context.newCDPSession(setup)
    await cdp.send('Network.clearBrowserCache')
    await setup.close()
    return lighthouse(`${origin}${target.path}`, {
      port: chromePort,
      onlyCategories: ['performance', 'accessibility'],
      logLevel: 'error',
      output: 'json',
      disableStorageReset: true,
      throttling: { cpuSlowdownMultiplier: slowdown },
    })
  }
  /** Runs that only read the host's index, before the first route's figures. */
  const CALIBRATION_RUNS = 3
  /** Every benchmark index Lighthouse measured in this invocation: one run's index swings by a third on a
   * quiet host (1,530–2,520 seen in one run), so the slowdown follows their median, not the last one. */
  const hostIndices: number[] = []
  /** BENCH_SLOWDOWN pins the slowdown (to compare two builds at the same one); else it is calibrated. */
  const pinned = Number(process.env.BENCH_SLOWDOWN) || undefined
  const slowdownNow = () => pinned ?? cpuSlowdownFor(hostIndices.length > 0 ? median(hostIndices) : undefined)
  const noteIndex = (index: number | undefined) => {
    if (index !== undefined && Number.isFinite(index)) hostIndices.push(index)
  }
  /** One calibrated run; a run Lighthouse could not read (now and then NO_NAVSTART on `/`, whose page
   * moves on to the live elections) is tried once more, and a second failure is printed as such. */
  const run = async (target: Target) => {
    if (hostIndices.length === 0 && !pinned) {
      // Calibration: runs at 4× to read the host's index before any figure counts. Three, not one: a
      // single calibration run once read about 1,680 on a host whose other runs read 2,300–2,900, and
      // the first route was measured at 4.47× (2026-11-30).
      for (let calibration = 0; calibration < CALIBRATION_RUNS; calibration += 1)
        noteIndex((await measure(target, cpuSlowdownFor(undefined)))?.lhr.environment.benchmarkIndex)
    }
    const slowdown = slowdownNow()
    let result = await measure(target, slowdown)
    if (result?.lhr.runtimeError) result = await measure(target, slowdown)
    if (!result) throw new Error(`Lighthouse returned no result for ${target.path}`)
    noteIndex(result.lhr.environment.benchmarkIndex)
    return { result, slowdown }
  }
  for (const target of chosenRoutes()) {
    const runs: RunFigures[] = []
    for (let attempt = 1; attempt <= RUNS; attempt += 1) {
      const { result, slowdown } = await run(target)
      const { categories, audits, runtimeError } = result.lhr
      const reports = process.env.BENCH_REPORTS
      if (reports) {
        mkdirSync(reports, { recursive: true })
        const name = `${target.path.replace(/\W+/g, '_') || 'root'}${target.as ? `_as_${target.as}` : ''}`
        writeFileSync(join(reports, `${name}_${attempt}.json`), JSON.stringify(result.lhr))
      }
      if (runtimeError) console.log(`${target.path}: Lighthouse could not measure it: ${runtimeError.code}`)
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: audits['total-blocking-time']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        benchmarkIndex: result.lhr.environment.benchmarkIndex,
        slowdown,
      })
      if (process.env.BENCH_VERBOSE) {
        const last = runs.at(-1) as RunFigures
        console.log(
          `  run ${attempt}: perf ${last.performance}  TBT ${last.tbt.toFixed(0)} ms  LCP ${(last.lcp / 1000).toFixed(1)} s  index ${last.benchmarkIndex.toFixed(0)}  CPU ${slowdown}×`,
        )
        printDetails(result.lhr)
      }
    }
    const row: Row = {
      path: target.as ? `${target.path} (as ${target.as})` : target.path,
      ...medianFigures(runs),
    }
    rows.push(row)
    console.log(
      `${row.path.padEnd(40)} perf ${String(row.performance).padStart(3)}  a11y ${String(row.accessibility).padStart(3)}  LCP ${(row.lcp / 1000).toFixed(1)} s  TBT ${row.tbt.toFixed(0).padStart(5)} ms  CLS ${row.cls.toFixed(3)}  index ${row.benchmarkIndex.toFixed(0)}  CPU ${row.slowdown}×  ${verdict(row)}`,
    )
  }
  await browser.close().catch(() => undefined)

  console.log(`\nMedian of ${RUNS} run(s) per route.`)
  console.log('| Route | Performance | Accessibility | LCP | TBT | CLS | Index | CPU | Budget |')
  console.log('|---|---|---|---|---|---|---|---|---|')
  for (const row of rows)
    console.log(
      `| \`${row.path}\` | ${row.performance} | ${row.accessibility} | ${(row.lcp / 1000).toFixed(1)} s | ${row.tbt.toFixed(0)} ms | ${row.cls.toFixed(3)} | ${row.benchmarkIndex.toFixed(0)} | ${row.slowdown}× | ${verdict(row)} |`,
    )
  const within = rows.filter((row) => verdict(row) === 'within budget').length
  console.log(`\n${within} of ${rows.length} routes within budget (Lighthouse mobile)`)
} finally {
  await chrome?.kill()
  await devnet?.stop()
}
