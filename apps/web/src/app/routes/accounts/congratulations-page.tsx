import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { Link as RouterLink } from 'react-router'
import { PlaceholderPage } from '../placeholder-page.tsx'

/** `Your account is ready` — placeholder until its feature lands. The empty layout has no header, so the page carries the ways on. */
export function CongratulationsPage() {
  return (
    <PlaceholderPage
      title="Your account is ready"
      description="Your new account exists on the chain. Keep your keys safe: they are the only way into it."
    >
      <Stack direction="row" spacing={2} sx={{ mt: 3, flexWrap: 'wrap', rowGap: 1 }}>
        <Button component={RouterLink} to="/login" variant="contained">
          Log in
        </Button>
        <Button component={RouterLink} to="/" variant="outlined">
          Go to the portal home
        </Button>
      </Stack>
    </PlaceholderPage>
  )
}
