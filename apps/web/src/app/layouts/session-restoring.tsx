import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'

/** Shown in place of a protected page while the stored session is restored after a reload. */
export function SessionRestoring() {
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 8 }}>
      <CircularProgress aria-hidden />
      <Typography>Restoring your session…</Typography>
    </Stack>
  )
}
