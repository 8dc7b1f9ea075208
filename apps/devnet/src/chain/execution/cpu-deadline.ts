import { chainErrors } from '../errors.ts'
import { THREAD_CPU_RESOLUTION_US, threadCpuStartUs, threadCpuUs } from './thread-cpu.ts'

/**
 * The chain's resource configuration, as get_consensus_parameters' `chain_config` shows it: nodeos's
 * default genesis values, which Telos kept (its get_info's block_cpu_limit is the same 200 ms).
 */
export const CHAIN_CONFIG = {
  max_block_net_usage: 1_048_576,
  max_transaction_net_usage: 524_288,
  base_per_transaction_net_usage: 12,
  max_block_cpu_usage: 200_000,
  max_transaction_cpu_usage: 150_000,
  min_transaction_cpu_usage: 100,
} as const

/** Reading this thread's CPU time costs a file read: past the limit, once per 5 ms of wall time. */
const CPU_READ_EVERY_US = 5000

/**
 * Past this many times its limit in wall-clock time, a transaction stops whatever CPU it had. A
 * machine running two test suites at once gives this thread a tenth of a core or less (load average
 * 25-30 on 2 cores refused ordinary 40 ms transactions at 4x), so the wall clock only catches a thread
 * that has stopped being scheduled at all; the CPU reading is what stops heavy transactions.
 */
const MAX_WALL_FACTOR = 20

/** Which limit a deadline stands for: it decides the error nodeos raises when it passes. */
export type DeadlineKind = 'transaction' | 'account' | 'read-only' | 'trusted'

/**
 * One transaction's CPU deadline, as nodeos's transaction_context keeps it: the smallest of the
 * chain's per-transaction limit (capped by the block's) and what its billed accounts have left.
 * `check` is called between actions and inside the loops that grow with the transaction (decoding
 * its actions, checking its authorities, every table access of a contract), so no transaction holds
 * the main thread much past its limit.
 *
 * nodeos measures wall-clock time on a machine kept for it. The devnet shares its cores (with its
 * own worker threads, tests, browsers), so once the wall clock passes the limit it asks how much CPU
 * this thread actually had: a transaction preempted by other programs is not stopped or billed for
 * the wait, and one that keeps this thread busy reaches its limit as it would on nodeos.
 */
export class CpuDeadline {
  private started = performance.now()
  private startedCpu = threadCpuStartUs()
  private limitUs: number
  private kind: DeadlineKind
  /** The last reading of this thread's CPU time (read at most every CPU_READ_EVERY_US of wall time). */
  private cpuRead = { atWallUs: 0, usedUs: 0 }

  /**
   * `trusted` measures and bills without stopping anything: the node's own transactions (seeds, the
   * in-process test chain, the backend's account creation), whose content no request chooses.
   */
  constructor(kind: 'transaction' | 'read-only' | 'trusted' = 'transaction') {
    this.kind = kind
    this.limitUs =
      kind === 'trusted'
        ? Infinity
        : Math.min(CHAIN_CONFIG.max_transaction_cpu_usage, CHAIN_CONFIG.max_block_cpu_usage)
  }

  /** Lowers the limit to what the billed accounts have left (nodeos's objective_duration_limit). */
  limitToAccount(availableUs: number): void {
    if (availableUs >= this.limitUs || this.kind === 'read-only' || this.kind === 'trusted') return
    this.limitUs = Math.max(0, availableUs)
    this.kind = 'account'
    if (this.limitUs < CHAIN_CONFIG.min_transaction_cpu_usage)
      throw this.overBilled(CHAIN_CONFIG.min_transaction_cpu_usage)
  }

  /** Microseconds the transaction has used: wall-clock time, or this thread's CPU time if less. */
  elapsedUs(): number {
    const wallUs = (performance.now() - this.started) * 1000
    if (wallUs <= this.limitUs) return Math.round(wallUs)
    if (wallUs - this.cpuRead.atWallUs >= CPU_READ_EVERY_US || this.cpuRead.atWallUs === 0)
      this.cpuRead = { atWallUs: wallUs, usedUs: threadCpuUs() - this.startedCpu }
    // A reading is up to one tick behind: the tick in progress counts as used.
    return Math.round(Math.min(wallUs, this.cpuRead.usedUs + THREAD_CPU_RESOLUTION_US))
  }

  /** Throws nodeos's error once the deadline has passed (its checktime). */
  readonly check = (): void => {
    // The wall clock is cheap to read and never below the CPU time: most checks stop here.
    const wallUs = (performance.now() - this.started) * 1000
    if (wallUs <= this.limitUs) return
    // However busy the machine, a transaction holds the main thread at most a few times its limit.
    if (wallUs <= this.limitUs * MAX_WALL_FACTOR && this.elapsedUs() <= this.limitUs) return
    if (this.kind === 'read-only') throw chainErrors.deadline('deadline exceeded')
    if (this.kind === 'account') throw this.overBilled(this.elapsedUs())
    throw chainErrors.cpuUsage('transaction was executing for too long')
  }

  /**
   * Runs `work` outside the deadline, as nodeos pauses its billing timer: recovering signatures'
   * keys, which the node's HTTP path does on the verifier's thread and only tools do here.
   */
  excluding<T>(work: () => T): T {
    const wall = performance.now()
    const cpu = threadCpuUs()
    try {
      return work()
    } finally {
      this.started += performance.now() - wall
      this.startedCpu += threadCpuUs() - cpu
    }
  }

  /** The CPU to bill at the end (at least the chain's minimum), refused past the limit. */
  bill(): number {
    this.check()
    return Math.max(CHAIN_CONFIG.min_transaction_cpu_usage, this.elapsedUs())
  }

  private overBilled(billedUs: number) {
    return chainErrors.cpuUsage(
      `billed CPU time (${billedUs} us) is greater than the maximum billable CPU time for the transaction (${this.limitUs} us)`,
    )
  }
}
