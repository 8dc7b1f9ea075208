import { decide, DECIDE_ACCOUNT, DECIDE_FEE_NAMES } from '@portal/chain/contracts/decide/index'
import { token } from '@portal/chain/contracts/token/index'
import type { Chain } from '../chain/chain.ts'
import { DEFAULT_FEES } from '../contracts/decide/admin.ts'
import { deployContractAccount } from './system.ts'
import { seedAction } from './seed-action.ts'

type FeeName = (typeof DECIDE_FEE_NAMES)[number]
/** Fees to set after init, e.g. `{ treasury: '20.0000 TLOS' }` (the arbitration fixture's value). */
export type DecideFees = Partial<Record<FeeName, string>>

/** The contract version the seed reports in config.app_version. */
export const DECIDE_APP_VERSION = 'v2.0.4'
/** VOTE: the treasury whose staked balances mirror each account's staked TLOS. */
export const VOTE_MAX_SUPPLY = '10000000000.0000 VOTE'

/**
 * Fee overrides from the environment: DECIDE_FEE_BALLOT, DECIDE_FEE_TREASURY, DECIDE_FEE_ARCHIVAL,
 * DECIDE_FEE_COMMITTEE, each a TLOS amount ("20" or "20.0000 TLOS"). The live testnet's values are
 * unknown, so they can be matched without code changes.
 */
export function decideFeesFromEnv(env: Record<string, string | undefined> = process.env): DecideFees {
  const fees: DecideFees = {}
  for (const name of DECIDE_FEE_NAMES) {
    const raw = env[`DECIDE_FEE_${name.toUpperCase()}`]?.trim()
    if (!raw) continue
    const amount = raw.replace(/\s*TLOS$/, '')
    if (!/^\d+(\.\d{1,4})?$/.test(amount))
      throw new Error(`DECIDE_FEE_${name.toUpperCase()}: not a TLOS amount: ${raw}`)
    const [whole = '0', fraction = ''] = amount.split('.')
    fees[name] = `${whole}.${fraction.padEnd(4, '0')} TLOS`
  }
  return fees
}

/**
 * Deploys telos.decide, runs `init` (default fees, then any overrides) and creates the VOTE
 * treasury managed by eosio, which pays the treasury fee from a deposit like any manager (the
 * fee is then sent back to eosio).
 */
export function seedDecide(chain: Chain, fees: DecideFees = decideFeesFromEnv()): void {
  deployContractAccount(chain, DECIDE_ACCOUNT)
  const self = [{ actor: DECIDE_ACCOUNT, permission: 'active' }]
  const eosio = [{ actor: 'eosio', permission: 'active' }]
  chain.pushActions([
    seedAction(decide.actions.init, self, { app_version: DECIDE_APP_VERSION }),
    ...Object.entries(fees).map(([fee_name, fee_amount]) =>
      seedAction(decide.actions.updatefee, self, { fee_name, fee_amount }),
    ),
  ])
  const treasuryFee = fees.treasury ?? DEFAULT_FEES.treasury
  chain.pushActions([
    seedAction(token.actions.transfer, eosio, {
      from: 'eosio',
      to: DECIDE_ACCOUNT,
      quantity: treasuryFee,
      memo: 'fees-deposit',
    }),
    seedAction(decide.actions.newtreasury, eosio, {
      manager: 'eosio',
      max_supply: VOTE_MAX_SUPPLY,
      access: 'public',
    }),
    seedAction(decide.actions.edittrsinfo, eosio, {
      treasury_symbol: '4,VOTE',
      title: 'Telos Governance',
      description: 'Votes are weighted by the TLOS each account has staked.',
      icon: '',
    }),
    // The fee is returned so a fresh chain keeps eosio's genesis balance and telos.decide holds
    // exactly its deposits; the outgoing transfer passes the contract's own liquidity check.
    seedAction(token.actions.transfer, [{ actor: DECIDE_ACCOUNT, permission: 'active' }], {
      from: DECIDE_ACCOUNT,
      to: 'eosio',
      quantity: treasuryFee,
      memo: 'VOTE treasury fee refund',
    }),
  ])
  chain.produceBlock()
}
