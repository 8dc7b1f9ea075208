import type { Network } from '@portal/chain/networks'

/** Ids of the wallets the portal offers; they are also the `autoLogin` values in local storage. */
export type WalletId = 'anchor' | 'cleos' | 'local-keys'

/** What the login page shows for a wallet, without loading any wallet code. */
export type WalletOption = {
  id: WalletId
  name: string
  description: string
  /** Whether the login page lets the user pick an account before logging in. */
  picksAccount: boolean
}

const ALL_WALLETS: readonly WalletOption[] = [
  {
    id: 'local-keys',
    name: 'Local keys',
    description: "Sign as one of the local devnet's demo accounts with its development key.",
    picksAccount: true,
  },
  {
    id: 'anchor',
    name: 'Anchor',
    description: 'Sign with the Anchor wallet app on this device or your phone.',
    picksAccount: false,
  },
  {
    id: 'cleos',
    name: 'Command line (cleos)',
    description: 'Copy each transaction as a cleos command and sign it in your own terminal.',
    picksAccount: false,
  },
]

/** The wallets offered on `network`: Local keys only where the devnet's demo keys exist. */
export function walletsFor(network: Pick<Network, 'localKeys'>): readonly WalletOption[] {
  return ALL_WALLETS.filter((wallet) => wallet.id !== 'local-keys' || network.localKeys)
}

/** True when `value` is a wallet id (e.g. the stored `autoLogin` value). */
export function isWalletId(value: string | null): value is WalletId {
  return value === 'anchor' || value === 'cleos' || value === 'local-keys'
}
