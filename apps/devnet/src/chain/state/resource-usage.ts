import type { ContractAbi } from '../abi-codec.ts'
import type { Db } from '../database.ts'
import { nameValue, u64Key } from '../keys.ts'
import type { TableStore } from './tables.ts'

/** nodeos's account_cpu_usage_average_window: billed CPU is forgotten over 24 hours. */
export const USAGE_WINDOW_MS = 24 * 3600 * 1000

/**
 * What one staked unit of CPU (0.0001 TLOS) buys per window, in microseconds: the figure the
 * devnet's get_account has always shown as `cpu_limit.max` (1 TLOS staked = 10 s a day).
 */
export const CPU_US_PER_STAKED_UNIT = 1000

/** An account's CPU: its window's capacity (undefined = unlimited) and what it has used of it. */
export type CpuLimit = { maxUs: number | undefined; usedUs: number }

/**
 * The CPU each account was billed, kept as nodeos's resource_limits keeps it: a usage that decays
 * linearly to nothing over the window, and a limit from the account's CPU stake (eosio's `userres`
 * row). An account without that row (eosio, and accounts the system contract never staked for) has
 * no limit, as in nodeos where its resource limits are unset (-1).
 */
export class ResourceUsage {
  private readonly tables: TableStore
  private readonly abiOf: (account: string) => ContractAbi | undefined
  private readonly statements

  constructor(db: Db, tables: TableStore, abiOf: (account: string) => ContractAbi | undefined) {
    this.tables = tables
    this.abiOf = abiOf
    this.statements = {
      get: db.prepare<[string], { cpu_us: number; updated_ms: number }>(
        'SELECT cpu_us, updated_ms FROM resource_usage WHERE account = ?',
      ),
      set: db.prepare(
        'INSERT INTO resource_usage (account, cpu_us, updated_ms) VALUES (?, ?, ?) ' +
          'ON CONFLICT(account) DO UPDATE SET cpu_us = excluded.cpu_us, updated_ms = excluded.updated_ms',
      ),
    }
  }

  /** CPU billed to `account` still counted at `nowMs`. */
  cpuUsed(account: string, nowMs: number): number {
    const row = this.statements.get.get(account)
    if (!row) return 0
    const elapsed = nowMs - row.updated_ms
    if (elapsed >= USAGE_WINDOW_MS) return 0
    return elapsed <= 0 ? row.cpu_us : (row.cpu_us * (USAGE_WINDOW_MS - elapsed)) / USAGE_WINDOW_MS
  }

  /** The account's CPU limit and usage at `nowMs`. */
  cpuLimit(account: string, nowMs: number): CpuLimit {
    const staked = this.stakedCpu(account)
    return {
      maxUs: staked === undefined ? undefined : Number(staked) * CPU_US_PER_STAKED_UNIT,
      usedUs: this.cpuUsed(account, nowMs),
    }
  }

  /** Microseconds `account` may still be billed (Infinity without a limit). */
  cpuAvailable(account: string, nowMs: number): number {
    const { maxUs, usedUs } = this.cpuLimit(account, nowMs)
    return maxUs === undefined ? Infinity : Math.max(0, Math.floor(maxUs - usedUs))
  }

  /** Bills `us` of CPU to `account` at `nowMs`. */
  billCpu(account: string, us: number, nowMs: number): void {
    this.statements.set.run(account, this.cpuUsed(account, nowMs) + us, nowMs)
  }

  /** The account's staked CPU in 0.0001 TLOS, or undefined when the system contract set no limit. */
  private stakedCpu(account: string): bigint | undefined {
    const abi = this.abiOf('eosio')
    if (!abi?.tableType('userres')) return undefined
    const key = u64Key(nameValue(account))
    const row = this.tables.find('eosio', 'userres', key, key)
    if (!row) return undefined
    const decoded = abi.decode('user_resources', row.value) as { cpu_weight?: string }
    const amount = decoded.cpu_weight?.split(' ')[0]?.replace('.', '')
    return amount === undefined ? undefined : BigInt(amount)
  }
}
