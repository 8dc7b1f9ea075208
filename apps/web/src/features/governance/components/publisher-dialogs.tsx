import { Checkbox } from '@/components/ui/checkbox.tsx'
import { FormControlLabel } from '@/components/ui/form-control-label.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useMemo, useState } from 'react'
import { BALLOT_SETTINGS } from '@portal/chain/contracts/decide/index'
import {
  DEFAULT_CANCEL_MEMO,
  cancelBallotSchema,
  editBallotDetailsSchema,
  editMinMaxSchema,
  openVotingSchema,
} from '@portal/chain/governance/publisher-forms'
import { FUTURE_DATE_MESSAGE } from '@portal/chain/messages'
import { chainTimeMs } from '@portal/chain/time'
import {
  cancelBallotTransaction,
  editDetailsTransaction,
  editMinMaxTransaction,
  openVotingTransaction,
  toggleBallotTransaction,
} from '../api/ballot-actions.ts'
import type { Ballot } from '../api/ballots.ts'
import { defaultEndTime } from './create-ballot-form.ts'
import { ActionDialog } from '@/components/action-dialog.tsx'
import { fieldErrorProps, useActionForm } from '@/components/use-action-form.ts'
import { useDialogSend } from '@/components/use-dialog-send.ts'
import { useNow } from '@/components/use-now.ts'

type Props = { ballot: Ballot; onClose: () => void }

/** editdetails (setup only): title and description; the content (pictures, documents) is kept. */
export function EditDetailsDialog({ ballot, onClose }: Props) {
  const { form, dialogProps } = useActionForm({
    schema: editBallotDetailsSchema,
    defaultValues: { title: ballot.title, description: ballot.description },
    onClose,
    transaction: ({ title, description }) =>
      editDetailsTransaction(ballot.ballot_name, title, description, ballot.content),
  })
  const { errors } = form.formState
  return (
    <ActionDialog open title="Edit ballot details" submitLabel="Save details" {...dialogProps}>
      <Typography variant="body2">Sends editdetails; the ballot must still be in setup.</Typography>
      <TextField label="Title" required {...form.register('title')} {...fieldErrorProps(errors.title)} />
      <TextField
        label="Description (markdown)"
        multiline
        minRows={3}
        {...form.register('description')}
        {...fieldErrorProps(errors.description)}
      />
    </ActionDialog>
  )
}

/** editminmax (setup only) with whole numbers, 1 ≤ min ≤ max ≤ options. */
export function EditMinMaxDialog({ ballot, onClose }: Props) {
  const schema = useMemo(() => editMinMaxSchema(ballot.options.length), [ballot.options.length])
  const { form, dialogProps } = useActionForm({
    schema,
    defaultValues: { min_options: ballot.min_options, max_options: ballot.max_options },
    onClose,
    transaction: (values) =>
      editMinMaxTransaction(ballot.ballot_name, values.min_options, values.max_options),
  })
  const { errors } = form.formState
  return (
    <ActionDialog open title="Options to choose" submitLabel="Save" {...dialogProps}>
      <Typography variant="body2">
        Sends editminmax. The ballot has {ballot.options.length} options.
      </Typography>
      <Stack direction="row" spacing={2}>
        <TextField
          label="Min options"
          type="number"
          {...form.register('min_options', { valueAsNumber: true })}
          {...fieldErrorProps(errors.min_options)}
        />
        <TextField
          label="Max options"
          type="number"
          {...form.register('max_options', { valueAsNumber: true, deps: ['min_options'] })}
          {...fieldErrorProps(errors.max_options)}
        />
      </Stack>
    </ActionDialog>
  )
}

/** togglebal for every ballot setting the publisher changed, whichever and however many. */
export function BallotSettingsDialog({ ballot, onClose }: Props) {
  const current = Object.fromEntries(ballot.settings.map(({ key, value }) => [key, value]))
  const [wanted, setWanted] = useState<Record<string, boolean>>(current)
  const changed = BALLOT_SETTINGS.filter((name) => (current[name] ?? false) !== (wanted[name] ?? false))
  const { send, pending, error, done } = useDialogSend(onClose)
  return (
    <ActionDialog
      open
      title="Ballot settings"
      submitLabel="Save settings"
      onClose={onClose}
      onSubmit={() => send(toggleBallotTransaction(ballot.ballot_name, changed))}
      canSubmit={changed.length > 0}
      pending={pending}
      error={error}
      done={done}
    >
      {BALLOT_SETTINGS.map((name) => (
        <FormControlLabel
          key={name}
          control={
            <Checkbox
              checked={wanted[name] ?? false}
              onChange={(event) => setWanted({ ...wanted, [name]: event.target.checked })}
            />
          }
          label={name}
        />
      ))}
      <Typography variant="body2" role="status">
        {changed.length === 0 ? 'Nothing changed yet.' : `Sends togglebal for ${changed.join(', ')}.`}
      </Typography>
    </ActionDialog>
  )
}

/** openvoting with an end time in the future. */
export function OpenVotingDialog({ ballot, onClose }: Props) {
  // The chain's clock judges openvoting: the end time is checked against it before signing.
  const chainNow = useNow(10_000)
  const schema = useMemo(() => openVotingSchema(), [])
  const { form, dialogProps } = useActionForm({
    schema,
    defaultValues: { end_time: defaultEndTime() },
    onClose,
    check: async ({ end_time }, setError) => {
      const future = (chainTimeMs(end_time) ?? 0) > chainNow
      if (!future) setError('end_time', { message: FUTURE_DATE_MESSAGE })
      return future
    },
    transaction: ({ end_time }) => openVotingTransaction(ballot.ballot_name, end_time),
  })
  return (
    <ActionDialog open title="Open voting" submitLabel="Open voting" {...dialogProps}>
      <Typography variant="body2">
        Sends openvoting: the ballot takes votes until the end time, and can no longer be edited.
      </Typography>
      <TextField
        label="Voting ends"
        type="datetime-local"
        slotProps={{ inputLabel: { shrink: true } }}
        {...form.register('end_time')}
        {...fieldErrorProps(form.formState.errors.end_time, 'Your local time')}
      />
    </ActionDialog>
  )
}

/** cancelballot with a memo (voting ballots only). */
export function CancelBallotDialog({ ballot, onClose }: Props) {
  const { form, dialogProps } = useActionForm({
    schema: cancelBallotSchema,
    defaultValues: { memo: DEFAULT_CANCEL_MEMO },
    onClose,
    transaction: ({ memo }) => cancelBallotTransaction(ballot.ballot_name, memo),
  })
  return (
    <ActionDialog
      open
      title="Cancel ballot"
      submitLabel="Cancel ballot"
      closeLabel="Keep ballot"
      {...dialogProps}
    >
      <Typography variant="body2">
        Sends cancelballot: voting stops and the ballot shows as cancelled.
      </Typography>
      <TextField label="Memo" {...form.register('memo')} {...fieldErrorProps(form.formState.errors.memo)} />
    </ActionDialog>
  )
}
