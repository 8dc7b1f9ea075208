import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Producer rotation` — placeholder until its feature lands. */
export function RotationPage() {
  return (
    <PlaceholderPage
      title="Producer rotation"
      description="Ask the testnet to add your block producer to the rotation."
    />
  )
}
