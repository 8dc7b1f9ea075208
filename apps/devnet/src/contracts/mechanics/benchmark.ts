import type { Chain, PushResult } from '../../chain/chain.ts'
import { getProducers } from '../../chain/api/reads.ts'

/** The eosmechanics permission producers benchmark with (linked to cpu, ram and net by the seed). */
export const BENCHMARK_PERMISSION = 'benchmark'

/**
 * Runs eosmechanics::cpu in a block produced by `producer`, as a producer's benchmark script does
 * during its schedule, and returns the transaction (its cpu_usage_us is the measurement). The
 * producer must be registered and active in eosio; production goes back to the previous producer.
 */
export function runCpuBenchmark(chain: Chain, producer: string): PushResult {
  const registered = getProducers(chain, 1000).rows.some(
    (row) => row.owner === producer && Number(row.is_active) === 1,
  )
  if (!registered) throw new Error(`${producer} is not an active registered producer`)
  const previous = chain.producer
  chain.setProducer(producer)
  try {
    const result = chain.pushActions([
      {
        account: 'eosmechanics',
        name: 'cpu',
        authorization: [{ actor: 'eosmechanics', permission: BENCHMARK_PERMISSION }],
        data: {},
      },
    ])
    chain.produceBlock()
    return result
  } finally {
    chain.setProducer(previous)
  }
}
