import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { DevelopersView } from '@/features/testnet/components/developers-view.tsx'
import { useDocumentTitle } from '@/lib/use-document-title.ts'

/** `/testnet/evm-faucet`: the developer tools opened on the EVM faucet tab. */
export function EvmFaucetPage() {
  useDocumentTitle('EVM faucet')
  return (
    <Container sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        EVM faucet
      </Typography>
      <DevelopersView defaultTab="tlos-evm" />
    </Container>
  )
}
