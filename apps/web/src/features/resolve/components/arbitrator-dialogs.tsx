import { zodResolver } from '@hookform/resolvers/zod'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import {
  NEW_OFFER_ID,
  OFFER_DEFAULTS,
  START_CASE_DAYS,
  makeOfferFormSchema,
  offerTotal,
  settleClaimFormSchema,
  startCaseFormSchema,
} from '@portal/chain/resolve/index'
import { arbitrationAction } from '../api/resolve-actions.ts'
import { ActionDialog, SLOW_CLOSE_MS } from './action-dialog.tsx'
import { FileUploadField } from './file-upload-field.tsx'
import { useDialogSend } from './use-dialog-send.ts'

type Base = { open: boolean; onClose: () => void; account: string; caseId: string }

/** Start the case: days for the respondant (default 7, above 0) and an optional info request ("" when none). */
export function StartCaseDialog({ open, onClose, account, caseId }: Base) {
  const form = useForm<z.input<typeof startCaseFormSchema>, unknown, z.output<typeof startCaseFormSchema>>({
    resolver: zodResolver(startCaseFormSchema),
    mode: 'onChange',
    defaultValues: { number_days_respondant: START_CASE_DAYS.default, response_info_required: '' },
  })
  const { send, pending, error, done } = useDialogSend(onClose, SLOW_CLOSE_MS)
  const errors = form.formState.errors
  const submit = form.handleSubmit((values) =>
    send({
      title: 'Start case',
      content: `Case ${caseId} started.`,
      actions: [arbitrationAction('startcase', { case_id: caseId, assigned_arb: account, ...values })],
    }),
  )
  return (
    <ActionDialog
      open={open}
      title="Start case"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Start case"
      canSubmit={form.formState.isValid}
      pending={pending}
      error={error}
      done={done}
    >
      <TextField
        label="Days for the respondant"
        type="number"
        {...form.register('number_days_respondant')}
        error={errors.number_days_respondant !== undefined}
        helperText={errors.number_days_respondant?.message ?? ' '}
      />
      <Controller
        control={form.control}
        name="response_info_required"
        render={({ field, fieldState }) => (
          <FileUploadField
            label="Requested info document (optional)"
            value={String(field.value ?? '')}
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

/** Submit (offer_id -1) or update an offer: whole hours and an hourly rate, both above 0, with the total to 2 decimals. */
export function MakeOfferDialog({ open, onClose, account, caseId, offerId }: Base & { offerId?: string }) {
  const form = useForm<z.input<typeof makeOfferFormSchema>, unknown, z.output<typeof makeOfferFormSchema>>({
    resolver: zodResolver(makeOfferFormSchema),
    mode: 'onChange',
    defaultValues: { ...OFFER_DEFAULTS },
  })
  const { send, pending, error, done } = useDialogSend(onClose, SLOW_CLOSE_MS)
  const errors = form.formState.errors
  const [hours, rate] = useWatch({ control: form.control, name: ['estimated_hours', 'hourly_rate'] })
  const total = offerTotal(rate, hours)
  const submit = form.handleSubmit((values) =>
    send({
      title: offerId === undefined ? 'Submit offer' : 'Update offer',
      content: `Offer of ${values.estimated_hours} hours at ${values.hourly_rate} on case ${caseId}.`,
      actions: [
        arbitrationAction('makeoffer', {
          case_id: caseId,
          arbitrator: account,
          hourly_rate: values.hourly_rate,
          estimated_hours: values.estimated_hours,
          offer_id: offerId ?? NEW_OFFER_ID,
        }),
      ],
    }),
  )
  return (
    <ActionDialog
      open={open}
      title={offerId === undefined ? 'Submit offer' : 'Update offer'}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={offerId === undefined ? 'Submit offer' : 'Update offer'}
      canSubmit={form.formState.isValid}
      pending={pending}
      error={error}
      done={done}
    >
      <TextField
        label="Estimated hours"
        type="number"
        {...form.register('estimated_hours')}
        error={errors.estimated_hours !== undefined}
        helperText={errors.estimated_hours?.message ?? ' '}
      />
      <TextField
        label="Hourly rate (USD)"
        inputMode="decimal"
        {...form.register('hourly_rate')}
        error={errors.hourly_rate !== undefined}
        helperText={errors.hourly_rate?.message ?? ' '}
      />
      <Typography data-testid="offer-total">Total: ${total ?? '—'} USD</Typography>
    </ActionDialog>
  )
}

/** Settle a claim: accept or reject (required) with a decision document. */
export function SettleClaimDialog({ open, onClose, account, caseId, claimId }: Base & { claimId: string }) {
  const form = useForm<
    z.input<typeof settleClaimFormSchema>,
    unknown,
    z.output<typeof settleClaimFormSchema>
  >({
    resolver: zodResolver(settleClaimFormSchema),
    mode: 'onChange',
    defaultValues: { decision_link: '' },
  })
  const { send, pending, error } = useDialogSend(onClose)
  const submit = form.handleSubmit((values) =>
    send({
      title: 'Settle claim',
      content: `Claim ${claimId} ${values.accept ? 'accepted' : 'rejected'}.`,
      actions: [
        arbitrationAction('settleclaim', {
          case_id: caseId,
          assigned_arb: account,
          claim_id: claimId,
          ...values,
        }),
      ],
    }),
  )
  return (
    <ActionDialog
      open={open}
      title={`Settle claim ${claimId}`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Settle claim"
      canSubmit={form.formState.isValid}
      pending={pending}
      error={error}
    >
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
      <Controller
        control={form.control}
        name="decision_link"
        render={({ field, fieldState }) => (
          <FileUploadField
            label="Decision document"
            value={field.value ?? ''}
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
