import { Container } from '@/components/ui/container.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { usePainted } from '@/components/after-next-paint.ts'
import { TreasuryList } from '@/features/governance/components/treasury-list.tsx'
import { useAccountName } from '@/lib/session/session-store.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import styles from './treasuries-page.module.css'

/** `/trails/treasuries`: the DAOs (treasuries) on Telos Decide. */
export function TreasuriesPage() {
  useDocumentTitle('DAOs')
  const account = useAccountName()
  // The list follows once the heading and intro are painted: with the DAOs already read (the
  // route-preload script sends the read with the page's chunks), the first render drew every card with
  // them, and the intro (the page's largest text) was painted only after all of them (issue 42).
  const listShown = usePainted()
  return (
    <Container className={styles.page}>
      <Typography component="h1" variant="h4" gutterBottom>
        DAOs
      </Typography>
      <Typography color="textSecondary" className={styles.intro}>
        The treasuries (DAOs) on Telos Decide: register as a voter, create a DAO and manage the ones you run.
      </Typography>
      {listShown && <TreasuryList account={account} />}
    </Container>
  )
}
