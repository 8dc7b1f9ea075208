import { Container } from '@/components/ui/container.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { GovernanceDocument } from '@/features/governance-docs/components/governance-document.tsx'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import styles from './governance-page.module.css'

/** `/governance` (guests too): the Telos governance documents and their amendment history. */
export function GovernancePage() {
  useDocumentTitle('Governance')
  return (
    <Container className={styles.page}>
      <Typography component="h1" variant="h4" gutterBottom>
        Governance
      </Typography>
      <Typography color="textSecondary" className={styles.intro}>
        The Telos governance documents from the amend.decide contract, and how they were amended.
      </Typography>
      <GovernanceDocument />
    </Container>
  )
}
