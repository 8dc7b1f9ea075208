import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Contacts` — placeholder until its feature lands. */
export function ContactsPage() {
  return (
    <PlaceholderPage
      title="Contacts"
      description="Search the verified profiles of other Telos users (needs a verified profile)."
    />
  )
}
