import { DEV_PRIVATE_KEY, DEV_PUBLIC_KEY, keyAuthority, type Chain } from '../../chain/chain.ts'
import { pushSigned, type ClientAction } from './signed-transaction.ts'

/** Creates the accounts the backend creates (and pays for) new accounts from. */
export const ACCOUNT_CREATOR = 'free.tf'
/** Sends the testnet faucet's TLOS. */
export const FAUCET_ACCOUNT = 'faucet.tf'

const FUNDING: Record<string, string> = {
  [ACCOUNT_CREATOR]: '10000000.0000 TLOS',
  [FAUCET_ACCOUNT]: '100000000.0000 TLOS',
}

/** What every account the backend creates receives from the creator: spendable TLOS and bandwidth staked for it. */
export const NEW_ACCOUNT_GRANT = { liquid: '10.0000 TLOS', cpu: '1.0000 TLOS', net: '1.0000 TLOS' } as const

const active = (actor: string) => [{ actor, permission: 'active' }]

/**
 * Creates and funds the service accounts when the chain lacks them (a new data directory, whatever its
 * seed), with eosio's signed transfers. Their keys are the development key pair, like every system account.
 */
export function ensureServiceAccounts(chain: Chain): void {
  for (const [account, funds] of Object.entries(FUNDING)) {
    if (chain.accounts.exists(account)) continue
    pushSigned(
      chain,
      [
        {
          account: 'eosio',
          name: 'newaccount',
          authorization: active('eosio'),
          data: {
            creator: 'eosio',
            name: account,
            owner: keyAuthority(DEV_PUBLIC_KEY),
            active: keyAuthority(DEV_PUBLIC_KEY),
          },
        },
        {
          account: 'eosio.token',
          name: 'transfer',
          authorization: active('eosio'),
          data: { from: 'eosio', to: account, quantity: funds, memo: 'devnet backend funds' },
        },
      ],
      [DEV_PRIVATE_KEY],
    )
  }
}

/** newaccount by `creator` with the given keys, then the grant: staked bandwidth and liquid TLOS. */
export function newAccountActions(
  creator: string,
  name: string,
  ownerKey: string,
  activeKey: string,
  grant: { liquid: string; cpu: string; net: string } = NEW_ACCOUNT_GRANT,
): ClientAction[] {
  return [
    {
      account: 'eosio',
      name: 'newaccount',
      authorization: active(creator),
      data: { creator, name, owner: keyAuthority(ownerKey), active: keyAuthority(activeKey) },
    },
    {
      account: 'eosio',
      name: 'delegatebw',
      authorization: active(creator),
      data: {
        from: creator,
        receiver: name,
        stake_net_quantity: grant.net,
        stake_cpu_quantity: grant.cpu,
        // Delegated, not transferred: the creator keeps the stake, as free-account creators do.
        transfer: false,
      },
    },
    {
      account: 'eosio.token',
      name: 'transfer',
      authorization: active(creator),
      data: { from: creator, to: name, quantity: grant.liquid, memo: 'Welcome to Telos' },
    },
  ]
}
