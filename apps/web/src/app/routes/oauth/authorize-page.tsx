import { Alert } from '@/components/ui/alert.tsx'
import { useSearchParams } from 'react-router'
import { ConsentCard } from '@/features/apps/components/consent-card.tsx'
import { useAccountName } from '@/lib/session/session-store.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import styles from './authorize-page.module.css'

/**
 * `/oauth/authorize?interaction=…` (logo-only layout): the consent page an app's authorization request
 * lands on. Guests are sent to login and back here by the route guard, the query kept intact.
 */
export function AuthorizePage() {
  useDocumentTitle('Authorize app')
  const account = useAccountName()
  const [params] = useSearchParams()
  const uid = params.get('interaction')
  return (
    <div className={styles.page}>
      {!uid ? (
        <Alert severity="error">
          This page is opened by an app asking you to sign in. Start again from the app.
        </Alert>
      ) : (
        account && <ConsentCard key={uid} uid={uid} account={account} />
      )}
    </div>
  )
}
