import { Container } from '@/components/ui/container.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { SafeList } from '@/features/safe/components/safe-list.tsx'
import { useAccountName } from '@/lib/session/session-store.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import styles from './smart-safe-page.module.css'

/** `/poc/smartsafe`: the safe proof of concept — lock a safe, and unlock it if you locked it or administer it. */
export function SmartSafePage() {
  useDocumentTitle('Smart safe')
  const account = useAccountName()
  return (
    <Container className={styles.page}>
      <Typography component="h1" variant="h4" gutterBottom>
        Smart safe
      </Typography>
      <Typography color="textSecondary" className={styles.intro}>
        A proof of concept: anyone may lock an unlocked safe; only the account that locked it, or one of the
        safe&apos;s admins, may unlock it.
      </Typography>
      <SafeList account={account} />
    </Container>
  )
}
