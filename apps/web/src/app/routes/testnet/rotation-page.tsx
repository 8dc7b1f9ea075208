import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { RotationView } from '@/features/testnet/components/rotation-view.tsx'
import { useDocumentTitle } from '@/lib/use-document-title.ts'

/** `/testnet/rotation`: the testnet producer schedule, and adding an account to it. */
export function RotationPage() {
  useDocumentTitle('Producer rotation')
  return (
    <Container sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        Producer rotation
      </Typography>
      <RotationView />
    </Container>
  )
}
