// Lighthouse (mobile defaults: emulated phone, simulated slow 4G and CPU throttling) on a page as
// `npm start` serves it: the built portal from the devnet, compressed. Prints performance and
// accessibility scores against the budgets (performance ≥ 95, accessibility 100).
// BENCH_PATH picks the page (default `/`), e.g. `BENCH_PATH=/poc/smartsafe npm run bench -- lighthouse`.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { launchDevnet, type LaunchedDevnet } from '../apps/devnet/src/testing/start-devnet.ts'

const root = new URL('..', import.meta.url).pathname
const port = Number(process.env.BENCH_PORT ?? 8961)
const origin = `http://127.0.0.1:${port}`
const path = process.env.BENCH_PATH ?? '/'

if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.log('Building the portal first…')
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
}

let chrome: chromeLauncher.LaunchedChrome | undefined
let devnet: LaunchedDevnet | undefined
try {
  // `npm start`'s devnet: the demo world, serving the built portal, on a fresh temporary data directory.
  devnet = await launchDevnet({
    mode: 'child',
    port,
    seed: 'demo',
    web: 'apps/web/dist',
    tempPrefix: 'portal-lighthouse-',
    stderr: 'inherit',
  })
  chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
    ],
  })
  const result = await lighthouse(`${origin}${path}`, {
    port: chrome.port,
    onlyCategories: ['performance', 'accessibility'],
    logLevel: 'error',
    output: 'json',
  })
  if (!result) throw new Error('Lighthouse returned no result')
  const { categories, audits } = result.lhr
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ]) {
    console.log(`  ${(audits[id]?.title ?? id).padEnd(28)} ${audits[id]?.displayValue ?? ''}`)
  }
  const failing = Object.values(audits).filter(
    (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
  )
  for (const audit of failing) console.log(`  failing: ${audit.id} — ${audit.title}`)
  const opportunities = Object.values(audits).filter(
    (audit) =>
      audit.details?.type === 'opportunity' && (audit.numericValue ?? 0) > 0 && (audit.score ?? 1) < 0.9,
  )
  for (const audit of opportunities) console.log(`  opportunity: ${audit.title} ${audit.displayValue ?? ''}`)
  if (process.env.BENCH_VERBOSE) {
    for (const id of ['unused-javascript', 'bootup-time', 'network-requests']) {
      const details = audits[id]?.details as { items?: Record<string, unknown>[] } | undefined
      for (const item of details?.items ?? []) console.log(`  ${id}: ${JSON.stringify(item).slice(0, 240)}`)
    }
  }
  console.log(
    `Lighthouse on ${path} (mobile): performance ${score('performance')} (budget ≥ 95), accessibility ${score('accessibility')} (budget 100)`,
  )
} finally {
  await chrome?.kill()
  await devnet?.stop()
}
