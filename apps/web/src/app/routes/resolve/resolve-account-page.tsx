import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Resolve account` — placeholder until its feature lands. */
export function ResolveAccountPage() {
  return (
    <PlaceholderPage
      title="Resolve account"
      description="Your Resolve escrow balance in TLOS, with deposit and withdraw."
    />
  )
}
