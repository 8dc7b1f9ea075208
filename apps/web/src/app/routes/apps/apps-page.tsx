import { Button } from '@/components/ui/button.tsx'
import { Container } from '@/components/ui/container.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { Link as RouterLink } from 'react-router'
import { AppLists } from '@/features/apps/components/app-lists.tsx'
import { useAccountName } from '@/lib/session/session-store.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import styles from './apps-page.module.css'

/** `/apps`: the apps I registered (enable, disable, rotate the secret, delete) and the apps I authorized (revoke). */
export function AppsPage() {
  useDocumentTitle('Apps')
  const account = useAccountName()
  return (
    <Container className={styles.page}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} className={styles.header}>
        <div>
          <Typography component="h1" variant="h4" gutterBottom>
            Apps
          </Typography>
          <Typography color="textSecondary">
            Apps that let people sign in with their Telos account (OAuth), and the apps you let in.
          </Typography>
        </div>
        <Button component={RouterLink} to="/apps/add" variant="contained" className={styles.register}>
          Register an app
        </Button>
      </Stack>
      {account && <AppLists account={account} />}
    </Container>
  )
}
