import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Register an app` — placeholder until its feature lands. */
export function AddAppPage() {
  return (
    <PlaceholderPage
      title="Register an app"
      description="Register an app for OAuth sign-in with its name, URLs and redirect address."
    />
  )
}
