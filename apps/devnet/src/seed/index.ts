import type { Chain } from '../chain/chain.ts'
import { seedArbitration } from './arbitration.ts'
import { seedContracts } from './contracts.ts'
import { seedDecide } from './decide.ts'
import { seedOracle } from './oracle.ts'
import { bootstrapSystem } from './system.ts'

/** A demo account listed at GET /devnet/accounts, with the keys a wallet needs. */
export type DemoAccount = { name: string; publicKey: string; privateKey: string; description: string }

const DEMO_ACCOUNTS_KEY = 'demo_accounts'

/**
 * Seeds a new chain. `none`: system accounts and TLOS only. `demo` builds on it; its demo world
 * (users, DAOs, cases…) belongs to a later issue and is added here, listing its users with
 * `setDemoAccounts`.
 */
export function seedChain(chain: Chain, seed: 'none' | 'demo'): void {
  bootstrapSystem(chain)
  seedOracle(chain)
  seedDecide(chain)
  seedContracts(chain)
  seedArbitration(chain)
  setDemoAccounts(chain, [])
  if (seed === 'demo') {
    // The demo scenario is built on top of `none` by its own module (not yet written).
  }
}

/** Records the demo accounts so they survive restarts. */
export function setDemoAccounts(chain: Chain, accounts: readonly DemoAccount[]): void {
  chain.meta.set(DEMO_ACCOUNTS_KEY, JSON.stringify(accounts))
}

export function demoAccounts(chain: Chain): DemoAccount[] {
  const stored = chain.meta.get(DEMO_ACCOUNTS_KEY)
  return stored ? (JSON.parse(stored) as DemoAccount[]) : []
}
