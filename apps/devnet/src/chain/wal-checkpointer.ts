import { Worker } from 'node:worker_threads'

/** How often the worker copies committed WAL pages into the database file. */
const CHECKPOINT_INTERVAL_MS = 250

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
    this.worker = new Worker(new URL('./wal-checkpoint-worker.mjs', import.meta.url), {
      workerData: { file, intervalMs: CHECKPOINT_INTERVAL_MS },
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
