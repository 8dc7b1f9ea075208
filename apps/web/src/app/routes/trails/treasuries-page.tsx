import { Container } from '@/components/ui/container.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { TreasuryList } from '@/features/governance/components/treasury-list.tsx'
import { useAccountName } from '@/lib/session/session-store.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import styles from './treasuries-page.module.css'

/** `/trails/treasuries`: the DAOs (treasuries) on Telos Decide. */
export function TreasuriesPage() {
  useDocumentTitle('DAOs')
  const account = useAccountName()
  return (
    <Container className={styles.page}>
      <Typography component="h1" variant="h4" gutterBottom>
        DAOs
      </Typography>
      <Typography color="textSecondary" className={styles.intro}>
        The treasuries (DAOs) on Telos Decide: register as a voter, create a DAO and manage the ones you run.
      </Typography>
      <TreasuryList account={account} />
    </Container>
  )
}
