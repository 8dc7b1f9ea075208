import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Smart safe` — placeholder until its feature lands. */
export function SmartSafePage() {
  return (
    <PlaceholderPage
      title="Smart safe"
      description="The safe proof of concept: lock and unlock a safe and see who last did."
    />
  )
}
