import type { Chain } from '../chain/chain.ts'
import { seedArbitration } from './arbitration.ts'
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
 */
export function seedChain(chain: Chain, seed: 'none' | 'demo'): void {
  bootstrapSystem(chain)
  seedOracle(chain)
  seedDecide(chain)
  seedContracts(chain)
  seedArbitration(chain)
  setDemoAccounts(chain, seed === 'demo' ? seedDemo(chain) : [])
}

/** Records the demo accounts so they survive restarts. */
export function setDemoAccounts(chain: Chain, accounts: readonly DemoAccount[]): void {
  chain.meta.set(DEMO_ACCOUNTS_KEY, JSON.stringify(accounts))
}

export function demoAccounts(chain: Chain): DemoAccount[] {
  const stored = chain.meta.get(DEMO_ACCOUNTS_KEY)
  return stored ? (JSON.parse(stored) as DemoAccount[]) : []
}
