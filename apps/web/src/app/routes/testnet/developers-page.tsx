import { Container } from '@/components/ui/container.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { DevelopersView } from '@/features/testnet/components/developers-view.tsx'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import styles from './developers-page.module.css'

/** `/testnet/developers?tab=create|tlos-native|tlos-evm|tlos-zkevm`: the testnet developer tools. */
export function DevelopersPage() {
  useDocumentTitle('Developer tools')
  return (
    <Container className={styles.page}>
      <Typography component="h1" variant="h4" gutterBottom>
        Developer tools
      </Typography>
      <DevelopersView />
    </Container>
  )
}
