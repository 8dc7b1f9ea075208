import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Link } from '@/components/ui/link.tsx'
import { Paper } from '@/components/ui/paper.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useQuery } from '@tanstack/react-query'
import { OAUTH_SCOPE_LABELS, type ConsentRequest } from '@portal/chain/oauth-apps'
import { answerConsent, backendErrorMessage, consentRequestQuery } from '@/lib/services/oauth-apps.ts'
import { AppImage, isWebAddress } from './app-image.tsx'
import { ChainText } from '@/components/chain-text.tsx'
import { QueryGate } from '@/components/query-gate.tsx'
import styles from './consent-card.module.css'
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation.ts'

const hostOf = (url: string) => {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

/**
 * The consent for one authorization request: the app, what it will receive, and Approve / Deny. The
 * answer goes to the authorization server, which sends the browser back to the app with a code or
 * `error=access_denied`; approving asks the wallet to prove the account first.
 */
export function ConsentCard({ uid, account }: { uid: string; account: string }) {
  const request = useQuery(consentRequestQuery(uid))
  return (
    <QueryGate
      queries={[request]}
      what="request"
      loadingText="Loading the request…"
      errorText={backendErrorMessage}
    >
      {() => request.data && <Consent uid={uid} account={account} request={request.data} />}
    </QueryGate>
  )
}

function Consent({ uid, account, request }: { uid: string; account: string; request: ConsentRequest }) {
  const answer = useSingleFlightMutation({
    mutationFn: (choice: 'approve' | 'deny') => answerConsent(uid, choice),
    onSuccess: ({ redirectTo }) => window.location.assign(redirectTo),
  })
  const { app, scopes, redirectUri } = request
  const busy = answer.isPending || answer.isSuccess
  return (
    <Paper variant="outlined" className={styles.card}>
      <Stack spacing={2} className={styles.app}>
        <AppImage name={app.name} imageUrl={app.imageUrl} size={64} />
        <ChainText text={`${app.name} wants to sign you in`} what="name" component="h1" variant="h5" />
        {isWebAddress(app.url) && (
          <Link href={app.url} target="_blank" rel="noopener noreferrer" className={styles.breakAll}>
            {app.url}
          </Link>
        )}
      </Stack>
      <Typography className={styles.receives}>
        Signed in as <strong>{account}</strong>. If you approve, {app.name} receives:
      </Typography>
      <ul>
        {scopes.map((scope) => (
          <li key={scope}>
            <Typography>{OAUTH_SCOPE_LABELS[scope] ?? scope}</Typography>
          </li>
        ))}
        <li>
          <Typography>Access until you revoke it on your Apps page</Typography>
        </li>
      </ul>
      <Typography variant="body2" color="textSecondary" className={styles.breakAll}>
        You will be sent back to {hostOf(redirectUri)}. Approving asks your wallet to confirm it is you;
        nothing is sent to the chain.
      </Typography>
      {answer.isError && (
        <Alert severity="error" className={styles.error}>
          {backendErrorMessage(answer.error)}
        </Alert>
      )}
      <Stack direction="row" spacing={2} className={styles.actions}>
        <Button onClick={() => answer.mutate('deny')} disabled={busy}>
          Deny
        </Button>
        <Button variant="contained" onClick={() => answer.mutate('approve')} disabled={busy}>
          {answer.isPending && answer.variables === 'approve' ? 'Approving…' : 'Approve'}
        </Button>
      </Stack>
    </Paper>
  )
}
