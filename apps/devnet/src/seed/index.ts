import type { Chain } from '../chain/chain.ts'
import { seedArbitration } from './arbitration.ts'
import { seedBench } from './bench.ts'
import { seedContracts } from './contracts.ts'
import { seedDecide } from './decide.ts'
import { seedDemo } from './demo/index.ts'
import { seedOracle } from './oracle.ts'
import { bootstrapSystem } from './system.ts'

/** A demo account listed at GET /devnet/accounts, with the keys a wallet needs. */
export type DemoAccount = { name: string; publicKey: string; privateKey: string; description: string }

const DEMO_ACCOUNTS_KEY = 'demo_accounts'

/**
 * Seeds a new chain. `none`: system accounts and contracts initialised. `demo` builds the demo world
 * on it (seed/demo: users with keys, DAOs, ballots, cases…) and lists its users with `setDemoAccounts`.
 * `bench` adds a week of CPU benchmarks by 30 producers (seed/bench.ts) for the validators bench.
 */
export function seedChain(
  chain: Chain,
  seed: 'none' | 'demo' | 'bench',
  options: { publicOrigin?: string | undefined } = {},
): void {
  bootstrapSystem(chain)
  seedOracle(chain)
  seedDecide(chain)
  seedContracts(chain)
  seedArbitration(chain)
  if (seed === 'bench') {
    const started = performance.now()
    const actions = seedBench(chain)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`Bench seeded in ${seconds} s: ${actions} CPU benchmark actions by 30 producers`)
  }
  setDemoAccounts(chain, seed === 'demo' ? seedDemo(chain, options) : [])
}

/** Records the demo accounts so they survive restarts. */
export function setDemoAccounts(chain: Chain, accounts: readonly DemoAccount[]): void {
  chain.meta.set(DEMO_ACCOUNTS_KEY, JSON.stringify(accounts))
}

export function demoAccounts(chain: Chain): DemoAccount[] {
  const stored = chain.meta.get(DEMO_ACCOUNTS_KEY)
  return stored ? (JSON.parse(stored) as DemoAccount[]) : []
}
