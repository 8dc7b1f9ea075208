import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import { Link as RouterLink, useParams } from 'react-router'
import { BallotView } from '@/features/governance/components/ballot-view.tsx'
import { useAccountName } from '@/lib/session/session-store.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'

/** `/trails/ballot/:id`: one ballot in detail, its results and the vote form. */
export function BallotPage() {
  const { id = '' } = useParams()
  useDocumentTitle(`Ballot ${id.slice(0, 12)}`)
  const account = useAccountName()
  return (
    <Container sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 } }}>
      <Link component={RouterLink} to="/trails/ballots" sx={{ display: 'inline-block', mb: 2 }}>
        All ballots
      </Link>
      <BallotView key={id} ballotName={id} account={account} />
    </Container>
  )
}
