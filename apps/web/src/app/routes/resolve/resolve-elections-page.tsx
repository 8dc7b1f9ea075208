import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Arbitrator elections` — placeholder until its feature lands. */
export function ResolveElectionsPage() {
  return (
    <PlaceholderPage
      title="Arbitrator elections"
      description="Nominees, candidates and results of the arbitrator elections."
    />
  )
}
