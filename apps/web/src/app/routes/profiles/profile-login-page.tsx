import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Profile login` — placeholder until its feature lands. */
export function ProfileLoginPage() {
  return (
    <PlaceholderPage
      title="Profile login"
      description="Log in to the profile service with your account to manage your profile."
    />
  )
}
