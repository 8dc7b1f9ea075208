import { PageFrame } from '@/features/profiles/components/profile-page-frame.tsx'
import { ProfileVerification } from '@/features/profiles/components/profile-verification.tsx'
import { useAccountName } from '@/lib/session/session-store.ts'

/** `/profiles/add/profileLogin`: the profile service login and verification. */
export function ProfileLoginPage() {
  const account = useAccountName()
  return (
    <PageFrame title="Verify your profile">
      {account !== null && <ProfileVerification key={account} account={account} />}
    </PageFrame>
  )
}
