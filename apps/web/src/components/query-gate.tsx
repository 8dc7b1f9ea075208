import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { CircularProgress } from '@/components/ui/circular-progress.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import type { ReactNode } from 'react'
import styles from './query-gate.module.css'
import { useDrawn } from './use-drawn.ts'

/** The part of a TanStack query result the gate looks at. */
type GatedQuery = { isPending: boolean; isError: boolean; error?: unknown; refetch: () => unknown }

/**
 * Shows a loading line while any of `queries` is pending (or `waiting` holds), an error with Retry
 * (refetching the failed ones) when any failed, and `children` once all have data. `what` names the
 * data in both messages, e.g. "safes" gives "Loading safes…" and "The safes could not be read from
 * the chain."; `loadingText` and `errorText` replace them where the data is not the chain's.
 */
export function QueryGate({
  queries,
  what,
  children,
  waiting = false,
  loadingText,
  errorText,
  keepHeight = false,
  indicator,
}: {
  queries: readonly GatedQuery[]
  what: string
  children: () => ReactNode
  /** Something else the page waits for before its content (e.g. a redirect about to happen). */
  waiting?: boolean
  loadingText?: string
  errorText?: (error: unknown) => string
  /** Keeps a screen's height while loading, so what follows does not jump when the data arrives. */
  keepHeight?: boolean
  /** Replaces the spinner where the loading has a measure of its own (a determinate progress, a bar). */
  indicator?: ReactNode
}) {
  const failed = queries.filter((query) => query.isError)
  const loading = waiting || queries.some((query) => query.isPending)
  const drawn = useDrawn(!loading)
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
        {errorText ? errorText(failed[0]?.error) : `The ${what} could not be read from the chain.`}
      </Alert>
    )
  if (loading || !drawn)
    return (
      <Stack
        direction="row"
        spacing={2}
        role="status"
        className={keepHeight ? styles.loadingKeepHeight : styles.loading}
      >
        {indicator ?? <CircularProgress size={24} aria-hidden />}
        <Typography>{loadingText ?? `Loading ${what}…`}</Typography>
      </Stack>
    )
  return <>{children()}</>
}
