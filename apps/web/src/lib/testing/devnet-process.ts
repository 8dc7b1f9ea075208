// Test support: a real devnet in a child process, reached only over its public HTTP interfaces (the
// portal never imports the devnet). The page's URL is set to the devnet's origin, so the `local` network
// preset (everything at the page's origin) points the portal's real client code at it.
import { afterAll, beforeAll, inject } from 'vitest'
import { configure } from '@testing-library/react'
// Test support only: the devnet's one test starter runs it as a child process, on a copy of the run's
// demo world when a suite wants one; the portal's own code never imports the devnet (this module loads
// none of it, only what spawns it and copies its data directory).
/* eslint-disable no-restricted-imports */
import { bundledDevnetMain, demoDataDir } from '@portal/devnet/src/testing/demo-template.ts'
import { launchDevnet } from '@portal/devnet/src/testing/start-devnet.ts'
/* eslint-enable no-restricted-imports */

// Screens read a real devnet: on a loaded machine an answer can take longer than findBy's default
// 1 s. These limits are failure bounds, not expectations: a machine at load 8–20 on two cores runs a
// test ten times slower than an idle one, so they sit far above what an idle machine needs.
configure({ asyncUtilTimeout: 60_000 })

/** Per-test time limit for tests against a devnet: real requests on a machine shared with other runs. */
export const DEVNET_TEST_TIMEOUT_MS = 300_000

/**
 * Time limit of the hook that starts a file's devnet. It may wait for the run's demo world to be seeded
 * (by another suite), which takes over a minute on a loaded machine; that wait ends on its own when the
 * seed ends or fails, so this limit only catches a devnet that never answers.
 */
export const DEVNET_START_TIMEOUT_MS = 10 * 60_000

/** A devnet listening on a free loopback port over a temporary data directory. */
export type DevnetProcess = {
  /** The devnet origin, e.g. `http://127.0.0.1:40521`. */
  url: string
  /** Stops the devnet and removes its data directory. */
  stop(): Promise<void>
}

type Options = {
  /**
   * `demo` (default): a copy of the run's demo world (cases 0–9, elections, arbitrators, documents
   * already in storage); `none`: a new chain with only the contracts.
   */
  seed?: 'none' | 'demo'
}

/** Starts the devnet (`main.ts`) in a child process on port 0 over its own data directory and waits until it answers. */
export async function startDevnetProcess(options: Options = {}): Promise<DevnetProcess> {
  const templates = inject('testTemplates')
  // The run's bundle of the devnet: each file's devnet starts without tsx's per-module work.
  const main = await bundledDevnetMain(templates)
  const devnet =
    (options.seed ?? 'demo') === 'demo'
      ? await launchDevnet({
          mode: 'child',
          main,
          dataDir: await demoDataDir(templates, 'web-test-devnet-'),
          removeDataDir: true,
        })
      : await launchDevnet({ mode: 'child', main, seed: 'none', tempPrefix: 'web-test-devnet-' })
  return {
    url: devnet.url,
    async stop() {
      // Requests still in flight (a 10 s refresh) would end in "socket hang up" once the devnet is gone.
      await happyDom().abort()
      await devnet.stop()
    },
  }
}

/** Points the page (and so the `local` network preset) at `origin`. Call before the first chain read. */
export function openPageAt(origin: string): void {
  happyDom().setURL(`${origin}/`)
}

function happyDom() {
  return (window as unknown as { happyDOM: { setURL(url: string): void; abort(): Promise<void> } }).happyDOM
}

/**
 * A devnet for the tests of one file: started (and the page pointed at it) before them, stopped after.
 * Its `url` and `stop` are read once it runs. Register other beforeAll hooks after this call, so they
 * run with the devnet up; their afterAll counterparts then run before it stops.
 */
export function devnetForThisFile(options: Options = {}): DevnetProcess {
  let running: DevnetProcess | undefined
  const current = () => {
    if (!running) throw new Error('The test devnet is not running yet.')
    return running
  }
  beforeAll(async () => {
    running = await startDevnetProcess(options)
    openPageAt(running.url)
  }, DEVNET_START_TIMEOUT_MS)
  afterAll(() => running?.stop())
  return {
    get url() {
      return current().url
    },
    stop: () => current().stop(),
  }
}
