import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { CircularProgress } from '@/components/ui/circular-progress.tsx'
import { FormControl } from '@/components/ui/form-control.tsx'
import { FormControlLabel } from '@/components/ui/form-control-label.tsx'
import { FormLabel } from '@/components/ui/form-label.tsx'
import { Paper } from '@/components/ui/paper.tsx'
import { Radio } from '@/components/ui/radio.tsx'
import { RadioGroup } from '@/components/ui/radio-group.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { getNetwork } from '@/config/network.ts'
import { chainErrorMessage as errorMessage } from '@portal/chain/errors'
import { fetchDevnetAccounts } from '@/lib/session/devnet-accounts.ts'
import { importedKeys } from '@/lib/session/imported-keys.ts'
import { pagePart } from '@/components/page-part.tsx'
import { QueryGate } from '@/components/query-gate.tsx'
import { login, useSession, type LoginOutcome } from '@/lib/session/session-store.ts'
import { walletsFor, type WalletId, type WalletOption } from '@/lib/session/wallets.ts'
import styles from './login-panel.module.css'

// The key import form (react-hook-form, the schemas) arrives after the account list is drawn.
const ImportKeyForm = pagePart(
  'key import form',
  async () => (await import('./import-key-form.tsx')).ImportKeyForm,
)

/** Choose a wallet, optionally an account, and log in. Failures are shown here, where the user acted. */
export function LoginPanel({ onLoggedIn }: { onLoggedIn: (outcome: LoginOutcome) => void }) {
  const wallets = walletsFor(getNetwork())
  const [chosen, setChosen] = useState<WalletId | null>(null)
  const [pending, setPending] = useState<WalletId | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const session = useSession()

  const logIn = async (walletId: WalletId, account?: string) => {
    setPending(walletId)
    setFailure(null)
    try {
      onLoggedIn(await login({ walletId, account }))
    } catch (error) {
      console.warn('Login failed:', error)
      setFailure(errorMessage(error))
    } finally {
      setPending(null)
    }
  }

  const choose = (wallet: WalletOption) => {
    setChosen(wallet.id)
    setFailure(null)
    if (!wallet.picksAccount) void logIn(wallet.id)
  }

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        Login
      </Typography>
      {session.status === 'signed-in' && (
        <Alert severity="info">
          You are logged in as <strong>{session.account}</strong>. Log in again to switch account or wallet.
        </Alert>
      )}
      <Typography color="textSecondary">Choose the wallet you sign with.</Typography>
      <Stack spacing={1} role="list" aria-label="Wallets">
        {wallets.map((wallet) => (
          <Paper
            key={wallet.id}
            variant="outlined"
            role="listitem"
            // The chosen wallet is marked by its frame, not only by aria-pressed.
            className={chosen === wallet.id ? `${styles.wallet} ${styles.chosen}` : styles.wallet}
          >
            <Button
              fullWidth
              onClick={() => choose(wallet)}
              disabled={pending !== null}
              aria-pressed={chosen === wallet.id}
              className={styles.walletButton}
            >
              <Typography component="span" variant="subtitle1" className={styles.walletName}>
                {wallet.name}
                {pending === wallet.id && (
                  <CircularProgress size={16} aria-label={`Logging in with ${wallet.name}`} />
                )}
              </Typography>
              <Typography component="span" variant="body2" className={styles.walletDescription}>
                {wallet.description}
              </Typography>
            </Button>
          </Paper>
        ))}
      </Stack>
      {chosen === 'local-keys' && (
        <LocalAccountPicker
          pending={pending === 'local-keys'}
          onLogin={(account) => void logIn('local-keys', account)}
        />
      )}
      {failure && (
        <Alert severity="error" role="alert">
          Login failed: {failure}
        </Alert>
      )}
    </Stack>
  )
}

function LocalAccountPicker({ pending, onLogin }: { pending: boolean; onLogin: (account: string) => void }) {
  const accounts = useQuery({
    queryKey: ['devnet', 'accounts'],
    queryFn: ({ signal }) => fetchDevnetAccounts(window.location.origin, signal),
    staleTime: Infinity,
  })
  const [account, setAccount] = useState<string | null>(null)
  const [imported, setImported] = useState(importedKeys)

  // Accounts whose keys were imported in this browser come first, then the devnet's demo accounts.
  const listed = [
    ...imported.map((entry) => ({ name: entry.name, description: 'Key imported in this browser' })),
    ...(accounts.data ?? []).filter((entry) => !imported.some((own) => own.name === entry.name)),
  ]
  const selected = account ?? listed[0]?.name ?? null

  return (
    <QueryGate
      queries={[accounts]}
      what="local accounts"
      loadingText="Loading the local accounts…"
      errorText={(error) => `Could not list the local accounts: ${errorMessage(error)}`}
    >
      {() => (
        <Paper variant="outlined" className={styles.accounts}>
          <FormControl>
            <FormLabel id="local-account-label">Account</FormLabel>
            <RadioGroup
              aria-labelledby="local-account-label"
              value={selected ?? ''}
              onChange={(event) => setAccount(event.target.value)}
            >
              {listed.map((entry) => (
                <FormControlLabel
                  key={entry.name}
                  value={entry.name}
                  control={<Radio className={styles.radio} />}
                  className={styles.account}
                  label={
                    <>
                      <Typography component="span" className={styles.accountName}>
                        {entry.name}
                      </Typography>
                      {/* Keeps "name — description" as the radio's accessible name. */}
                      {entry.description && <span className={styles.visuallyHidden}> — </span>}
                      {entry.description && (
                        <Typography
                          component="span"
                          variant="body2"
                          color="textSecondary"
                          className={styles.accountDescription}
                        >
                          {entry.description}
                        </Typography>
                      )}
                    </>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
          <ImportKeyForm
            onImported={(name) => {
              setImported(importedKeys())
              setAccount(name)
            }}
          />
          {/* The demo list is long: the button stays in view at the bottom while the user scrolls it. */}
          <div className={styles.loginBar}>
            <Button
              variant="contained"
              className={styles.loginButton}
              disabled={selected === null || pending}
              onClick={() => selected && onLogin(selected)}
            >
              Log in as {selected ?? '…'}
            </Button>
          </div>
        </Paper>
      )}
    </QueryGate>
  )
}
