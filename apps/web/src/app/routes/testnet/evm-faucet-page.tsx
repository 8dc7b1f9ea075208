import { Container } from '@/components/ui/container.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { DevelopersView } from '@/features/testnet/components/developers-view.tsx'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import styles from './evm-faucet-page.module.css'

/** `/testnet/evm-faucet`: the developer tools opened on the EVM faucet tab. */
export function EvmFaucetPage() {
  useDocumentTitle('EVM faucet')
  return (
    <Container className={styles.page}>
      <Typography component="h1" variant="h4" gutterBottom>
        EVM faucet
      </Typography>
      <DevelopersView defaultTab="tlos-evm" />
    </Container>
  )
}
