import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { WorksProposals } from '@/features/governance/components/works-proposals.tsx'
import { useDocumentTitle } from '@/lib/use-document-title.ts'

/** `/works/proposals`: the Telos Works funding proposals, each linked to its ballot. */
export function WorksProposalsPage() {
  useDocumentTitle('Works proposals')
  return (
    <Container sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        Works proposals
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Telos Works funding proposals with their requested amounts and milestones. Each is voted on through
        its ballot.
      </Typography>
      <WorksProposals />
    </Container>
  )
}
