import { zodResolver } from '@hookform/resolvers/zod'
import Typography from '@mui/material/Typography'
import { Controller, useForm } from 'react-hook-form'
import { z } from 'zod'
import { documentHashField } from '@portal/chain/validation'
import type { ResolveTransaction } from '../api/resolve-actions.ts'
import { ActionDialog } from './action-dialog.tsx'
import { FileUploadField } from './file-upload-field.tsx'
import { useDialogSend } from './use-dialog-send.ts'

const schema = z.object({ document: documentHashField() })

/**
 * A dialog whose only field is a required document (update claim, respond, set ruling, nominate,
 * prepare election): submit stays disabled until the hash is valid (46 or 49 characters).
 */
export function DocumentDialog({
  open,
  onClose,
  title,
  intro,
  label,
  submitLabel,
  account,
  transaction,
  closeDelayMs = 0,
}: {
  open: boolean
  onClose: () => void
  title: string
  intro?: string
  label: string
  submitLabel: string
  account: string
  transaction: (hash: string) => ResolveTransaction
  closeDelayMs?: number
}) {
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { document: '' },
  })
  const { send, pending, error, done } = useDialogSend(onClose, closeDelayMs)
  return (
    <ActionDialog
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={form.handleSubmit(({ document }) => send(transaction(document)))}
      submitLabel={submitLabel}
      canSubmit={form.formState.isValid}
      pending={pending}
      error={error}
      done={done}
    >
      {intro && <Typography>{intro}</Typography>}
      <Controller
        control={form.control}
        name="document"
        render={({ field, fieldState }) => (
          <FileUploadField
            label={label}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            account={account}
          />
        )}
      />
    </ActionDialog>
  )
}
