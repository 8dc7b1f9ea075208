// The one way to start a devnet for tests and scripts: the devnet's own API tests, the portal's web
// tests, the e2e journeys and the benchmarks. Either in this process (the node and its HTTP server,
// reachable as objects) or as `apps/devnet/src/main.ts` in a child Node process (reached only over
// HTTP, as the portal reaches it). The port is any free one unless given; a data directory the
// caller does not name is a fresh temporary one, removed on stop.
//
// This module imports nothing of the devnet at load time (the in-process parts are loaded on first
// use), so a test in a browser-like environment can start a child devnet without loading the node.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { DevnetNode } from '../chain/node.ts'
import type { ContractModule } from '../chain/runtime/contract.ts'

/** The repository root: child devnets run from it, so relative `--data` and `--web` paths resolve there. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../../..')

/** The devnet's entry point, as `npm run devnet` runs it. */
export const DEVNET_MAIN = join(REPO_ROOT, 'apps/devnet/src/main.ts')

/** What `main.ts` prints once it listens; the child's URL is read from it. */
const LISTENING = /Devnet listening at (http:\/\/\S+)/

/** What the demo seed prints once its documents are in the devnet's storage. */
export const DEMO_DOCUMENTS_UPLOADED = /Demo documents uploaded/

export type LaunchDevnetOptions = {
  /** `in-process` (default): node and server in this process; `child`: `main.ts` in a child Node process. */
  mode?: 'in-process' | 'child'
  /** `demo` seeds the demo world (cases, elections, arbitrators, documents); `none` (default) only the contracts. */
  seed?: 'none' | 'demo'
  /** The port; 0 (default) takes any free one. */
  port?: number
  /** The interface; default the loopback 127.0.0.1. */
  host?: string
  /** The data directory. Default: a fresh temporary directory, removed on stop. A named one is kept unless `removeDataDir`. */
  dataDir?: string
  /** Empties the data directory before starting (a named one may hold an earlier run's chain). */
  fresh?: boolean
  /** Removes a named data directory on stop as well. */
  removeDataDir?: boolean
  /** Prefix of the temporary data directory's name. */
  tempPrefix?: string
  /** Folder of a built portal to serve at `/`. */
  web?: string
  /** `--cors-origin`: `*` (default), `none` or the one origin whose pages may call it (uploads included). */
  corsOrigin?: string
  /** Child only: `--storage-quota-mb`, megabytes of files the data directory may hold (default 1000). */
  storageQuotaMb?: number
  /** In-process only: test contracts deployed beside the standard ones. */
  contracts?: readonly ContractModule[]
  /** Child only: another entry point to run (default `DEVNET_MAIN`); a `.mjs` one (a bundle) runs without tsx. */
  main?: string
  /** Child only: Node flags for the child (e.g. `--cpu-prof`). */
  nodeArgs?: readonly string[]
  /** Child only: further lines of the devnet's output to wait for after it listens (e.g. `DEMO_DOCUMENTS_UPLOADED`). */
  waitFor?: readonly RegExp[]
  /** Child only: the child's stderr is shown (`inherit`) or only kept for the failure message (`pipe`, default). */
  stderr?: 'pipe' | 'inherit'
}

/** A running devnet. */
export type LaunchedDevnet = {
  /** The origin, e.g. `http://127.0.0.1:40521`. */
  url: string
  dataDir: string
  /** In-process only: the node (chain, history, storage). */
  node: DevnetNode | undefined
  /** Child only: the child's process id (e.g. to read its memory from /proc). */
  pid: number | undefined
  /** Stops the devnet and removes its data directory unless it was named (or `keepData`). */
  stop(options?: { keepData?: boolean }): Promise<void>
}

/** Starts a devnet and resolves once it answers at `url`. */
export async function launchDevnet(options: LaunchDevnetOptions = {}): Promise<LaunchedDevnet> {
  const named = options.dataDir !== undefined
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), options.tempPrefix ?? 'devnet-test-'))
  const remove = !named || options.removeDataDir === true
  let started: Started
  try {
    started =
      options.mode === 'child' ? await startChild(options, dataDir) : await startInProcess(options, dataDir)
  } catch (error) {
    if (remove) rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return {
    url: started.url,
    node: started.node,
    pid: started.pid,
    dataDir,
    async stop(stopOptions = {}) {
      await started.close()
      if (remove && !stopOptions.keepData) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

type Started = Pick<LaunchedDevnet, 'url' | 'node' | 'pid'> & { close(): Promise<void> }

async function startInProcess(options: LaunchDevnetOptions, dataDir: string): Promise<Started> {
  const [{ openDevnetNode }, { createServer }] = await Promise.all([
    import('../chain/node.ts'),
    import('../http/server.ts'),
  ])
  const host = options.host ?? '127.0.0.1'
  // `fresh` empties the folder only once it is locked, so a devnet still running there is refused, not wiped.
  const node = openDevnetNode({
    dataDir,
    seed: options.seed ?? 'none',
    contracts: options.contracts,
    fresh: options.fresh,
    publicOrigin: options.port ? `http://${host}:${options.port}` : undefined,
  })
  const corsOrigin = options.corsOrigin ?? '*'
  const app = await createServer({
    node,
    dataDir,
    webDist: options.web,
    corsAllowOrigin: corsOrigin === 'none' ? false : corsOrigin,
  })
  try {
    await app.listen({ host, port: options.port ?? 0 })
  } catch (error) {
    node.close()
    throw error
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://${host}:${port}`,
    node,
    pid: undefined,
    async close() {
      await app.close()
      node.close()
    },
  }
}

async function startChild(options: LaunchDevnetOptions, dataDir: string): Promise<Started> {
  const main = options.main ?? DEVNET_MAIN
  const args = [
    ...(options.nodeArgs ?? []),
    // A bundle (devnet-bundle.ts) is plain JavaScript; sources need tsx.
    ...(main.endsWith('.mjs') ? [] : ['--import', 'tsx']),
    main,
    '--host',
    options.host ?? '127.0.0.1',
    '--port',
    String(options.port ?? 0),
    '--data',
    dataDir,
    '--seed',
    options.seed ?? 'none',
    ...(options.fresh ? ['--fresh'] : []),
    ...(options.web ? ['--web', options.web] : []),
    ...(options.corsOrigin ? ['--cors-origin', options.corsOrigin] : []),
    ...(options.storageQuotaMb ? ['--storage-quota-mb', String(options.storageQuotaMb)] : []),
  ]
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', options.stderr ?? 'pipe'],
  })
  // A process that ends without stopping the devnet (a test worker that dies) must not leave it running.
  const killOnExit = () => child.kill()
  process.once('exit', killOnExit)
  const output = { text: '' }
  const collect = (chunk: Buffer) => {
    output.text += chunk.toString()
  }
  // Collected first, so each waiter sees every chunk already in `output.text`.
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    process.off('exit', killOnExit)
  }
  const waiters = [LISTENING, ...(options.waitFor ?? [])].map((pattern) =>
    waitForOutput(child, output, pattern),
  )
  // If the devnet dies before listening, that failure is the one reported.
  for (const waiter of waiters.slice(1)) waiter.catch(() => {})
  try {
    const url = (await waiters[0]!)[1]!
    await Promise.all(waiters.slice(1))
    return { url, node: undefined, pid: child.pid, close }
  } catch (error) {
    await close()
    throw error
  }
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
      child.off('exit', exited)
      resolve(match)
    }
    const exited = (code: number | null) => reject(new Error(`the devnet exited (${code}): ${output.text}`))
    child.stdout?.on('data', check)
    child.once('exit', exited)
    check()
  })
}
