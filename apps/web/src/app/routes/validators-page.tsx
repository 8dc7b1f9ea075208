import { Container } from '@/components/ui/container.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { BenchmarkSection } from '@/features/validators/components/benchmark-section.tsx'
import { ValidatorsVoting } from '@/features/validators/components/validators-voting.tsx'
import { useProducerValidation } from '@/features/validators/api/producer-validation.ts'
import { useProducers } from '@/features/validators/api/producers.ts'
import { useDrawn } from '@/components/use-drawn.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import styles from './validators-page.module.css'

/** `/validators` (guests too): the validators by votes with their checks, and their CPU benchmarks. */
export function ValidatorsPage() {
  useDocumentTitle('Validators')
  // The benchmarks follow once the validators table has its rows (the chain's and the validation
  // document's), so its arrival does not push them down the screen.
  const producers = useProducers()
  const validation = useProducerValidation()
  const tableDrawn = useDrawn(!producers.isPending && !validation.isPending)
  return (
    <Container className={styles.page}>
      <Typography component="h1" variant="h4" gutterBottom>
        Validators
      </Typography>
      <Typography color="textSecondary" className={styles.intro}>
        The block producers of Telos, ranked by votes.
      </Typography>
      <ValidatorsVoting />
      {tableDrawn && <BenchmarkSection />}
    </Container>
  )
}
