import { PlaceholderPage } from './placeholder-page.tsx'

/** `Governance` — placeholder until its feature lands. */
export function GovernancePage() {
  return (
    <PlaceholderPage
      title="Governance"
      description="The Telos governance documents and their amendment history."
    />
  )
}
