import { Alert } from '@/components/ui/alert.tsx'
import { Link } from '@/components/ui/link.tsx'
import { Link as RouterLink, useParams } from 'react-router'
import { PageFrame } from '@/features/profiles/components/profile-page-frame.tsx'
import { PagePart } from '@/components/page-part.tsx'
import { lazyPart } from '@/lib/lazy-part.tsx'
import { useAccountName } from '@/lib/session/session-store.ts'

// The form (react-hook-form, the schemas) arrives after the heading is drawn.
const ProfileEdit = lazyPart(
  async () => (await import('@/features/profiles/components/profile-edit-form.tsx')).ProfileEdit,
)

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
      <PagePart what="profile form">
        <ProfileEdit key={account} account={account} />
      </PagePart>
    </PageFrame>
  )
}
