import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Tokens` — placeholder until its feature lands. */
export function TokensPage() {
  return (
    <PlaceholderPage
      title="Tokens"
      description="Create tokens with the token manager, and issue, retire and transfer the tokens you manage."
    />
  )
}
