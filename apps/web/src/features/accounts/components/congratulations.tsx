import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useState } from 'react'
import { Link as RouterLink, useNavigate } from 'react-router'
import { getNetwork } from '@/config/network.ts'
import { importKey, KeyImportError } from '@/lib/session/imported-keys.ts'
import { login } from '@/lib/session/session-store.ts'
import { createdAccount } from '../new-account-keys.ts'
import styles from './congratulations.module.css'

/**
 * The ways on from `/accounts/add/congratulations`: on the local network, logging straight in with the
 * new account's active key (imported into the Local keys wallet); everywhere, Log in and home.
 */
export function CongratulationsActions() {
  const navigate = useNavigate()
  const created = createdAccount()
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const offerImport = created !== null && getNetwork().localKeys

  async function logInWithNewKey() {
    if (created === null) return
    setPending(true)
    setFailure(null)
    try {
      await importKey(created.account, created.activeKey)
      await login({ walletId: 'local-keys', account: created.account })
      void navigate(`/profiles/display/${created.account}`)
    } catch (error) {
      setFailure(error instanceof KeyImportError || error instanceof Error ? error.message : 'Login failed.')
    } finally {
      setPending(false)
    }
  }

  return (
    <Stack spacing={2} className={styles.result}>
      {created && (
        <Typography>
          Account <strong data-testid="created-account">{created.account}</strong> is on the chain.
        </Typography>
      )}
      {offerImport && (
        <Alert severity="info">
          On this local network the Local keys wallet can keep the new active key in this browser&apos;s
          storage (unencrypted) and log you in with it.
        </Alert>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
      <Stack direction="row" spacing={2} className={styles.actions}>
        {offerImport && (
          <Button variant="contained" disabled={pending} onClick={() => void logInWithNewKey()}>
            Log in with the new keys
          </Button>
        )}
        <Button component={RouterLink} to="/login" variant={offerImport ? 'outlined' : 'contained'}>
          Log in
        </Button>
        <Button component={RouterLink} to="/" variant="outlined">
          Go to the portal home
        </Button>
      </Stack>
    </Stack>
  )
}
