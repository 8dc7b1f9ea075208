import { pagePart } from '@/components/page-part.tsx'
import { PageFrame } from '@/features/profiles/components/profile-page-frame.tsx'
import { useAccountName } from '@/lib/session/session-store.ts'

// The check form (react-hook-form, the schemas) and its confirmation arrive after the heading is drawn.
const ClaimAccount = pagePart(
  'account check',
  async () => (await import('@/features/accounts/components/claim-account.tsx')).ClaimAccount,
)

/** `/accounts/claim`: whether an account is to be unstaked, recovered or on neither list; remove me. */
export function ClaimAccountPage() {
  const viewer = useAccountName()
  return (
    <PageFrame title="Claim account">
      <ClaimAccount key={viewer ?? ''} viewer={viewer} />
    </PageFrame>
  )
}
