import { Typography } from '@/components/ui/typography.tsx'
import type { ContractTransaction } from '@/lib/transact/contract-action.ts'
import { ActionDialog } from './action-dialog.tsx'
import { useDialogSend } from './use-dialog-send.ts'

/** A yes/no dialog that sends one prepared transaction (delete, cancel, dismiss offer, approve, reject, close). */
export function ConfirmDialog({
  open,
  onClose,
  title,
  text,
  confirmLabel,
  transaction,
  closeDelayMs = 0,
  onSent,
  closeLabel,
}: {
  open: boolean
  onClose: () => void
  title: string
  text: string
  confirmLabel: string
  transaction: ContractTransaction
  closeDelayMs?: number
  onSent?: () => void
  closeLabel?: string
}) {
  const { send, pending, error, done } = useDialogSend(onClose, closeDelayMs, onSent)
  return (
    <ActionDialog
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={() => send(transaction)}
      submitLabel={confirmLabel}
      pending={pending}
      error={error}
      done={done}
      closeLabel={closeLabel}
    >
      <Typography>{text}</Typography>
    </ActionDialog>
  )
}
