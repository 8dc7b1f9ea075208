import { existsSync, readdirSync } from 'node:fs'
import { setPriority } from 'node:os'
import type { LaunchedDevnet } from '../apps/devnet/src/testing/start-devnet.ts'

/**
 * Puts a child devnet at the lowest CPU priority, so the page being measured has the cores first.
 *
 * The phone a bench emulates reads from a node elsewhere; here the devnet shares the host's cores with
 * the browser. Its work (checking a login proof's signature, answering reads) stretched the page's tasks'
 * wall time, which Lighthouse multiplies into TBT: on /apps a task of 12 ms thread time took 25 ms.
 * Linux keeps a priority per thread, so every thread of the process is set (signature workers, libuv's
 * pool). BENCH_DEVNET_PRIORITY=0 measures the old way, to compare.
 */
export function yieldToThePage(devnet: Pick<LaunchedDevnet, 'pid'>): void {
  const pid = devnet.pid
  if (pid === undefined) return
  const priority = Number(process.env.BENCH_DEVNET_PRIORITY ?? 19)
  const threads = existsSync(`/proc/${pid}/task`) ? readdirSync(`/proc/${pid}/task`).map(Number) : [pid]
  for (const thread of threads) {
    try {
      setPriority(thread, priority)
    } catch {
      // The thread ended between the listing and this call (a worker that finished): nothing to lower.
    }
  }
}
