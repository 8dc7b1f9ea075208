import { Card } from '@/components/ui/card.tsx'
import { CardActions } from '@/components/ui/card-actions.tsx'
import { CardContent } from '@/components/ui/card-content.tsx'
import { Link } from '@/components/ui/link.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { OAUTH_SCOPE_LABELS, type AuthorizedApp } from '@portal/chain/oauth-apps'
import { revokeAuthorization } from '@/lib/services/oauth-apps.ts'
import { AppCardHeader } from './app-card-header.tsx'
import { isWebAddress } from './app-image.tsx'
import { ConfirmCallButton } from './confirm-call-dialog.tsx'
import styles from './authorized-apps-list.module.css'
import { EmptyState } from '@/components/empty-state.tsx'

const when = (ms: number) =>
  new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

function AuthorizedAppCard({ app }: { app: AuthorizedApp }) {
  return (
    <Card variant="outlined" component="li" aria-label={app.name} data-testid="authorized-app">
      <CardContent>
        <AppCardHeader
          app={app}
          subtitle={
            isWebAddress(app.url) && (
              <Link
                href={app.url}
                target="_blank"
                rel="noopener noreferrer"
                variant="body2"
                className={styles.url}
              >
                {app.url}
              </Link>
            )
          }
        />
        <Typography variant="body2">
          Receives:{' '}
          {app.scopes.map((scope) => OAUTH_SCOPE_LABELS[scope] ?? scope).join('; ') || 'nothing but sign-in'}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          Authorized {when(app.authorizedAt)}
        </Typography>
      </CardContent>
      <CardActions>
        <ConfirmCallButton
          label="Revoke"
          color="error"
          title={`Revoke ${app.name}?`}
          text="The app loses access to your account now: its tokens stop working and it must ask you again."
          confirmLabel="Revoke access"
          call={() => revokeAuthorization(app.appId)}
        />
      </CardActions>
    </Card>
  )
}

/** The apps the signed-in account authorized, each with a Revoke action. */
export function AuthorizedAppsList({ apps }: { apps: AuthorizedApp[] }) {
  if (apps.length === 0) return <EmptyState>You have not authorized any app.</EmptyState>
  return (
    <Stack component="ul" spacing={2} className={styles.list}>
      {apps.map((app) => (
        <AuthorizedAppCard key={app.appId} app={app} />
      ))}
    </Stack>
  )
}
