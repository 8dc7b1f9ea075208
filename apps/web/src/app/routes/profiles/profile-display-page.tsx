import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Profile` — placeholder until its feature lands. */
export function ProfileDisplayPage() {
  return (
    <PlaceholderPage
      title="Profile"
      description="An account's profile: avatar, display name, status and bio."
    />
  )
}
