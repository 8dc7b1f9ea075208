// Test support: a real devnet in a child process, reached only over its public HTTP interfaces (the
// portal never imports the devnet). The page's URL is set to the devnet's origin, so the `local` network
// preset (everything at the page's origin) points the portal's real client code at it.
import { afterAll, beforeAll } from 'vitest'
import { configure } from '@testing-library/react'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

// Screens read a real devnet: on a loaded machine an answer can take longer than findBy's default 1 s.
configure({ asyncUtilTimeout: 10_000 })

/** Per-test time limit for tests against a devnet: real requests on a machine shared with other runs. */
export const DEVNET_TEST_TIMEOUT_MS = 30_000

// import.meta.dirname, not new URL(…): in the DOM test environment URL is the DOM's, which node:url refuses.
const repoRoot = resolve(import.meta.dirname, '../../../../..')

/** A devnet listening on a free loopback port over a temporary data directory. */
export type DevnetProcess = {
  /** The devnet origin, e.g. `http://127.0.0.1:40521`. */
  url: string
  /** Stops the devnet and removes its data directory. */
  stop(): Promise<void>
}

type Options = {
  /** `demo` seeds the demo world (cases 0–9, elections, arbitrators, documents); `none` only the contracts. */
  seed?: 'none' | 'demo'
  /** Waits until the demo documents are in the devnet's storage, for tests that open them. */
  documents?: boolean
}

/** Resolves with the first match of `pattern` in everything the devnet printed so far or prints later. */
function waitForOutput(
  child: ChildProcess,
  output: { text: string },
  pattern: RegExp,
): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = output.text.match(pattern)
      if (!match) return
      child.stdout?.off('data', check)
      resolve(match)
    }
    child.stdout?.on('data', check)
    child.once('exit', (code) => reject(new Error(`the devnet exited (${code}): ${output.text}`)))
    check()
  })
}

/** Starts `npm run devnet` on port 0 with a fresh data directory and waits until it answers. */
export async function startDevnetProcess(options: Options = {}): Promise<DevnetProcess> {
  const seed = options.seed ?? 'demo'
  const dataDir = mkdtempSync(join(tmpdir(), 'web-test-devnet-'))
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/devnet/src/main.ts',
      '--port',
      '0',
      '--data',
      dataDir,
      '--fresh',
      '--seed',
      seed,
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  // A test worker that dies without its afterAll must not leave a devnet running.
  const killOnExit = () => child.kill()
  process.once('exit', killOnExit)
  const output = { text: '' }
  const collect = (chunk: Buffer) => {
    output.text += chunk.toString()
  }
  // Collected first, so each waiter sees every chunk already in `output.text`.
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const listening = waitForOutput(child, output, /Devnet listening at (http:\/\/[^\s]+)/)
  const documents =
    seed === 'demo' && options.documents ? waitForOutput(child, output, /Demo documents uploaded/) : undefined
  // If the devnet dies before listening, that failure is the one reported.
  documents?.catch(() => {})
  const url = (await listening)[1]!
  await documents
  return {
    url,
    async stop() {
      // Requests still in flight (a 10 s refresh) would end in "socket hang up" once the devnet is gone.
      await happyDom().abort()
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      process.off('exit', killOnExit)
      rmSync(dataDir, { recursive: true, force: true })
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
  }, 60_000)
  afterAll(() => running?.stop())
  return {
    get url() {
      return current().url
    },
    stop: () => current().stop(),
  }
}
