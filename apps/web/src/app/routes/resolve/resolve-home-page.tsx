import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Resolve` — placeholder until its feature lands. */
export function ResolveHomePage() {
  return (
    <PlaceholderPage
      title="Resolve"
      description="Resolve is the Telos dispute-resolution service: file a case, follow it, and see the arbitrator election."
    />
  )
}
