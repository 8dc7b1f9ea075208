import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { cpuBenchmarkAction, CPU_BENCHMARK_FILTER } from '@portal/chain/contracts/mechanics/index'
import type { Chain } from '../../chain/chain.ts'
import { createTestChain, type TestChain } from '../../chain/test-chain.ts'
import { formatBlockTime } from '../../chain/time.ts'
import { getActions } from '../../history/history-queries.ts'
import type { HyperionAction } from '../../history/history-store.ts'
import { startTestDevnet, type TestDevnet } from '../../http/test-devnet.ts'
import { registerProducers, seedEosmechanics } from '../../seed/contracts.ts'
import { BENCHMARK_PERMISSION, runCpuBenchmark } from './benchmark.ts'

/** Benchmarks `rounds` times for each producer, an hour apart, as producers do during their rounds. */
function benchmarkRounds(
  chain: Chain,
  producers: readonly string[],
  rounds: number,
  advance: (s: number) => void,
) {
  for (let round = 0; round < rounds; round++) {
    for (const producer of producers) runCpuBenchmark(chain, producer)
    advance(3600)
  }
}

describe('eosmechanics on the test chain', () => {
  let chain: TestChain
  const cpuActions = (query: Record<string, string> = {}) =>
    getActions(chain.chain.db, { filter: CPU_BENCHMARK_FILTER, limit: '1000', sort: 'asc', ...query }, 0)
      .actions as HyperionAction[]

  beforeEach(() => {
    chain = createTestChain({ accounts: ['alice'] })
    seedEosmechanics(chain.chain)
    registerProducers(chain.chain, ['bpone', 'bptwo'])
  })

  it('R-VAL-02: each cpu run is in history with its block producer, cpu_usage_us, timestamp and global_sequence', () => {
    const start = formatBlockTime(chain.now() * 1000)
    benchmarkRounds(chain.chain, ['bpone', 'bptwo'], 2, (s) => chain.advanceTime(s))
    const actions = cpuActions({ after: start })
    expect(actions.map((action) => action.producer)).toEqual(['bpone', 'bptwo', 'bpone', 'bptwo'])
    for (const action of actions) {
      const point = cpuBenchmarkAction.parse(action)
      expect(point.cpu_usage_us).toBeGreaterThan(0)
      expect(action.act).toMatchObject({
        account: 'eosmechanics',
        name: 'cpu',
        data: {},
        authorization: [{ actor: 'eosmechanics', permission: BENCHMARK_PERMISSION }],
      })
    }
    const times = actions.map((action) => Date.parse(`${action.timestamp}Z`))
    expect(times[2]! - times[0]!).toBeGreaterThanOrEqual(3600 * 1000)
    // The portal's cursor: global_sequence from the last one seen, inclusive.
    const last = actions[actions.length - 1]!.global_sequence
    const next = cpuActions({ global_sequence: `${last}-${Number.MAX_SAFE_INTEGER}` })
    expect(next.map((action) => action.global_sequence)).toEqual([last])
    // Production went back to the chain's own producer.
    expect(chain.chain.producer).toBe('eosio')
  })

  it('only registered producers benchmark, and only with eosmechanics authority', async () => {
    expect(() => runCpuBenchmark(chain.chain, 'alice')).toThrow('alice is not an active registered producer')
    await expect(chain.transact('alice', 'eosmechanics::cpu', {})).rejects.toThrow(
      'missing authority of eosmechanics',
    )
    expect(cpuActions()).toEqual([])
  })

  it('ram writes and erases its rows; net accepts any input', async () => {
    const result = await chain.transact(
      [{ actor: 'eosmechanics', permission: 'benchmark' }],
      'eosmechanics::ram',
      {},
    )
    expect(result.deltas.length).toBeGreaterThanOrEqual(150)
    expect(chain.rows('eosmechanics', 'ramdata')).toEqual([])
    await chain.transact('eosmechanics', 'eosmechanics::net', { input: 'x'.repeat(1000) })
  })
})

describe('eosmechanics over HTTP', () => {
  let devnet: TestDevnet
  beforeAll(async () => {
    devnet = await startTestDevnet()
  })
  afterAll(async () => {
    await devnet.close()
  })

  it('R-VAL-01 R-VAL-02: /v2/history/get_actions?filter=eosmechanics:cpu returns the benchmarks of --seed none producers', async () => {
    const { chain } = devnet.node
    const after = formatBlockTime(chain.now() - 1000)
    registerProducers(chain, ['bpalpha', 'bpbeta', 'bpgamma'])
    benchmarkRounds(chain, ['bpalpha', 'bpbeta', 'bpgamma'], 1, () => undefined)
    const response = await fetch(
      `${devnet.url}/v2/history/get_actions?filter=eosmechanics:cpu&after=${after}&limit=1000&sort=asc`,
    )
    expect(response.status).toBe(200)
    const body = (await response.json()) as { actions: unknown[] }
    const points = body.actions.map((action) => cpuBenchmarkAction.parse(action))
    expect(points.map((point) => point.producer)).toEqual(['bpalpha', 'bpbeta', 'bpgamma'])
    expect(points.every((point) => point.cpu_usage_us > 0 && point.global_sequence > 0)).toBe(true)
  })
})
