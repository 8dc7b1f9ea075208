import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { recuseFormSchema } from '@portal/chain/resolve/index'
import type { ResolveTransaction } from '../api/resolve-actions.ts'
import { arbitrationAction } from '../api/resolve-actions.ts'
import { ActionDialog, type CaseDialogProps } from './action-dialog.tsx'
import { fieldErrorProps, useActionForm } from './use-action-form.ts'
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
  transaction: ResolveTransaction
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

/** Recuse from a case: a rationale of 1 to 254 characters (recuse). */
export function RecuseDialog({ open, onClose, account, caseId }: CaseDialogProps) {
  const { form, dialogProps } = useActionForm({
    schema: recuseFormSchema,
    defaultValues: { rationale: '' },
    onClose,
    transaction: ({ rationale }) => ({
      title: 'Recuse',
      content: `You recused from case ${caseId}.`,
      actions: [arbitrationAction('recuse', { case_id: caseId, rationale, assigned_arb: account })],
    }),
  })
  return (
    <ActionDialog open={open} title="Recuse from this case" submitLabel="Recuse" {...dialogProps}>
      <Typography>
        Recusing ends your assignment to this case. The contract decides what happens to the fees.
      </Typography>
      <TextField
        label="Rationale"
        multiline
        minRows={2}
        {...form.register('rationale')}
        {...fieldErrorProps(form.formState.errors.rationale)}
      />
    </ActionDialog>
  )
}
