import { PlaceholderPage } from '../placeholder-page.tsx'

/** `DAOs` — placeholder until its feature lands. */
export function TreasuriesPage() {
  return (
    <PlaceholderPage
      title="DAOs"
      description="The treasuries (DAOs) on Telos Decide: register as a voter, create a DAO and manage the ones you run."
    />
  )
}
