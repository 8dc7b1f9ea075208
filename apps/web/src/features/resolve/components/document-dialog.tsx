import { Typography } from '@/components/ui/typography.tsx'
import { z } from '@portal/chain/zod-mini'
import { documentHashField } from '@portal/chain/validation'
import type { ContractTransaction } from '@/lib/transact/contract-action.ts'
import { ActionDialog } from '@/components/action-dialog.tsx'
import { resolveUpload } from '../api/resolve-upload.ts'
import { DocumentField } from '@/components/document-field.tsx'
import { useActionForm } from '@/components/use-action-form.ts'

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
  transaction: (hash: string) => ContractTransaction
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
      <DocumentField control={form.control} name="document" label={label} target={resolveUpload(account)} />
    </ActionDialog>
  )
}
