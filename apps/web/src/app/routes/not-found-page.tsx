import { Button } from '@/components/ui/button.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { Link as RouterLink } from 'react-router'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import styles from './not-found-page.module.css'

/** Shown for any path no route matches. */
export function NotFoundPage() {
  useDocumentTitle('Page not found')
  return (
    <Stack spacing={2} className={styles.page}>
      <Typography component="h1" variant="h3">
        Page not found
      </Typography>
      <Typography color="textSecondary">
        There is nothing at this address. It may have moved, or the link may be mistyped.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to the portal home
      </Button>
    </Stack>
  )
}
