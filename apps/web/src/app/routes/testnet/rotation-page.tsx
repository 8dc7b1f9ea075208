import { Container } from '@/components/ui/container.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { RotationView } from '@/features/testnet/components/rotation-view.tsx'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import styles from './rotation-page.module.css'

/** `/testnet/rotation`: the testnet producer schedule, and adding an account to it. */
export function RotationPage() {
  useDocumentTitle('Producer rotation')
  return (
    <Container className={styles.page}>
      <Typography component="h1" variant="h4" gutterBottom>
        Producer rotation
      </Typography>
      <RotationView />
    </Container>
  )
}
