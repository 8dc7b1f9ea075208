import Alert from '@mui/material/Alert'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { isAccountName } from '@portal/chain/names'
import { contactDetail, profileServiceToken } from '@/features/profiles/api/profile-service.ts'
import { PageFrame } from '@/features/profiles/components/profile-page-frame.tsx'
import { ProfileView } from '@/features/profiles/components/profile-view.tsx'
import { useAccountName } from '@/lib/session/session-store.ts'

/** `/profiles/contacts/profileDetail?account=…`: one contact's profile and which channels are verified. */
export function ProfileDetailPage() {
  const [params] = useSearchParams()
  const contact = params.get('account') ?? ''
  const viewer = useAccountName()
  const token = viewer === null ? null : profileServiceToken(viewer)
  const detail = useQuery({
    queryKey: ['profile-service', 'contact', token, contact],
    queryFn: () => contactDetail(token ?? '', contact),
    enabled: token !== null && isAccountName(contact),
    retry: false,
  })
  return (
    <PageFrame title="Contact">
      {!isAccountName(contact) ? (
        <p>Choose a contact from your contacts list.</p>
      ) : (
        <>
          {detail.data && (
            <Alert severity="success" sx={{ mb: 2 }}>
              Verified by {detail.data.channels.join(' and ')}.
            </Alert>
          )}
          {detail.isError && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {detail.error.message}
            </Alert>
          )}
          <ProfileView account={contact} viewer={viewer} />
        </>
      )}
    </PageFrame>
  )
}
