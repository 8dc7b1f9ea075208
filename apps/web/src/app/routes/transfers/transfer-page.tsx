import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Transfer tokens` — placeholder until its feature lands. */
export function TransferPage() {
  return (
    <PlaceholderPage
      title="Transfer tokens"
      description="Send TLOS or another token from your account to any account, with a memo."
    />
  )
}
