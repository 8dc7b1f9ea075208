import type { ReactNode } from 'react'
import { ActionDialog } from '@/components/action-dialog.tsx'
import { useDialogSend } from '@/components/use-dialog-send.ts'
import type { ContractTransaction } from '@/lib/transact/contract-action.ts'

/** A dialog that says what a transaction does and sends it; `transaction` null means it cannot be sent now. */
export function ConfirmSend({
  title,
  submitLabel,
  transaction,
  onClose,
  onSent,
  closeLabel,
  blockedReason,
  children,
}: {
  title: string
  submitLabel: string
  transaction: ContractTransaction | null
  onClose: () => void
  /** Runs after the transaction succeeded (e.g. leave a page whose subject it removed). */
  onSent?: () => void
  closeLabel?: string
  /** Why the button waits while `transaction` is null. */
  blockedReason?: string
  children: ReactNode
}) {
  const { send, pending, error, done } = useDialogSend(onClose, 0, onSent)
  return (
    <ActionDialog
      open
      title={title}
      submitLabel={submitLabel}
      onClose={onClose}
      onSubmit={() => transaction && send(transaction)}
      canSubmit={transaction !== null}
      {...(blockedReason === undefined ? {} : { blockedReason })}
      {...(closeLabel === undefined ? {} : { closeLabel })}
      pending={pending}
      error={error}
      done={done}
    >
      {children}
    </ActionDialog>
  )
}
