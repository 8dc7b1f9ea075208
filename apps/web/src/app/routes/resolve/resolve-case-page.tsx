import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Case` — placeholder until its feature lands. */
export function ResolveCasePage() {
  return (
    <PlaceholderPage
      title="Case"
      description="One case: its summary, status steps, claims and action history."
    />
  )
}
