import { TextField } from '@/components/ui/text-field.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { recuseFormSchema } from '@portal/chain/resolve/index'
import { arbitrationAction } from '../api/resolve-actions.ts'
import { ActionDialog } from '@/components/action-dialog.tsx'
import type { CaseDialogProps } from './case-dialog-props.ts'
import { fieldErrorProps, useActionForm } from '@/components/use-action-form.ts'

/** Recuse from a case: a rationale of 1 to 254 characters (recuse). */
export function RecuseDialog({ open, onClose, account, caseId }: CaseDialogProps) {
  const { form, dialogProps } = useActionForm({
    schema: recuseFormSchema,
    defaultValues: { rationale: '' },
    onClose,
    transaction: ({ rationale }) => ({
      title: 'Recuse',
      content: `You recused from case ${caseId}.`,
      calls: [arbitrationAction('recuse', { case_id: caseId, rationale, assigned_arb: account })],
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
