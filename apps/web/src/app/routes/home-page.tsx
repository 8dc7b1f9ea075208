import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'

/** Placeholder for `/` until the ballots list lands: it says what the portal is. */
export function HomePage() {
  return (
    <Container component="main" sx={{ py: 6 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        Telos Portal
      </Typography>
      <Typography color="text.secondary">
        Vote on ballots and elections, run DAOs and tokens, and settle disputes in Resolve on the Telos
        testnet.
      </Typography>
    </Container>
  )
}
