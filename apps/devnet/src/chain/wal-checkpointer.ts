import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

/** How often the worker copies committed WAL pages into the database file. */
const CHECKPOINT_INTERVAL_MS = 250

// Plain CommonJS so the worker needs no TypeScript loader (it runs the same under tsx and Vitest).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driver)
const db = new Database(workerData.file, { fileMustExist: true })
db.pragma('busy_timeout = 0')
let stopped = false
const run = () => {
  if (stopped) return
  try {
    // PASSIVE never waits for or blocks the writer or readers; pages it cannot copy yet wait for the next round.
    db.pragma('wal_checkpoint(PASSIVE)')
  } catch {
    // Busy (another checkpoint runs) or the file is going away at shutdown: try again next round.
  }
  setTimeout(run, workerData.intervalMs)
}
setTimeout(run, workerData.intervalMs)
parentPort.on('message', () => {
  stopped = true
  db.close()
  parentPort.close()
})
`

/**
 * Copies the WAL into the database file from a worker thread with its own connection. SQLite
 * otherwise checkpoints inside the COMMIT that crosses 1000 WAL pages, on the node's main thread,
 * where its page copies and fsyncs stall every transaction of that group. The main connection
 * keeps a higher automatic threshold as a safety net (see `openDatabase`), so the WAL stays bounded
 * even without this worker.
 */
export class WalCheckpointer {
  private readonly worker: Worker

  constructor(file: string) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3')
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { driver, file, intervalMs: CHECKPOINT_INTERVAL_MS },
    })
    this.worker.unref()
    // A failed checkpointer only leaves checkpoints to the main connection's safety net.
    this.worker.on('error', (error) => console.error('WAL checkpointer stopped', error))
  }

  /** Asks the worker to close its connection and exit (a checkpoint in progress finishes first). */
  close(): void {
    this.worker.postMessage('stop')
  }
}
