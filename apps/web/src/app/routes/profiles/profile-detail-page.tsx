import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Profile detail` — placeholder until its feature lands. */
export function ProfileDetailPage() {
  return (
    <PlaceholderPage title="Profile detail" description="The details of a profile found in your contacts." />
  )
}
