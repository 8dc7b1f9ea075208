import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** The part of a TanStack query result the gate looks at. */
type GatedQuery = { isPending: boolean; isError: boolean; refetch: () => unknown }

/**
 * Shows a loading line while any of `queries` is pending, an error with Retry (refetching the failed
 * ones) when any failed, and `children` once all have data. `what` names the data in both messages,
 * e.g. "safes" gives "Loading safes…" and "The safes could not be read from the chain."
 */
export function QueryGate({
  queries,
  what,
  children,
}: {
  queries: readonly GatedQuery[]
  what: string
  children: () => ReactNode
}) {
  const failed = queries.filter((query) => query.isError)
  if (failed.length > 0)
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => failed.forEach((query) => void query.refetch())}
          >
            Retry
          </Button>
        }
      >
        The {what} could not be read from the chain.
      </Alert>
    )
  if (queries.some((query) => query.isPending))
    return (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>Loading {what}…</Typography>
      </Stack>
    )
  return <>{children()}</>
}
