import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Ballots` — placeholder until its feature lands. */
export function BallotsPage() {
  return (
    <PlaceholderPage
      title="Ballots"
      description="Browse the ballots on Telos Decide: referendums, polls and proposals, with tabs Proposals and Decide and filters by status."
    />
  )
}
