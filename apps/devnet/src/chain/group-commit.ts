import type { Db } from './database.ts'

/**
 * Group commit: transactions that arrive together run inside one open SQLite transaction (each in
 * its own savepoint) and share one COMMIT on the next turn of the event loop. Their answers wait
 * for that commit, so an acknowledged transaction is always on disk.
 */
export class GroupCommit {
  private readonly db: Db
  private readonly beforeCommit: () => void
  private waiters: { resolve: () => void; reject: (error: Error) => void }[] = []
  private scheduled = false

  /**
   * `beforeCommit` runs inside the shared transaction just before its COMMIT: bookkeeping that only
   * the last transaction of the group needs on disk (counters, the open block) is written once there.
   */
  constructor(db: Db, beforeCommit: () => void = () => undefined) {
    this.db = db
    this.beforeCommit = beforeCommit
  }

  /** True while a shared transaction is open and its COMMIT is scheduled. */
  get open(): boolean {
    return this.scheduled && this.db.inTransaction
  }

  /** Opens the shared transaction if needed; resolves once the work done from now on is committed. */
  join(): Promise<void> {
    if (!this.db.inTransaction) this.db.exec('BEGIN')
    return new Promise((resolve, reject) => {
      this.waiters.push({ resolve, reject })
      if (!this.scheduled) {
        this.scheduled = true
        setImmediate(() => this.flush())
      }
    })
  }

  /** Commits now and releases everyone waiting. */
  flush(): void {
    const waiters = this.waiters
    this.waiters = []
    this.scheduled = false
    try {
      if (this.db.open && this.db.inTransaction) {
        this.beforeCommit()
        this.db.exec('COMMIT')
      }
      for (const waiter of waiters) waiter.resolve()
    } catch (error) {
      for (const waiter of waiters) waiter.reject(error instanceof Error ? error : new Error(String(error)))
    }
  }
}
