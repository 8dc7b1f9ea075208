import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Claim account` — placeholder until its feature lands. */
export function ClaimAccountPage() {
  return (
    <PlaceholderPage
      title="Claim account"
      description="Check whether an account can be claimed, and remove yourself from the recovery list."
    />
  )
}
