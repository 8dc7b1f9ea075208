import { Alert } from '@/components/ui/alert.tsx'
import { Link } from '@/components/ui/link.tsx'
import { Link as RouterLink, useParams } from 'react-router'
import { PageFrame } from '@/features/profiles/components/profile-page-frame.tsx'
import { ProfileEdit } from '@/features/profiles/components/profile-edit-form.tsx'
import { useAccountName } from '@/lib/session/session-store.ts'

/** `/profiles/edit/:id`: the signed-in owner edits their profile; anyone else is shown why not. */
export function ProfileEditPage() {
  const { id = '' } = useParams()
  const account = useAccountName()
  if (account === null || account !== id)
    return (
      <PageFrame title="Edit profile">
        <Alert severity="warning">
          Only {id || 'the owner'} can edit this profile.{' '}
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
