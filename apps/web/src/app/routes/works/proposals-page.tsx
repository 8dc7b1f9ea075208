import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Works proposals` — placeholder until its feature lands. */
export function WorksProposalsPage() {
  return (
    <PlaceholderPage
      title="Works proposals"
      description="Telos Works funding proposals with their requested amounts, milestones and ballots."
    />
  )
}
