import { DIALOG_CLOSE_DELAY_MS } from '@portal/chain/constants'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { FormControl } from '@/components/ui/form-control.tsx'
import { FormControlLabel } from '@/components/ui/form-control-label.tsx'
import { FormHelperText } from '@/components/ui/form-helper-text.tsx'
import { FormLabel } from '@/components/ui/form-label.tsx'
import { Radio } from '@/components/ui/radio.tsx'
import { RadioGroup } from '@/components/ui/radio-group.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { Controller, useWatch } from 'react-hook-form'
import {
  NEW_OFFER_ID,
  OFFER_DEFAULTS,
  START_CASE_DAYS,
  makeOfferFormSchema,
  offerTotal,
  settleClaimFormSchema,
  startCaseFormSchema,
} from '@portal/chain/resolve/index'
import { formatUnits, parseAsset } from '@portal/chain/assets'
import type { OfferRow } from '@portal/chain/contracts/arbitration/index'
import { arbitrationAction } from '../api/resolve-actions.ts'
import { resolveUpload } from '../api/resolve-upload.ts'
import { ActionDialog } from '@/components/action-dialog.tsx'
import type { CaseDialogProps, ClaimDialogProps } from './case-dialog-props.ts'
import { DocumentField } from '@/components/document-field.tsx'
import { fieldErrorProps, useActionForm } from '@/components/use-action-form.ts'

/** The form values of an existing offer: its hours, and its rate without the USD suffix. */
function offerValues(offer: OfferRow) {
  const rate = parseAsset(offer.hourly_rate)
  return {
    estimated_hours: offer.estimated_hours,
    hourly_rate: rate ? Number(formatUnits(rate.units, rate.symbol.precision)) : OFFER_DEFAULTS.hourly_rate,
  }
}

/** Start the case: days for the respondant (default 7, above 0) and an optional info request ("" when none). */
export function StartCaseDialog({ open, onClose, account, caseId }: CaseDialogProps) {
  const { form, dialogProps } = useActionForm({
    schema: startCaseFormSchema,
    defaultValues: { number_days_respondant: START_CASE_DAYS.default, response_info_required: '' },
    onClose,
    closeDelayMs: DIALOG_CLOSE_DELAY_MS,
    transaction: (values) => ({
      title: 'Start case',
      content: `Case ${caseId} started.`,
      calls: [arbitrationAction('startcase', { case_id: caseId, assigned_arb: account, ...values })],
    }),
  })
  const errors = form.formState.errors
  return (
    <ActionDialog open={open} title="Start case" submitLabel="Start case" {...dialogProps}>
      <TextField
        label="Days for the respondant"
        type="number"
        {...form.register('number_days_respondant')}
        {...fieldErrorProps(errors.number_days_respondant)}
      />
      <DocumentField
        control={form.control}
        name="response_info_required"
        label="Requested info document (optional)"
        target={resolveUpload(account)}
      />
    </ActionDialog>
  )
}

/** Submit (offer_id -1) or update an offer: whole hours and an hourly rate, both above 0, with the total to 2 decimals. */
export function MakeOfferDialog({
  open,
  onClose,
  account,
  caseId,
  offer,
}: CaseDialogProps & { offer?: OfferRow }) {
  const offerId = offer?.offer_id
  const title = offerId === undefined ? 'Submit offer' : 'Update offer'
  const { form, dialogProps } = useActionForm({
    schema: makeOfferFormSchema,
    // An update starts from the offer on chain, so a hurried submit does not replace it with 1 × 1.
    defaultValues: offer ? offerValues(offer) : { ...OFFER_DEFAULTS },
    onClose,
    closeDelayMs: DIALOG_CLOSE_DELAY_MS,
    transaction: (values) => ({
      title,
      content: `Offer of ${values.estimated_hours} hours at ${values.hourly_rate} on case ${caseId}.`,
      calls: [
        arbitrationAction('makeoffer', {
          case_id: caseId,
          arbitrator: account,
          hourly_rate: values.hourly_rate,
          estimated_hours: values.estimated_hours,
          offer_id: offerId ?? NEW_OFFER_ID,
        }),
      ],
    }),
  })
  const errors = form.formState.errors
  const [hours, rate] = useWatch({ control: form.control, name: ['estimated_hours', 'hourly_rate'] })
  // A total only for values the form accepts: never a negative sum beside an error.
  const sum = offerTotal(rate, hours)
  const total =
    errors.estimated_hours || errors.hourly_rate || sum === undefined || sum.startsWith('-') ? undefined : sum
  return (
    <ActionDialog open={open} title={title} submitLabel={title} {...dialogProps}>
      <TextField
        label="Estimated hours"
        type="number"
        {...form.register('estimated_hours')}
        {...fieldErrorProps(errors.estimated_hours)}
      />
      <TextField
        label="Hourly rate (USD)"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        {...form.register('hourly_rate')}
        {...fieldErrorProps(errors.hourly_rate)}
      />
      <Typography data-testid="offer-total">
        {total === undefined ? 'Total: — (enter valid hours and rate)' : `Total: ${total} USD`}
      </Typography>
    </ActionDialog>
  )
}

/** Settle a claim: accept or reject (required) with a decision document. */
export function SettleClaimDialog({ open, onClose, account, caseId, claimId }: ClaimDialogProps) {
  const { form, dialogProps } = useActionForm({
    schema: settleClaimFormSchema,
    defaultValues: { decision_link: '' },
    onClose,
    transaction: (values) => ({
      title: 'Settle claim',
      content: `Claim ${claimId} ${values.accept ? 'accepted' : 'rejected'}.`,
      calls: [
        arbitrationAction('settleclaim', {
          case_id: caseId,
          assigned_arb: account,
          claim_id: claimId,
          ...values,
        }),
      ],
    }),
  })
  return (
    <ActionDialog open={open} title={`Settle claim ${claimId}`} submitLabel="Settle claim" {...dialogProps}>
      <Controller
        control={form.control}
        name="accept"
        render={({ field, fieldState }) => (
          <FormControl error={fieldState.error !== undefined}>
            <FormLabel id={`settle-${claimId}`}>Decision</FormLabel>
            <RadioGroup
              aria-labelledby={`settle-${claimId}`}
              value={field.value === undefined ? '' : String(field.value)}
              onChange={(event) => field.onChange(event.target.value === 'true')}
            >
              <FormControlLabel value="true" control={<Radio />} label="Accept claim" />
              <FormControlLabel value="false" control={<Radio />} label="Reject claim" />
            </RadioGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <DocumentField
        control={form.control}
        name="decision_link"
        label="Decision document"
        target={resolveUpload(account)}
      />
    </ActionDialog>
  )
}

/** A checkbox that reveals a party's document and days fields in Review claim. */
export function PartyCheckbox({
  checked,
  onChange,
  label,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  label: string
}) {
  return (
    <FormControlLabel
      control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={label}
    />
  )
}
