import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach } from 'vitest'
import { createServer, type ServerOptions } from '../../http/server.ts'
import { storageRoutes, type StorageOptions } from './index.ts'

/** A movable clock for token expiry, in unix milliseconds. */
export function testClock(start = Date.parse('2026-01-01T00:00:00Z')) {
  let current = start
  return {
    now: () => current,
    advance: (ms: number) => {
      current += ms
    },
  }
}

export const newDataDir = () => mkdtempSync(join(tmpdir(), 'devnet-storage-'))
export const removeDataDir = (dir: string) => rmSync(dir, { recursive: true, force: true })

/**
 * The devnet's HTTP app with only the storage plugin registered, listening on a free loopback port, so
 * tests talk to it over real HTTP as the portal does.
 */
export async function startStorageServer(
  options: StorageOptions,
  /** Registers what other parts of the devnet would have registered before the storage plugin. */
  before?: (app: FastifyInstance) => Promise<void>,
  /** The devnet's own options (its CORS origin, say). */
  server: ServerOptions = {},
) {
  const app = await createServer(server)
  await before?.(app)
  await app.register(storageRoutes(options))
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('the server has no TCP address')
  const origin = `http://127.0.0.1:${address.port}`
  return { app, origin, dstor: `${origin}/dstor`, close: () => app.close() }
}

export type StorageServer = Awaited<ReturnType<typeof startStorageServer>>

/** Each test of the file gets its own data directory, test clock and storage server, closed after it. */
export function storageServerPerTest() {
  const current = {} as { dataDir: string; clock: ReturnType<typeof testClock>; server: StorageServer }
  beforeEach(async () => {
    current.dataDir = newDataDir()
    current.clock = testClock()
    current.server = await startStorageServer({ dataDir: current.dataDir, now: current.clock.now })
  })
  afterEach(async () => {
    await current.server.close()
    removeDataDir(current.dataDir)
  })
  return current
}
