import { Container } from '@/components/ui/container.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useParams } from 'react-router'
import { Elections } from '@/features/governance/components/elections.tsx'
import { useAccountName } from '@/lib/session/session-store.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import styles from './elections-page.module.css'

/** `/trails/elections/:id?`: elections, leaderboards and referendums with live results. */
export function ElectionsPage() {
  useDocumentTitle('Elections')
  const { id } = useParams()
  const account = useAccountName()
  return (
    <Container className={styles.page}>
      <Typography component="h1" variant="h4" gutterBottom>
        Elections
      </Typography>
      <Typography color="textSecondary" className={styles.intro}>
        Elections, leaderboards and referendums on Telos Decide, with their candidates and live totals.
      </Typography>
      <Elections selected={id} account={account} />
    </Container>
  )
}
