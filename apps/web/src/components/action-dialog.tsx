import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { DialogActions } from '@/components/ui/dialog-actions.tsx'
import { DialogContent } from '@/components/ui/dialog-content.tsx'
import { DialogTitle } from '@/components/ui/dialog-title.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useId, type FormEvent, type ReactNode } from 'react'
import { failureText } from '@/lib/transact/failure-text.ts'
import styles from './action-dialog.module.css'

/** A dialog: a titled form whose submit button sends one transaction, with the chain's refusal shown inline. */
export function ActionDialog({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  canSubmit = true,
  blockedReason,
  pending,
  error,
  done,
  children,
  extraActions,
  closeLabel = 'Cancel',
}: {
  open: boolean
  title: string
  onClose: () => void
  onSubmit: () => void
  submitLabel: string
  canSubmit?: boolean
  /** Shown next to the submit button while the form keeps it disabled, so it is never disabled silently. */
  blockedReason?: string
  pending: boolean
  error: unknown
  /** Shown after success while the dialog waits to close. */
  done?: boolean
  children?: ReactNode
  extraActions?: ReactNode
  /** The button that closes without sending; renamed where "Cancel" would read as the action itself. */
  closeLabel?: string
}) {
  const titleId = useId()
  const reasonId = useId()
  const showReason = blockedReason !== undefined && !canSubmit && !pending && !done
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (canSubmit && !pending) onSubmit()
  }
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} className={styles.content}>
            {children}
            {error !== null && error !== undefined && <Alert severity="error">{failureText(error)}</Alert>}
            {done && <Alert severity="success">Done.</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions className={styles.actions}>
          {showReason && (
            <Typography id={reasonId} variant="body2" color="textSecondary" className={styles.blockedReason}>
              {blockedReason}
            </Typography>
          )}
          <Button onClick={onClose} disabled={pending}>
            {closeLabel}
          </Button>
          {extraActions}
          {submitLabel !== '' && (
            <Button
              type="submit"
              variant="contained"
              disabled={!canSubmit || pending || done}
              aria-describedby={showReason ? reasonId : undefined}
            >
              {pending ? 'Signing…' : submitLabel}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  )
}
