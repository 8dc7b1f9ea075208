import { Container } from '@/components/ui/container.tsx'
import { Link } from '@/components/ui/link.tsx'
import { Link as RouterLink, useParams } from 'react-router'
import { BallotView } from '@/features/governance/components/ballot-view.tsx'
import { useAccountName } from '@/lib/session/session-store.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import styles from './ballot-page.module.css'

/** `/trails/ballot/:ballot`: one ballot in detail, its results and the vote form. */
export function BallotPage() {
  const { ballot = '' } = useParams()
  useDocumentTitle(`Ballot ${ballot.slice(0, 12)}`)
  const account = useAccountName()
  return (
    <Container className={styles.page}>
      <Link component={RouterLink} to="/trails/ballots" className={styles.back}>
        All ballots
      </Link>
      <BallotView key={ballot} ballotName={ballot} account={account} />
    </Container>
  )
}
