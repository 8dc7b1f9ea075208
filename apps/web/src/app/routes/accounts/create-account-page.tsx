import { pagePart } from '@/components/page-part.tsx'
import { PageFrame } from '@/features/profiles/components/profile-page-frame.tsx'

// The steps' forms (react-hook-form, the schemas) arrive after the heading is drawn.
const CreateAccount = pagePart(
  'account form',
  async () => (await import('@/features/accounts/components/create-account.tsx')).CreateAccount,
)

/** `/accounts/add` (guest layout): a new testnet account, SMS verification then keys. */
export function CreateAccountPage() {
  return (
    <PageFrame title="Create account">
      <CreateAccount />
    </PageFrame>
  )
}
