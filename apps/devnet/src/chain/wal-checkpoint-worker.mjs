// @ts-check
// The WAL checkpointer's thread (wal-checkpointer.ts). Plain JavaScript so it runs without a TypeScript
// loader, the same under tsx and Vitest; `@ts-check` has tsc check it as it checks the TypeScript.
import { parentPort, workerData } from 'node:worker_threads'
import Database from 'better-sqlite3'

/** @typedef {{ file: string, intervalMs: number }} CheckpointerData */

if (!parentPort) throw new Error('wal-checkpoint-worker.mjs runs as a worker thread (WalCheckpointer).')
const port = parentPort
const { file, intervalMs } = /** @type {CheckpointerData} */ (workerData)

// Opened at the first round, not here: a node closed right after it opened (a test's set-up) has
// asked this thread to stop by then, and its data directory may already be gone.
/** @type {Database.Database | undefined} */
let db
let stopped = false

function checkpoint() {
  if (stopped) return
  if (!db) {
    db = new Database(file, { fileMustExist: true })
    db.pragma('busy_timeout = 0')
  }
  try {
    // PASSIVE never waits for or blocks the writer or readers; pages it cannot copy yet wait for the next round.
    db.pragma('wal_checkpoint(PASSIVE)')
  } catch {
    // Busy (another checkpoint runs) or the file is going away at shutdown: try again next round.
  }
  setTimeout(checkpoint, intervalMs)
}
setTimeout(checkpoint, intervalMs)

port.on('message', () => {
  stopped = true
  db?.close()
  port.close()
})
