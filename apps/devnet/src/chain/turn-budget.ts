/** Main-thread time transactions may take in one turn of the event loop before the rest wait. */
export const TURN_BUDGET_MS = 50

/**
 * Runs the node's transactions so that none waits behind a pile of others without the event loop
 * turning: while the transactions of this turn have taken under TURN_BUDGET_MS they run at once (a
 * burst of small ones still shares one group commit); past it, each next one runs in a later turn,
 * after the I/O that waited (a get_info is answered between two transactions that each ran to their
 * CPU deadline, not after all of them).
 */
export class TurnBudget {
  private spentMs = 0
  private readonly waiting: (() => void)[] = []
  private scheduled = false

  /** `work` now, or in a later turn when this one's budget is spent (or others already wait). */
  async run<T>(work: () => T | Promise<T>): Promise<T> {
    if (this.spentMs >= TURN_BUDGET_MS || this.waiting.length > 0) {
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve)
        this.schedule()
      })
    }
    // Only the synchronous part counts (a transaction's answer then waits for its group commit).
    const started = performance.now()
    let result: T | Promise<T>
    try {
      result = work()
    } finally {
      this.spentMs += performance.now() - started
      this.schedule()
    }
    return result
  }

  /** A new turn starts with a fresh budget and lets the first waiting transaction run. */
  private schedule(): void {
    if (this.scheduled) return
    this.scheduled = true
    setImmediate(() => {
      this.scheduled = false
      this.spentMs = 0
      this.waiting.shift()?.()
      if (this.waiting.length > 0) this.schedule()
    })
  }
}
