import { DIALOG_CLOSE_DELAY_MS } from '@portal/chain/constants'
import { Alert } from '@/components/ui/alert.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { Controller, useWatch } from 'react-hook-form'
import { NO_INFO_NEEDED_MESSAGE } from '@portal/chain/messages'
import { REVIEW_DAYS, reviewClaimFormSchema } from '@portal/chain/resolve/index'
import { arbitrationAction } from '../api/resolve-actions.ts'
import { ActionDialog } from '@/components/action-dialog.tsx'
import type { ClaimDialogProps } from './case-dialog-props.ts'
import { PartyCheckbox } from './arbitrator-dialogs.tsx'
import { resolveUpload } from '../api/resolve-upload.ts'
import { DocumentField } from '@/components/document-field.tsx'
import { fieldErrorProps, useActionForm } from '@/components/use-action-form.ts'

/**
 * Request more information on a claim from the claimant and/or the respondant: each ticked party needs
 * a document and at least 1 day (default 2). With nothing ticked the dialog says no info is needed.
 */
export function ReviewClaimDialog({ open, onClose, account, caseId, claimId }: ClaimDialogProps) {
  const { form, dialogProps } = useActionForm({
    schema: reviewClaimFormSchema,
    defaultValues: {
      claim_info_needed: false,
      claim_info_required: '',
      number_days_claimant: REVIEW_DAYS.default,
      response_info_needed: false,
      response_info_required: '',
      number_days_respondant: REVIEW_DAYS.default,
    },
    onClose,
    closeDelayMs: DIALOG_CLOSE_DELAY_MS,
    transaction: (values) => ({
      title: 'Request more info',
      content: `More information requested on claim ${claimId}.`,
      calls: [
        arbitrationAction('reviewclaim', {
          claim_id: claimId,
          case_id: caseId,
          assigned_arb: account,
          ...values,
        }),
      ],
    }),
  })
  const [claimNeeded, responseNeeded] = useWatch({
    control: form.control,
    name: ['claim_info_needed', 'response_info_needed'],
  })
  const errors = form.formState.errors

  const party = (kind: 'claim' | 'response') => {
    const needed = kind === 'claim' ? claimNeeded : responseNeeded
    const documentName = kind === 'claim' ? 'claim_info_required' : 'response_info_required'
    const daysName = kind === 'claim' ? 'number_days_claimant' : 'number_days_respondant'
    const who = kind === 'claim' ? 'claimant' : 'respondant'
    return (
      <>
        <Controller
          control={form.control}
          name={kind === 'claim' ? 'claim_info_needed' : 'response_info_needed'}
          render={({ field }) => (
            <PartyCheckbox
              checked={field.value === true}
              onChange={(checked) => {
                field.onChange(checked)
                void form.trigger()
              }}
              label={kind === 'claim' ? 'More claim info needed' : 'More response info needed'}
            />
          )}
        />
        {needed && (
          <>
            <DocumentField
              control={form.control}
              name={documentName}
              label={`Info required from the ${who}`}
              target={resolveUpload(account)}
              onChanged={() => void form.trigger()}
            />
            <TextField
              label={`Days for the ${who}`}
              type="number"
              {...form.register(daysName, { onChange: () => void form.trigger() })}
              {...fieldErrorProps(errors[daysName])}
            />
          </>
        )}
      </>
    )
  }

  return (
    <ActionDialog
      open={open}
      title={`Request more info on claim ${claimId}`}
      submitLabel="Request info"
      {...dialogProps}
    >
      {party('claim')}
      {party('response')}
      {!claimNeeded && !responseNeeded && <Alert severity="info">{NO_INFO_NEEDED_MESSAGE}</Alert>}
    </ActionDialog>
  )
}
