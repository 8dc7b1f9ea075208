import { Container } from '@/components/ui/container.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { WorksProposals } from '@/features/governance/components/works-proposals.tsx'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import styles from './proposals-page.module.css'

/** `/works/proposals`: the Telos Works funding proposals, each linked to its ballot. */
export function WorksProposalsPage() {
  useDocumentTitle('Works proposals')
  return (
    <Container className={styles.page}>
      <Typography component="h1" variant="h4" gutterBottom>
        Works proposals
      </Typography>
      <Typography color="textSecondary" className={styles.intro}>
        Telos Works funding proposals with their requested amounts and milestones. Each is voted on through
        its ballot.
      </Typography>
      <WorksProposals />
    </Container>
  )
}
