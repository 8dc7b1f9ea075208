import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useNavigate } from 'react-router'
import { logout, retryRestore } from '@/lib/session/session-store.ts'

/**
 * Shown in place of a protected page while the stored session is restored after a reload; when the
 * chain cannot be reached it says so and offers Retry (the session is kept) or a fresh login.
 */
export function SessionRestoring({
  account,
  problem,
  loginPath,
}: {
  account: string
  problem?: string | undefined
  loginPath: string
}) {
  const navigate = useNavigate()
  if (problem === undefined) {
    return (
      <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 8 }}>
        <CircularProgress aria-hidden />
        <Typography>Restoring your session…</Typography>
      </Stack>
    )
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto', py: { xs: 3, sm: 6 }, px: 2 }}>
      <Typography component="h1" variant="h5">
        Session not restored
      </Typography>
      <Alert severity="warning" role="alert">
        Your session as <strong>{account}</strong> could not be restored. {problem}
      </Alert>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" onClick={() => void retryRestore()}>
          Retry
        </Button>
        <Button variant="outlined" onClick={() => void logout().then(() => navigate(loginPath))}>
          Log in again
        </Button>
      </Stack>
    </Stack>
  )
}
