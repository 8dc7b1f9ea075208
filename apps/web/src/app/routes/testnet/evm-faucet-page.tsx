import { PlaceholderPage } from '../placeholder-page.tsx'

/** `EVM faucet` — placeholder until its feature lands. */
export function EvmFaucetPage() {
  return <PlaceholderPage title="EVM faucet" description="Send testnet TLOS to an EVM address." />
}
