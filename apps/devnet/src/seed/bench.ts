import { mechanics } from '@portal/chain/contracts/mechanics/index'
import type { Chain } from '../chain/chain.ts'
import { BENCHMARK_PERMISSION } from '../contracts/mechanics/benchmark.ts'
import { registerProducers } from './contracts.ts'
import { seedAction } from './seed-action.ts'

// `--seed bench`: the validators page at scale (bench/validators.ts). On top of `--seed none`, 30
// registered producers run eosmechanics::cpu every 15 minutes, each in a block it produces, over the
// week before the chain's present: about 20 000 benchmark actions in history. Each run executes the
// contract (a few ms of Lucas–Lehmer), so seeding takes minutes.

/** How many producers the bench seed registers, as many as a voter may vote for. */
export const BENCH_PRODUCER_COUNT = 30
/** How far in the past a new bench chain starts (openDevnetNode): a week of benchmarks and an hour to spare. */
export const BENCH_HISTORY_MS = 7 * 86_400_000 + 3_600_000
const BENCHMARK_EVERY_MS = 15 * 60_000

/** The bench producers' names: benchproda1 … benchprodf5 (12-character rules: a–z, 1–5). */
export const BENCH_PRODUCERS: readonly string[] = Array.from(
  { length: BENCH_PRODUCER_COUNT },
  (_, index) => `benchprod${'abcdefghijklmnopqrstuvwxyz'[Math.floor(index / 5)]}${'12345'[index % 5]}`,
)

/**
 * Registers the bench producers and runs their benchmark rounds from the chain's (past) start until
 * it reaches the present, then lets the clock catch up, so later blocks are dated now. Returns the
 * number of benchmark actions written.
 */
export function seedBench(chain: Chain): number {
  registerProducers(chain, BENCH_PRODUCERS)
  const startedAt = performance.now()
  const presentAt = chain.now() + BENCH_HISTORY_MS
  const present = () => presentAt + (performance.now() - startedAt)
  const chainTime = () => Math.max(chain.now(), chain.head().time_ms)
  let actions = 0
  while (present() - chainTime() > BENCHMARK_EVERY_MS) {
    for (const producer of BENCH_PRODUCERS) {
      chain.setProducer(producer)
      chain.pushActions([
        seedAction(mechanics.actions.cpu, [{ actor: 'eosmechanics', permission: BENCHMARK_PERMISSION }], {}),
      ])
      actions++
    }
    chain.setProducer('eosio')
    chain.advanceTime(BENCHMARK_EVERY_MS / 1000)
  }
  const behindMs = present() - chainTime()
  if (behindMs > 0) chain.advanceTime(behindMs / 1000)
  chain.flushCommits()
  return actions
}
