import { ClaimAccount } from '@/features/accounts/components/claim-account.tsx'
import { PageFrame } from '@/features/profiles/components/profile-page-frame.tsx'
import { useAccountName } from '@/lib/session/session-store.ts'

/** `/accounts/claim`: whether an account is to be unstaked, recovered or on neither list; remove me. */
export function ClaimAccountPage() {
  const viewer = useAccountName()
  return (
    <PageFrame title="Claim account">
      <ClaimAccount key={viewer ?? ''} viewer={viewer} />
    </PageFrame>
  )
}
