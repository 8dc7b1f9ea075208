import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Ballot` — placeholder until its feature lands. */
export function BallotPage() {
  return (
    <PlaceholderPage
      title="Ballot"
      description="The ballot in detail: its description, options, results and, for registered voters, the vote form."
    />
  )
}
