import { CongratulationsActions } from '@/features/accounts/components/congratulations.tsx'
import { PlaceholderPage } from '../placeholder-page.tsx'

/** `/accounts/add/congratulations` (empty layout, no header): the page carries the ways on. */
export function CongratulationsPage() {
  return (
    <PlaceholderPage
      title="Your account is ready"
      description="Your new account exists on the chain. Keep your keys safe: they are the only way into it."
    >
      <CongratulationsActions />
    </PlaceholderPage>
  )
}
