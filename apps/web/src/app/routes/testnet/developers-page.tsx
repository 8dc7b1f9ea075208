import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Developer tools` — placeholder until its feature lands. */
export function DevelopersPage() {
  return (
    <PlaceholderPage
      title="Developer tools"
      description="Create a testnet account, and get TLOS for a native account, an EVM address or a zkEVM address."
    />
  )
}
