import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Your account is ready` — placeholder until its feature lands. */
export function CongratulationsPage() {
  return (
    <PlaceholderPage
      title="Your account is ready"
      description="Your new account exists on the chain. Keep your keys safe: they are the only way into it."
    />
  )
}
