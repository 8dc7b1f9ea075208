import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Authorize app` — placeholder until its feature lands. */
export function AuthorizePage() {
  return (
    <PlaceholderPage
      title="Authorize app"
      description="An app asks to act for your account: review what it asks and allow or refuse."
    />
  )
}
