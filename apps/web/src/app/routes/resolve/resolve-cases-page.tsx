import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Cases` — placeholder until its feature lands. */
export function ResolveCasesPage() {
  return (
    <PlaceholderPage
      title="Cases"
      description="All case files with their parties, arbitrators and status; file a new case."
    />
  )
}
