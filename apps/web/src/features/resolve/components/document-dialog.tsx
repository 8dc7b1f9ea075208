import Typography from '@mui/material/Typography'
import { z } from 'zod'
import { documentHashField } from '@portal/chain/validation'
import type { ResolveTransaction } from '../api/resolve-actions.ts'
import { ActionDialog } from './action-dialog.tsx'
import { DocumentField } from './document-field.tsx'
import { useActionForm } from './use-action-form.ts'

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
  const { form, dialogProps } = useActionForm({
    schema,
    defaultValues: { document: '' },
    onClose,
    closeDelayMs,
    transaction: ({ document }) => transaction(document),
  })
  return (
    <ActionDialog open={open} title={title} submitLabel={submitLabel} {...dialogProps}>
      {intro && <Typography>{intro}</Typography>}
      <DocumentField control={form.control} name="document" label={label} account={account} />
    </ActionDialog>
  )
}
