import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Edit profile` — placeholder until its feature lands. */
export function ProfileEditPage() {
  return (
    <PlaceholderPage
      title="Edit profile"
      description="Change your avatar, display name, status and bio, and verify your phone or email."
    />
  )
}
