import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Resolve admin` — placeholder until its feature lands. */
export function ResolveAdminPage() {
  return (
    <PlaceholderPage
      title="Resolve admin"
      description="Run arbitrator elections and validate the rulings of cases."
    />
  )
}
