import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Create account` — placeholder until its feature lands. */
export function CreateAccountPage() {
  return (
    <PlaceholderPage
      title="Create account"
      description="Create a Telos testnet account: verify your phone by SMS, then generate and keep your keys."
    />
  )
}
