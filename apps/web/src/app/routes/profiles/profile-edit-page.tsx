import { Alert } from '@/components/ui/alert.tsx'
import { Link } from '@/components/ui/link.tsx'
import { Link as RouterLink, useParams } from 'react-router'
import { PageFrame } from '@/features/profiles/components/profile-page-frame.tsx'
import { pagePart } from '@/components/page-part.tsx'
import { useAccountName } from '@/lib/session/session-store.ts'

// The form (react-hook-form, the schemas) arrives after the heading is drawn.
const ProfileEdit = pagePart(
  'profile form',
  async () => (await import('@/features/profiles/components/profile-edit-form.tsx')).ProfileEdit,
)

/** `/profiles/edit/:account`: the signed-in owner edits their profile; anyone else is shown why not. */
export function ProfileEditPage() {
  const { account: owner = '' } = useParams()
  const account = useAccountName()
  if (account === null || account !== owner)
    return (
      <PageFrame title="Edit profile">
        <Alert severity="warning">
          Only {owner || 'the owner'} can edit this profile.{' '}
          {account !== null && (
            <Link component={RouterLink} to={`/profiles/edit/${account}`}>
              Edit your own profile
            </Link>
          )}
        </Alert>
      </PageFrame>
    )
  return (
    <PageFrame title="Edit profile">
      <ProfileEdit key={account} account={account} />
    </PageFrame>
  )
}
