import { Alert } from '@/components/ui/alert.tsx'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { isAccountName } from '@portal/chain/names'
import { PageFrame } from '@/features/profiles/components/profile-page-frame.tsx'
import { ProfileView } from '@/features/profiles/components/profile-view.tsx'
import { useServiceToken } from '@/lib/services/challenge-session.ts'
import { contactQuery } from '@/lib/services/profile-service.ts'
import { useAccountName } from '@/lib/session/session-store.ts'
import styles from './profile-detail-page.module.css'

/** `/profiles/contacts/profileDetail?account=…`: one contact's profile and which channels are verified. */
export function ProfileDetailPage() {
  const [params] = useSearchParams()
  const contact = params.get('account') ?? ''
  const viewer = useAccountName()
  const token = useServiceToken('profile-service')
  const detail = useQuery({
    ...contactQuery(viewer ?? '', contact),
    enabled: viewer !== null && token !== null && isAccountName(contact),
  })
  return (
    <PageFrame title="Contact">
      {!isAccountName(contact) ? (
        <p>Choose a contact from your contacts list.</p>
      ) : (
        <>
          {detail.data && (
            <Alert severity="success" className={styles.notice}>
              Verified by {detail.data.channels.join(' and ')}.
            </Alert>
          )}
          {detail.isError && (
            <Alert severity="info" className={styles.notice}>
              {detail.error.message}
            </Alert>
          )}
          <ProfileView account={contact} viewer={viewer} />
        </>
      )}
    </PageFrame>
  )
}
