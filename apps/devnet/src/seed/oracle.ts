import { oracle, DELPHIORACLE_ACCOUNT, TLOSUSD_PAIR } from '@portal/chain/contracts/oracle/index'
import type { Chain } from '../chain/chain.ts'
import { deployContractAccount } from './system.ts'
import { seedAction } from './seed-action.ts'

/** The TLOS price the `none` scenario posts: 6500 = 0.6500 USD per TLOS, as in the arbitration tests. */
export const SEED_TLOSUSD = '6500'

/** delphioracle's own defaults (global table initial values in delphioracle.hpp). */
export const ORACLE_DEFAULTS = {
  datapoints_per_instrument: '21',
  bars_per_instrument: '30',
  vote_interval: '10000',
  write_cooldown: '55000000',
  approver_threshold: '1',
  approving_oracles_threshold: '1',
  approving_custodians_threshold: '1',
  minimum_rank: '105',
  paid: '21',
  min_bounty_delay: '604800',
  new_bounty_delay: '259200',
} as const

/**
 * Deploys delphioracle and gives it a `tlosusd` pair whose 21 datapoints all hold `price` as value
 * and median. The rows are set by the devnet-only `seedpair` action (contract auth) rather than by
 * producer writes: 21 writes would need 21 producers or 21 cooldowns, and the rolling median would
 * still differ from row to row.
 */
export function seedOracle(chain: Chain, price: string = SEED_TLOSUSD): void {
  deployContractAccount(chain, DELPHIORACLE_ACCOUNT)
  const auth = [{ actor: DELPHIORACLE_ACCOUNT, permission: 'active' }]
  chain.pushActions([
    seedAction(oracle.actions.configure, auth, { g: ORACLE_DEFAULTS }),
    seedAction(oracle.actions.newbounty, auth, {
      proposer: DELPHIORACLE_ACCOUNT,
      pair: {
        name: TLOSUSD_PAIR,
        base_symbol: '4,TLOS',
        base_type: 4,
        base_contract: 'eosio.token',
        quote_symbol: '2,USD',
        quote_type: 1,
        quote_contract: '',
        quoted_precision: '4',
      },
    }),
    seedAction(oracle.actions.seedpair, auth, { pair: TLOSUSD_PAIR, value: price }),
  ])
  chain.produceBlock()
}
