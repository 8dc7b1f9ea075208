import { Alert } from '@/components/ui/alert.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import type { IssuedApp } from '@portal/chain/oauth-apps'
import { CopyField } from './copy-field.tsx'

/** The app id and, for confidential apps, the secret: shown once, with the warning that it is not kept. */
export function IssuedCredentials({ issued }: { issued: IssuedApp }) {
  return (
    <Stack spacing={2}>
      <CopyField label="App id (client_id)" value={issued.app.appId} testId="issued-app-id" />
      {issued.clientSecret ? (
        <>
          <CopyField label="Client secret" value={issued.clientSecret} testId="issued-secret" />
          <Alert severity="warning">
            Copy the client secret now: it is not shown again. If you lose it, rotate the secret from the app
            list.
          </Alert>
        </>
      ) : (
        <Typography>
          This is a public app: it has no secret and must use PKCE (S256) in the authorization request.
        </Typography>
      )}
    </Stack>
  )
}
