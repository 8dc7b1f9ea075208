import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_MAIN, REPO_ROOT } from './testing/start-devnet.ts'

const root = mkdtempSync(join(tmpdir(), 'devnet-start-up-'))
let busy: Server
let port: number

beforeAll(async () => {
  // A real listener on a real port, as another program (or another devnet) would hold it.
  busy = createServer()
  await new Promise<void>((resolve) => busy.listen({ host: '127.0.0.1', port: 0 }, resolve))
  port = (busy.address() as { port: number }).port
})
afterAll(async () => {
  await new Promise((resolve) => busy.close(resolve))
  rmSync(root, { recursive: true, force: true })
})

const portLine = () =>
  `Port ${port} on 127.0.0.1 is already in use by another program (perhaps another devnet). Stop it, or choose another port: PORT=<port> or --port <port>.`

/** Runs a Node entry point of the repository to its end, as its npm script does. */
const run = (script: string, args: readonly string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: 240_000, // a failure bound under the test's own (vitest.config.ts), not an expectation
    env: { ...process.env, ...env },
  })

describe('a port already in use', () => {
  it('stops `npm run devnet` with one line naming PORT and the port, exit code 1, no stack trace', () => {
    const result = run(DEVNET_MAIN, ['--port', String(port), '--data', join(root, 'devnet')])
    expect(result.status).toBe(1)
    expect(result.stderr.trim().split('\n')).toEqual([portLine()])
  })

  it('stops `npm start` the same way when the port comes from PORT', () => {
    const result = run('scripts/start.ts', ['--data', join(root, 'start')], { PORT: String(port) })
    expect(result.status).toBe(1)
    expect(result.stderr.trim().split('\n')).toEqual([portLine()])
    expect(result.stdout).not.toMatch(/Telos Portal is running/)
  })

  it('ends `npm run dev` with the devnet line and a non-zero exit code', async () => {
    // Vite starts beside the devnet and is stopped with it; the devnet's data is the checkout's own
    // `.devnet`, untouched since the port check comes before the chain is opened.
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.stdout.resume()
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).toBe(1)
    expect(stderr).toContain(portLine())
    expect(stderr).not.toMatch(/\n\s+at \S+/) // no stack trace
  })
})
