import { defineConfig } from '@playwright/test'
import { DISABLED_FEATURES_ARG } from './chromium-flags.ts'

export const PORT = Number(process.env.E2E_PORT ?? 8931)
// Another build folder lets two runs on one machine each test the portal they built.
export const WEB_DIST = process.env.E2E_WEB_DIST ?? 'apps/web/dist'
/** The devnet's data directory (relative to the repository root), kept after the run. */
export const E2E_DATA_DIR = `.devnet-e2e-${PORT}`
export const BASE_URL = `http://127.0.0.1:${PORT}`

// Debian's Chromium, started with the flags this closed network needs; Playwright never downloads a browser.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Per port, so a second run on the machine does not delete this run's traces and screenshots.
  outputDir: PORT === 8931 ? '../test-results' : `../test-results-${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The list for people; the spec seconds for the next run's shards (scripts/e2e.ts).
  reporter: [['list'], ['./spec-seconds-reporter.ts']],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    // Each test's new context opens a window: its browser UI is turned off (chromium-flags.ts).
    launchOptions: { executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, DISABLED_FEATURES_ARG] },
    // On CI a failed test runs once more, and that retry is recorded as a trace (each action's DOM
    // snapshot; no screencast, whose frames were a third of a journey's CPU). Recording every test for
    // the few that fail cost 15 % of the journeys' CPU (double-submit-last + shell: 145 → 123 and
    // 160 → 138 CPU-seconds, alternating runs). Outside CI (no retry) a failure keeps its own trace.
    trace: process.env.CI
      ? { mode: 'on-first-retry', screenshots: false }
      : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    video: 'off',
  },
  // A fresh devnet for the run (demo seed), serving the portal built by `npm run e2e`.
  globalSetup: './global-setup.ts',
})
