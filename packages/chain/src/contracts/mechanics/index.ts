import { z } from '../../zod-mini.ts'
import { accountName, uint64 } from '../../primitives.ts'
import { actionOf, defineContract, tableOf } from '../define.ts'
import { EOSMECHANICS_ACCOUNT } from './account.ts'

export { EOSMECHANICS_ACCOUNT } from './account.ts'

// eosmechanics (AlohaEOS/eos-mechanics): producers run `cpu` while they produce, and the chain's
// own cpu_usage_us of that transaction is the benchmark. History (Hyperion get_actions with
// filter=eosmechanics:cpu) is where the validators page reads it.

/** The get_actions filter of the CPU benchmark. */
export const CPU_BENCHMARK_FILTER = 'eosmechanics:cpu'

/** `ramdata` row (scope self): written and erased again by each `ram` run. */
export const ramdataRow = z.object({ id: uint64, one: z.string() })
export type RamdataRow = z.infer<typeof ramdataRow>

/** `cpu` and `ram` take no data. */
export const emptyData = z.object({})
export type EmptyData = z.infer<typeof emptyData>
/** `net(input)`: any string, to measure NET. */
export const netData = z.object({ input: z.string() })
export type NetData = z.infer<typeof netData>

/**
 * One CPU benchmark as get_actions returns it: the block producer that ran it, the transaction's
 * cpu_usage_us (Hyperion puts it on the transaction's first action, which the benchmark is), the
 * block time (UTC, no zone) and the action's global sequence (the paging cursor).
 */
export const cpuBenchmarkAction = z.object({
  producer: accountName,
  cpu_usage_us: z.number().check(z.int(), z.nonnegative()),
  timestamp: z.string(),
  global_sequence: z.number().check(z.int(), z.nonnegative()),
})
export type CpuBenchmarkAction = z.infer<typeof cpuBenchmarkAction>

const table = tableOf('mechanics')

/** eosmechanics's one table (empty between `ram` runs). */
export const mechanicsTables = {
  ramdata: table('ramdata', ramdataRow, {
    scope: 'contract',
    primaryKeyType: 'uint64',
    primaryKey: (row) => row.id,
  }),
}

const action = actionOf('mechanics', mechanicsTables)

// Its ABI is AlohaEOS/eos-mechanics' (`include/eosmechanics.hpp`).
/** eosmechanics as the portal and the devnet see it. */
export const mechanics = defineContract({
  key: 'mechanics',
  account: EOSMECHANICS_ACCOUNT,
  tables: mechanicsTables,
  actions: {
    cpu: action('cpu', emptyData),
    net: action('net', netData),
    ram: action('ram', emptyData, ['ramdata']),
  },
})
