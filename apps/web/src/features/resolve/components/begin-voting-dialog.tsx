import { RefreshIcon } from '@/components/ui/page-icons.tsx'
import { IconButton } from '@/components/ui/icon-button.tsx'
import { InputAdornment } from '@/components/ui/input-adornment.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { randomBallotId } from '@portal/chain/names'
import { beginVotingFormSchema } from '@portal/chain/resolve/index'
import { arbitrationAction } from '../api/resolve-actions.ts'
import { ActionDialog } from '@/components/action-dialog.tsx'
import { fieldErrorProps, useActionForm } from '@/components/use-action-form.ts'

/** Start the election: a ballot ID (pre-filled at random, a refresh icon draws a new one), beginvoting runoff false. */
export function BeginVotingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { form, dialogProps } = useActionForm({
    schema: beginVotingFormSchema,
    defaultValues: { ballot_name: randomBallotId() },
    onClose,
    transaction: ({ ballot_name }) => ({
      title: 'Start election',
      content: `Voting opened on ballot ${ballot_name}.`,
      calls: [arbitrationAction('beginvoting', { ballot_name, runoff: false })],
    }),
  })
  return (
    <ActionDialog
      open={open}
      title="Start election"
      submitLabel="Begin voting"
      {...dialogProps}
      canSubmit={form.formState.isValid || !form.formState.isDirty}
    >
      <Typography>The election ballot is created on Telos Decide under this ID.</Typography>
      <TextField
        label="Ballot ID"
        {...form.register('ballot_name')}
        {...fieldErrorProps(form.formState.errors.ballot_name, '12 characters: a–z and 1–5')}
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
