import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useQuery } from '@tanstack/react-query'
import { appListsQuery, backendErrorMessage } from '@/lib/services/oauth-apps.ts'
import { AuthorizedAppsList } from './authorized-apps-list.tsx'
import { OwnedAppCard } from './owned-app-card.tsx'
import { QueryGate } from '@/components/query-gate.tsx'
import { useDrawn } from '@/components/use-drawn.ts'
import { useIdleAfter } from '@/components/use-idle-after.ts'
import styles from './app-lists.module.css'
import { EmptyState } from '@/components/empty-state.tsx'

/** `/apps`: the apps I own and the apps I authorized, read from the account backend as `account`. */
export function AppLists({ account }: { account: string }) {
  // Reading the lists signs in to the app service with the wallet, whose code (Wharf Kit, about 90 kB
  // gzipped) then loads: after the page's first paint, not beside its chunks.
  const lists = useQuery({ ...appListsQuery(account), enabled: useIdleAfter() })
  // The lists are drawn in a background render once read (useDrawn), never in the blocking render that
  // delivers the answer.
  const drawn = useDrawn(lists.isSuccess)
  if (lists.isError || lists.isPending || !drawn)
    return (
      <QueryGate
        queries={[lists]}
        waiting={!drawn}
        what="apps"
        loadingText="Loading your apps (your wallet may ask you to sign in to the app service)…"
        errorText={(error) => `Your apps could not be loaded: ${backendErrorMessage(error)}`}
      >
        {() => null}
      </QueryGate>
    )
  const { owned, authorized } = lists.data
  return (
    <Stack spacing={4}>
      <section aria-labelledby="owned-apps-heading">
        <Typography id="owned-apps-heading" component="h2" variant="h5" gutterBottom>
          My apps
        </Typography>
        {owned.length === 0 ? (
          <EmptyState>You have not registered any app yet.</EmptyState>
        ) : (
          <Stack component="ul" spacing={2} className={styles.list}>
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
