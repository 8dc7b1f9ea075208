import { CreateAccount } from '@/features/accounts/components/create-account.tsx'
import { PageFrame } from '@/features/profiles/components/profile-page-frame.tsx'

/** `/accounts/add` (guest layout): a new testnet account, SMS verification then keys. */
export function CreateAccountPage() {
  return (
    <PageFrame title="Create account">
      <CreateAccount />
    </PageFrame>
  )
}
