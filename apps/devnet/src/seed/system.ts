import { token } from '@portal/chain/contracts/token/index'
import { system } from '@portal/chain/contracts/system/index'
import { DEV_PUBLIC_KEY, keyAuthority, type Chain } from '../chain/chain.ts'
import type { Authority } from '../chain/state/accounts.ts'
import { seedAction } from './seed-action.ts'

/** System accounts every Telos chain has; all use the development key on the devnet. */
export const SYSTEM_ACCOUNTS = [
  'eosio.token',
  'eosio.stake',
  'eosio.ram',
  'eosio.ramfee',
  'eosio.names',
  'eosio.saving',
  'eosio.bpay',
  'eosio.vpay',
  'eosio.rex',
  'eosio.msig',
] as const

/** TLOS: 4 decimals, as on Telos. */
export const CORE_MAX_SUPPLY = '10000000000.0000 TLOS'
/** What `eosio` holds after bootstrap, to fund accounts, faucets and scenarios. */
export const EOSIO_BALANCE = '1000000000.0000 TLOS'

/** An active authority that also lets the account's own contract send inline actions as it (eosio.code). */
export function contractAuthority(account: string, key: string = DEV_PUBLIC_KEY): Authority {
  return {
    threshold: 1,
    keys: [{ key, weight: 1 }],
    accounts: [{ permission: { actor: account, permission: 'eosio.code' }, weight: 1 }],
    waits: [],
  }
}

/** Creates an account through eosio::newaccount, authorized by eosio (no signatures: bootstrap only). */
export function createAccount(
  chain: Chain,
  name: string,
  key: string = DEV_PUBLIC_KEY,
  creator = 'eosio',
): void {
  chain.pushActions([
    seedAction(system.actions.newaccount, [{ actor: creator, permission: 'active' }], {
      creator,
      name,
      owner: keyAuthority(key),
      active: keyAuthority(key),
    }),
  ])
}

/**
 * Creates an account (if missing) for a registered contract module, gives its active permission
 * `eosio.code` and deploys the module there.
 */
export function deployContractAccount(chain: Chain, account: string, key: string = DEV_PUBLIC_KEY): void {
  if (!chain.accounts.exists(account)) createAccount(chain, account, key)
  chain.pushActions([
    seedAction(system.actions.updateauth, [{ actor: account, permission: 'owner' }], {
      account,
      permission: 'active',
      parent: 'owner',
      auth: contractAuthority(account, key),
    }),
  ])
  chain.deployContract(account)
}

/**
 * The `none` scenario: eosio and eosio.token deployed, the system accounts created, TLOS created
 * with 4 decimals and a large balance issued to eosio.
 */
export function bootstrapSystem(chain: Chain): void {
  chain.deployContract('eosio')
  for (const account of SYSTEM_ACCOUNTS) if (!chain.accounts.exists(account)) createAccount(chain, account)
  deployContractAccount(chain, 'eosio.token')
  chain.pushActions([
    seedAction(token.actions.create, [{ actor: 'eosio.token', permission: 'active' }], {
      issuer: 'eosio',
      maximum_supply: CORE_MAX_SUPPLY,
    }),
    seedAction(token.actions.issue, [{ actor: 'eosio', permission: 'active' }], {
      to: 'eosio',
      quantity: EOSIO_BALANCE,
      memo: 'devnet genesis',
    }),
  ])
  chain.produceBlock()
}
