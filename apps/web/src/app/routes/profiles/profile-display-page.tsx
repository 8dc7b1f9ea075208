import { useParams } from 'react-router'
import { isAccountName } from '@portal/chain/names'
import { PageFrame } from '@/features/profiles/components/profile-page-frame.tsx'
import { ProfileView } from '@/features/profiles/components/profile-view.tsx'
import { useAccountName } from '@/lib/session/session-store.ts'

/** `/profiles/display/:account`: an account's profile, open to guests. */
export function ProfileDisplayPage() {
  const { account = '' } = useParams()
  const viewer = useAccountName()
  return (
    <PageFrame title="Profile">
      {isAccountName(account) ? (
        <ProfileView key={account} account={account} viewer={viewer} />
      ) : (
        <p>“{account}” is not an account name.</p>
      )}
    </PageFrame>
  )
}
