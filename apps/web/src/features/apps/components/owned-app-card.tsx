import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { CardActions } from '@/components/ui/card-actions.tsx'
import { CardContent } from '@/components/ui/card-content.tsx'
import { Chip } from '@/components/ui/chip.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { DialogActions } from '@/components/ui/dialog-actions.tsx'
import { DialogContent } from '@/components/ui/dialog-content.tsx'
import { DialogTitle } from '@/components/ui/dialog-title.tsx'
import { Link } from '@/components/ui/link.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { APP_TYPE_LABELS, type IssuedApp, type OwnedApp } from '@portal/chain/oauth-apps'
import { backendErrorMessage, deleteApp, rotateAppSecret, setAppEnabled } from '@/lib/services/oauth-apps.ts'
import { serviceKeys } from '@/lib/services/service-keys.ts'
import { AppCardHeader } from './app-card-header.tsx'
import { isWebAddress } from './app-image.tsx'
import { ConfirmCallButton } from './confirm-call-dialog.tsx'
import { IssuedCredentials } from './issued-credentials.tsx'
import styles from './owned-app-card.module.css'
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation.ts'

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Typography variant="body2" className={styles.field}>
      <Typography component="span" variant="body2" color="textSecondary">
        {label}:{' '}
      </Typography>
      {children}
    </Typography>
  )
}

/** One of my apps: its registration, OAuth state and the owner's actions. */
export function OwnedAppCard({ app }: { app: OwnedApp }) {
  const queryClient = useQueryClient()
  const [rotated, setRotated] = useState<IssuedApp | null>(null)
  const toggle = useSingleFlightMutation({
    mutationFn: () => setAppEnabled(app.appId, !app.enabled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.service('oauth') }),
  })
  const failure = toggle.error
  return (
    <Card variant="outlined" component="li" aria-label={app.name} data-testid="owned-app">
      <CardContent>
        <AppCardHeader
          app={app}
          subtitle={
            <Typography variant="body2" color="textSecondary">
              {app.shortName}
            </Typography>
          }
          badge={
            <Chip
              label={app.enabled ? 'OAuth enabled' : 'OAuth disabled'}
              color={app.enabled ? 'success' : 'default'}
              size="small"
            />
          }
        />
        <AppRegistration app={app} />
        {failure && (
          <Alert severity="error" className={styles.error}>
            {backendErrorMessage(failure)}
          </Alert>
        )}
      </CardContent>
      <CardActions className={styles.actions}>
        <Button onClick={() => toggle.mutate()} disabled={toggle.isPending}>
          {app.enabled ? 'Disable OAuth' : 'Enable OAuth'}
        </Button>
        {app.appType === 'confidential' && (
          // The old secret stops working at once: the owner confirms before every client using it breaks.
          <ConfirmCallButton
            label="Rotate secret"
            disabledWhileOpen
            title={`Rotate the secret of ${app.name}?`}
            text="A new secret is issued and the current one stops working at once: every client still using it is refused until it has the new one. This cannot be undone."
            confirmLabel="Rotate secret"
            call={async () => setRotated(await rotateAppSecret(app.appId))}
          />
        )}
        <ConfirmCallButton
          label="Delete"
          color="error"
          title={`Delete ${app.name}?`}
          text="The app is removed and every authorization and token it holds stops working. This cannot be undone."
          confirmLabel="Delete app"
          call={() => deleteApp(app.appId)}
        />
      </CardActions>
      <RotatedSecretDialog app={app} rotated={rotated} onClose={() => setRotated(null)} />
    </Card>
  )
}

/** What the owner registered: id, type, owner, addresses. */
function AppRegistration({ app }: { app: OwnedApp }) {
  return (
    <Stack spacing={0.5}>
      <Field label="App id">
        <code>{app.appId}</code>
      </Field>
      <Field label="Type">{APP_TYPE_LABELS[app.appType]}</Field>
      <Field label="Owner">{app.owner}</Field>
      <Field label="URL">
        {isWebAddress(app.url) ? (
          <Link href={app.url} target="_blank" rel="noopener noreferrer">
            {app.url}
          </Link>
        ) : (
          app.url
        )}
      </Field>
      <Field label="Redirect URL">{app.redirectUrl}</Field>
      {app.imageUrl && <Field label="Image URL">{app.imageUrl}</Field>}
    </Stack>
  )
}

/** The secret just issued by a rotation, shown once. */
function RotatedSecretDialog({
  app,
  rotated,
  onClose,
}: {
  app: OwnedApp
  rotated: IssuedApp | null
  onClose: () => void
}) {
  return (
    <Dialog
      open={rotated !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`rotated-${app.appId}`}
    >
      <DialogTitle id={`rotated-${app.appId}`}>New secret for {app.name}</DialogTitle>
      <DialogContent>
        {rotated && <IssuedCredentials issued={rotated} />}
        <Typography className={styles.previous}>The previous secret no longer works.</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  )
}
