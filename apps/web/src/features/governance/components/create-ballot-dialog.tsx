import { Alert } from '@/components/ui/alert.tsx'
import { Paper } from '@/components/ui/paper.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef } from 'react'
import { useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { defaultBallotWeighting } from '@portal/chain/governance/ballot-lifecycle'
import { BALLOT_CATEGORIES, VOTING_METHODS } from '@portal/chain/governance/ballots'
import { createBallotFormSchema } from '@portal/chain/governance/forms'
import { sortTreasuries, treasurySymbolCode } from '@portal/chain/governance/treasuries'
import { treasurySettingsOf } from '@portal/chain/governance/treasury-forms'
import { FUTURE_DATE_MESSAGE } from '@portal/chain/messages'
import { ballotNameFromTitle, isBallotName } from '@portal/chain/names'
import { chainTimeMs } from '@portal/chain/time'
import { createBallotTransaction } from '../api/ballot-actions.ts'
import { clearBallotDraft, useBallotDraftOffer } from '../api/ballot-draft.ts'
import { ballotQuery } from '../api/ballots.ts'
import { useTreasuries } from '../api/treasuries.ts'
import { useVoterRows } from '../api/voters.ts'
import { BallotOptionsField } from './ballot-options-field.tsx'
import {
  defaultBallotValues,
  newBallotRequest,
  symbolOf,
  type CreateBallotInput,
} from './create-ballot-form.ts'
import { useFeeNotice } from './fee-notice.tsx'
import { DaoField, DraftOffer, FormSelect, VotingEndFields, useDraftSaving } from './create-ballot-fields.tsx'
import { useNow } from '@/components/use-now.ts'
import { ActionDialog } from '@/components/action-dialog.tsx'
import { DocumentField } from '@/components/document-field.tsx'
import { MarkdownText } from '@/components/markdown-text.tsx'
import { fieldErrorProps, useActionForm } from '@/components/use-action-form.ts'
import styles from './create-ballot-dialog.module.css'

/** Message when the chosen ballot name is already on chain (newballot: "ballot name already exists"). */
export const BALLOT_NAME_TAKEN_MESSAGE =
  'A ballot with this name already exists: change the title or the name.'

/** Create a ballot: one transaction of fee deposit, newballot, togglebal(s), editdetails, editminmax and openvoting. */
export function CreateBallotDialog({ account, onClose }: { account: string; onClose: () => void }) {
  const fee = useFeeNotice('ballot', account, 'ballot')
  const treasuries = useTreasuries()
  const voterRows = useVoterRows(account)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // newballot needs the publisher's voters row in the DAO: only those DAOs are offered.
  const mine = useMemo(() => {
    const codes = new Set((voterRows.data ?? []).map((row) => row.liquid.split(' ')[1]))
    return sortTreasuries(treasuries.data ?? []).filter((row) => codes.has(treasurySymbolCode(row)))
  }, [treasuries.data, voterRows.data])
  const { draft, dismiss } = useBallotDraftOffer(account)
  // The form checks "in the future" by this computer's clock; openvoting is judged by the chain's,
  // which is checked again before signing.
  const chainNow = useNow(10_000)
  const schema = useMemo(() => createBallotFormSchema(), [])

  // The created ballot's name, for opening its page once the dialog closes.
  const sentName = useRef('')
  // The form as it was sent (JSON), so a draft save still pending then does not bring the draft back.
  const sentForm = useRef('')
  const { form, dialogProps } = useActionForm({
    schema,
    defaultValues: defaultBallotValues('4,VOTE'),
    onClose: () => {
      onClose()
      if (sentName.current !== '') void navigate(`/trails/ballot/${sentName.current}`)
    },
    check: async (values, setError) => {
      if (values.end_time !== undefined && (chainTimeMs(values.end_time) ?? 0) <= chainNow) {
        setError('end_time', { message: FUTURE_DATE_MESSAGE })
        return false
      }
      const existing = await queryClient.fetchQuery(ballotQuery(values.ballot_name))
      if (existing) setError('ballot_name', { message: BALLOT_NAME_TAKEN_MESSAGE })
      return !existing
    },
    transaction: (values) => {
      sentName.current = values.ballot_name
      sentForm.current = JSON.stringify(form.getValues())
      clearBallotDraft(account)
      return createBallotTransaction(newBallotRequest(values, account, fee.fee ?? '', mine))
    },
  })
  const { control, register, setValue, formState } = form
  const { errors } = formState
  const values = useWatch({ control })
  const derived = ballotNameFromTitle(values.title ?? '')
  const name = values.ballot_name !== undefined && values.ballot_name !== '' ? values.ballot_name : derived
  const taken = useQuery({ ...ballotQuery(name), enabled: isBallotName(name) })
  // The name made from the title is written into its field, and follows the title until the publisher
  // types a name of their own there (`derived` is still the name of the title before this change).
  const followTitle = (title: string) => {
    const current = form.getValues('ballot_name') ?? ''
    if (current !== '' && current !== derived) return
    setValue('ballot_name', ballotNameFromTitle(title), { shouldDirty: true })
  }

  // The form is saved as a draft while it is being filled.
  useDraftSaving(account, values, draft === null && formState.isDirty, sentForm)

  // The counted balances follow the chosen DAO until the publisher changes them.
  const chosen = mine.find((row) => symbolOf(row) === values.treasury_symbol)
  const changeTreasury = (symbol: string) => {
    const treasury = mine.find((row) => symbolOf(row) === symbol)
    const weighting = defaultBallotWeighting(
      treasury ? treasurySymbolCode(treasury) : '',
      treasury ? treasurySettingsOf(treasury.settings).stakeable : false,
    )
    setValue('treasury_symbol', symbol, { shouldValidate: true, shouldDirty: true })
    setValue('voteliquid', weighting.voteliquid, { shouldDirty: true })
    setValue('votestake', weighting.votestake, { shouldDirty: true })
  }

  const target = { folder: `decide/${account}`, comment: `Ballot upload by ${account}` }
  const noDao = voterRows.isSuccess && treasuries.isSuccess && mine.length === 0

  return (
    <ActionDialog
      open
      title="Create a ballot"
      submitLabel={values.open_voting ? 'Create and open voting' : 'Create ballot'}
      {...dialogProps}
      canSubmit={dialogProps.canSubmit && fee.ready && !noDao && taken.data == null}
    >
      {draft !== null && (
        <DraftOffer
          onRestore={() => {
            form.reset(
              { ...defaultBallotValues('4,VOTE'), ...(draft as Partial<CreateBallotInput>) },
              { keepDefaultValues: true },
            )
            void form.trigger()
            dismiss()
          }}
          onDiscard={() => {
            clearBallotDraft(account)
            dismiss()
          }}
        />
      )}
      {fee.notice}
      {noDao && (
        <Alert severity="warning">
          You are not registered in any DAO. Join one on the DAOs page (VOTE voters register when they first
          vote).
        </Alert>
      )}
      <TextField
        label="Title"
        required
        {...register('title', {
          onChange: (event: { target: { value: string } }) => followTitle(event.target.value),
        })}
        {...fieldErrorProps(errors.title)}
      />
      <TextField
        label="Ballot name"
        placeholder={derived}
        {...register('ballot_name')}
        {...fieldErrorProps(
          errors.ballot_name,
          name === ''
            ? 'Made from the title: a–z and 1–5, up to 12'
            : taken.data
              ? `${name} is taken: change the title or the name.`
              : `The ballot will be named ${name}${taken.data === null ? ' (free)' : ''}.`,
        )}
        slotProps={{ inputLabel: { shrink: true } }}
        data-testid="ballot-name"
      />
      <TextField
        label="Description (markdown)"
        multiline
        minRows={3}
        {...register('description')}
        {...fieldErrorProps(errors.description)}
      />
      {(values.description ?? '') !== '' && (
        <Paper variant="outlined" className={styles.preview}>
          <Typography variant="caption" color="textSecondary">
            Preview
          </Typography>
          <MarkdownText text={values.description ?? ''} label="Description preview" />
        </Paper>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} className={styles.pair}>
        <FormSelect control={control} field="category" label="Category" items={BALLOT_CATEGORIES} />
        <FormSelect control={control} field="voting_method" label="Voting method" items={VOTING_METHODS} />
      </Stack>
      <DaoField
        daos={mine}
        value={chosen ? (values.treasury_symbol ?? '') : ''}
        error={errors.treasury_symbol}
        onChange={changeTreasury}
        staked={values.votestake === true}
        onStakedChange={(staked) => {
          setValue('votestake', staked, { shouldDirty: true })
          setValue('voteliquid', !staked, { shouldDirty: true })
        }}
      />
      <BallotOptionsField control={control} setValue={setValue} errors={errors} />
      <Stack direction="row" spacing={2}>
        <TextField
          label="Min options"
          type="number"
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
          {...register('min_options', { valueAsNumber: true })}
          {...fieldErrorProps(errors.min_options)}
        />
        <TextField
          label="Max options"
          type="number"
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
          {...register('max_options', { valueAsNumber: true, deps: ['min_options'] })}
          {...fieldErrorProps(errors.max_options)}
        />
      </Stack>
      <DocumentField control={control} name="image" label="Image" target={target} />
      <DocumentField control={control} name="document" label="Document" target={target} />
      <VotingEndFields
        control={control}
        register={register}
        errors={errors}
        open={values.open_voting === true}
      />
    </ActionDialog>
  )
}
