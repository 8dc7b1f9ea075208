import { Button } from '@/components/ui/button.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { Link as RouterLink } from 'react-router'
import { ChunkTimeoutError, CHUNK_TIMEOUT_MESSAGE } from '@/lib/chunk-timeout.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import styles from './route-error.module.css'

function describe(error: unknown): { title: string; detail: string } {
  if (error instanceof ChunkTimeoutError) {
    return { title: CHUNK_TIMEOUT_MESSAGE, detail: 'The connection may be slow or interrupted.' }
  }
  // A chunk that failed outright (e.g. offline, or a new version replaced it).
  if (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script/i.test(error.message)
  ) {
    return { title: 'This page could not be loaded', detail: 'Check your connection and try again.' }
  }
  return {
    title: 'Something went wrong on this page',
    detail: error instanceof Error ? error.message : 'An unexpected error occurred.',
  }
}

/** A page's error boundary: says what happened and offers Retry and a way back home. */
export function RouteError({ error }: { error: unknown }) {
  const { title, detail } = describe(error)
  useDocumentTitle(title)
  if (!(error instanceof ChunkTimeoutError)) console.error(error)
  return (
    <Stack role="alert" spacing={2} className={styles.routeError}>
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      <Typography color="textSecondary">{detail}</Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Retry
        </Button>
        <Button component={RouterLink} to="/" variant="outlined">
          Go to the portal home
        </Button>
      </Stack>
    </Stack>
  )
}
