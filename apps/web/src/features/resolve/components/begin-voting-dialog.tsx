import { zodResolver } from '@hookform/resolvers/zod'
import RefreshIcon from '@mui/icons-material/Refresh'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { randomBallotId } from '@portal/chain/names'
import { beginVotingFormSchema } from '@portal/chain/resolve/index'
import { arbitrationAction } from '../api/resolve-actions.ts'
import { ActionDialog } from './action-dialog.tsx'
import { useDialogSend } from './use-dialog-send.ts'

/** Start the election: a ballot ID (pre-filled at random, a refresh icon draws a new one), beginvoting runoff false. */
export function BeginVotingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm<
    z.input<typeof beginVotingFormSchema>,
    unknown,
    z.output<typeof beginVotingFormSchema>
  >({
    resolver: zodResolver(beginVotingFormSchema),
    mode: 'onChange',
    defaultValues: { ballot_name: randomBallotId() },
  })
  const { send, pending, error } = useDialogSend(onClose)
  const message = form.formState.errors.ballot_name?.message
  const submit = form.handleSubmit(({ ballot_name }) =>
    send({
      title: 'Start election',
      content: `Voting opened on ballot ${ballot_name}.`,
      actions: [arbitrationAction('beginvoting', { ballot_name, runoff: false })],
    }),
  )
  return (
    <ActionDialog
      open={open}
      title="Start election"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Begin voting"
      canSubmit={form.formState.isValid || !form.formState.isDirty}
      pending={pending}
      error={error}
    >
      <Typography>The election ballot is created on Telos Decide under this ID.</Typography>
      <TextField
        label="Ballot ID"
        {...form.register('ballot_name')}
        error={message !== undefined}
        helperText={message ?? '12 characters: a–z and 1–5'}
        slotProps={{
          htmlInput: { autoCapitalize: 'none', spellCheck: false },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label="Generate a new ballot ID"
                  onClick={() =>
                    form.setValue('ballot_name', randomBallotId(), {
                      shouldValidate: true,
                      shouldDirty: true,
                    })
                  }
                >
                  <RefreshIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </ActionDialog>
  )
}
