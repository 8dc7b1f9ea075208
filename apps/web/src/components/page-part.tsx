import { Alert } from '@/components/ui/alert.tsx'
import { CircularProgress } from '@/components/ui/circular-progress.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { Suspense, type ReactNode } from 'react'
import { LazyBoundary } from '@/lib/lazy-boundary.tsx'
import styles from './query-gate.module.css'

/**
 * Where a page's form arrives as its own chunk (a `lazyPart`): the page's heading and introduction
 * are drawn without waiting for the form library and the schemas (about 25 kB gzipped), and the form
 * takes this place when its code has arrived. `what` names it in the loading line and in the error
 * shown when its code cannot be fetched.
 */
export function PagePart({ what, children }: { what: string; children: ReactNode }) {
  return (
    <LazyBoundary
      fallback={
        <Alert severity="error">
          The {what} could not be loaded. Check your connection and reload the page.
        </Alert>
      }
    >
      <Suspense
        fallback={
          <Stack direction="row" spacing={2} role="status" className={styles.loading}>
            <CircularProgress size={24} aria-hidden />
            <Typography>Loading the {what}…</Typography>
          </Stack>
        }
      >
        {children}
      </Suspense>
    </LazyBoundary>
  )
}
