import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { DialogActions } from '@/components/ui/dialog-actions.tsx'
import { DialogContent } from '@/components/ui/dialog-content.tsx'
import { DialogContentText } from '@/components/ui/dialog-content-text.tsx'
import { DialogTitle } from '@/components/ui/dialog-title.tsx'
import { LinearProgress } from '@/components/ui/linear-progress.tsx'
import { COPY_NOTICE_MS } from '@portal/chain/constants'
import { useEffect, useState } from 'react'
import { answerWalletPrompt, cancelWalletPrompt, type WalletPrompt } from '@/lib/session/wallet-prompts.ts'
import styles from './cleos-sign-dialog.module.css'

/** Shows the `cleos` command for a transaction, then waits for it to reach the chain. */
export function CleosSignDialog({ prompt }: { prompt: Extract<WalletPrompt, { kind: 'cleos-sign' }> }) {
  const [copyNotice, setCopyNotice] = useState<{ ok: boolean; at: number } | null>(null)
  useEffect(() => {
    if (!copyNotice) return
    const timer = window.setTimeout(() => setCopyNotice(null), COPY_NOTICE_MS)
    return () => window.clearTimeout(timer)
  }, [copyNotice])

  // The notice sits inside the dialog: a modal hides everything behind it from assistive technology.
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(prompt.command)
      setCopyNotice({ ok: true, at: Date.now() })
    } catch {
      setCopyNotice({ ok: false, at: Date.now() })
    }
  }

  return (
    <Dialog
      open
      onClose={() => cancelWalletPrompt(prompt.id)}
      aria-labelledby="cleos-sign-title"
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id="cleos-sign-title">Sign with cleos</DialogTitle>
      {prompt.phase === 'copy' ? (
        <DialogContent>
          <DialogContentText gutterBottom>
            Run this command in a terminal with your cleos wallet unlocked before {prompt.expiresAt} UTC. It
            signs the transaction and sends it to the chain.
          </DialogContentText>
          <pre tabIndex={0} aria-label="cleos command" className={styles.command}>
            {prompt.command}
          </pre>
        </DialogContent>
      ) : (
        <DialogContent>
          <Alert severity="info" role="status">
            The transaction was handed to the command line. Waiting for transaction{' '}
            {prompt.transactionId.slice(0, 12)}… to appear on the chain; it counts as signed only once it
            does.
          </Alert>
          <LinearProgress className={styles.progress} aria-label="Waiting for the transaction" />
        </DialogContent>
      )}
      <div
        role="status"
        className={copyNotice?.ok ? `${styles.copyNotice} ${styles.copied}` : styles.copyNotice}
      >
        {copyNotice && (copyNotice.ok ? 'Copied to clipboard' : 'Could not copy')}
      </div>
      <DialogActions>
        <Button onClick={() => cancelWalletPrompt(prompt.id)}>
          {prompt.phase === 'copy' ? 'Cancel' : 'Stop waiting'}
        </Button>
        {prompt.phase === 'copy' && (
          <>
            <Button onClick={() => void copy()}>Copy</Button>
            <Button variant="contained" onClick={() => answerWalletPrompt(prompt.id, undefined)}>
              I ran it
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  )
}
