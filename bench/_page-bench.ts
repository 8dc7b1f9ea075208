import { chromium, type Browser } from 'playwright-core'
import { launchDevnet, type LaunchedDevnet } from '../apps/devnet/src/testing/start-devnet.ts'
import { yieldToThePage } from './_devnet-priority.ts'

// What the benches that load one page in Chromium share (profile-page, long-tasks): the demo devnet
// serving a build at the lowest CPU priority, the browser, a phone's viewport and the trace categories
// the main thread's tasks and the first contentful paint are read from (_long-tasks.ts).

/** A phone's screen, as the profile and long-tasks benches load pages. */
export const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true } as const

/** Trace categories with the main thread's tasks, navigation start and the first contentful paint. */
export const PAGE_TRACE_CATEGORIES = [
  'toplevel',
  'disabled-by-default-devtools.timeline',
  'devtools.timeline',
  'blink.user_timing',
  'loading',
]

/**
 * The demo devnet serving BENCH_WEB (the portal's build by default) at the lowest CPU priority.
 * BENCH_PORT pins its port (a shared machine gives each person a range); any free one if unset.
 */
export async function startBenchDevnet(tempPrefix: string): Promise<LaunchedDevnet> {
  const devnet = await launchDevnet({
    mode: 'child',
    seed: 'demo',
    web: process.env.BENCH_WEB ?? 'apps/web/dist',
    port: Number(process.env.BENCH_PORT ?? 0),
    tempPrefix,
  })
  yieldToThePage(devnet)
  return devnet
}

/** The bench devnet (startBenchDevnet) and Debian's Chromium under Playwright. */
export async function startPageBench(
  tempPrefix: string,
): Promise<{ devnet: LaunchedDevnet; browser: Browser }> {
  const devnet = await startBenchDevnet(tempPrefix)
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
  return { devnet, browser }
}
