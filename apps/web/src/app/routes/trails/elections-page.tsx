import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Elections` — placeholder until its feature lands. */
export function ElectionsPage() {
  return (
    <PlaceholderPage
      title="Elections"
      description="Elections and leaderboards on Telos Decide, with their candidates and live results."
    />
  )
}
