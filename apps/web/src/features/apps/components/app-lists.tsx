import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { appListsQuery, backendErrorMessage } from '@/lib/services/oauth-apps.ts'
import { AuthorizedAppsList } from './authorized-apps-list.tsx'
import { OwnedAppCard } from './owned-app-card.tsx'

/** `/apps`: the apps I own and the apps I authorized, read from the account backend as `account`. */
export function AppLists({ account }: { account: string }) {
  const lists = useQuery(appListsQuery(account))
  if (lists.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void lists.refetch()}>
            Retry
          </Button>
        }
      >
        Your apps could not be loaded: {backendErrorMessage(lists.error)}
      </Alert>
    )
  if (lists.isPending)
    return (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>Loading your apps (your wallet may ask you to sign in to the app service)…</Typography>
      </Stack>
    )
  const { owned, authorized } = lists.data
  return (
    <Stack spacing={4}>
      <section aria-labelledby="owned-apps-heading">
        <Typography id="owned-apps-heading" component="h2" variant="h5" gutterBottom>
          My apps
        </Typography>
        {owned.length === 0 ? (
          <Typography color="textSecondary">You have not registered any app yet.</Typography>
        ) : (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {owned.map((app) => (
              <OwnedAppCard key={app.appId} app={app} />
            ))}
          </Stack>
        )}
      </section>
      <section aria-labelledby="authorized-apps-heading">
        <Typography id="authorized-apps-heading" component="h2" variant="h5" gutterBottom>
          Apps I authorized
        </Typography>
        <AuthorizedAppsList apps={authorized} />
      </section>
    </Stack>
  )
}
