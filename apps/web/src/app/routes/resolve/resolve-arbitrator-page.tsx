import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Arbitrator` — placeholder until its feature lands. */
export function ResolveArbitratorPage() {
  return (
    <PlaceholderPage title="Arbitrator" description="Your arbitrator status and the cases assigned to you." />
  )
}
