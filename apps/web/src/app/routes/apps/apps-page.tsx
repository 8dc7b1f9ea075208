import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Apps` — placeholder until its feature lands. */
export function AppsPage() {
  return (
    <PlaceholderPage
      title="Apps"
      description="The apps you registered and the apps you authorized: enable, disable, revoke or delete them."
    />
  )
}
