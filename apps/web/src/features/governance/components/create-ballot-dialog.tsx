import { Alert } from '@/components/ui/alert.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef } from 'react'
import { useWatch, type UseFormReturn, type UseFormSetValue } from 'react-hook-form'
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
import { useTreasuries, type Treasury } from '../api/treasuries.ts'
import { useVoterRows } from '../api/voters.ts'
import { BallotOptionsField } from './ballot-options-field.tsx'
import {
  defaultBallotValues,
  newBallotRequest,
  symbolOf,
  type CreateBallotInput,
} from './create-ballot-form.ts'
import { useFeeNotice } from './fee-notice.tsx'
import { BallotNameFields, DescriptionField, OptionCountFields } from './create-ballot-text-fields.tsx'
import { DaoField, DraftOffer, FormSelect, VotingEndFields, useDraftSaving } from './create-ballot-fields.tsx'
import { useNow } from '@/components/use-now.ts'
import { ActionDialog } from '@/components/action-dialog.tsx'
import { DocumentField } from '@/components/document-field.tsx'
import { useActionForm } from '@/components/use-action-form.ts'
import styles from './create-ballot-dialog.module.css'

/** Message when the chosen ballot name is already on chain (newballot: "ballot name already exists"). */
export const BALLOT_NAME_TAKEN_MESSAGE =
  'A ballot with this name already exists: change the title or the name.'

/** Create a ballot: one transaction of fee deposit, newballot, togglebal(s), editdetails, editminmax and openvoting. */
export function CreateBallotDialog({ account, onClose }: { account: string; onClose: () => void }) {
  const fee = useFeeNotice('ballot', account, 'ballot')
  const { mine, noDao } = usePublisherDaos(account)
  const { draft, dismiss } = useBallotDraftOffer(account)
  const { form, dialogProps, sentForm } = useCreateBallotForm(account, onClose, fee.fee, mine)
  const { control, register, setValue, formState } = form
  const { errors } = formState
  const values = useWatch({ control })
  const { derived, name, taken, followTitle } = useBallotName(form, values)

  // The form is saved as a draft while it is being filled.
  useDraftSaving(account, values, draft === null && formState.isDirty, sentForm)

  // The counted balances follow the chosen DAO until the publisher changes them.
  const chosen = mine.find((row) => symbolOf(row) === values.treasury_symbol)
  const changeTreasury = (symbol: string) => chooseDao(setValue, mine, symbol)

  const target = { folder: `decide/${account}`, comment: `Ballot upload by ${account}` }

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
            restoreDraft(form, draft)
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
      <BallotNameFields
        register={register}
        errors={errors}
        derived={derived}
        name={name}
        taken={taken.data}
        onTitleChange={followTitle}
      />
      <DescriptionField register={register} errors={errors} text={values.description ?? ''} />
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
      <OptionCountFields register={register} errors={errors} />
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

/** The DAOs the account may publish in: newballot needs its voters row there. `noDao` once both reads say none. */
function usePublisherDaos(account: string) {
  const treasuries = useTreasuries()
  const voterRows = useVoterRows(account)
  const mine = useMemo(() => {
    const codes = new Set((voterRows.data ?? []).map((row) => row.liquid.split(' ')[1]))
    return sortTreasuries(treasuries.data ?? []).filter((row) => codes.has(treasurySymbolCode(row)))
  }, [treasuries.data, voterRows.data])
  return { mine, noDao: voterRows.isSuccess && treasuries.isSuccess && mine.length === 0 }
}

/** Fills the form with a saved draft over the defaults, and shows the draft's errors at once. */
function restoreDraft(form: Pick<UseFormReturn<CreateBallotInput>, 'reset' | 'trigger'>, draft: unknown) {
  form.reset(
    { ...defaultBallotValues('4,VOTE'), ...(draft as Partial<CreateBallotInput>) },
    { keepDefaultValues: true },
  )
  void form.trigger()
}

/**
 * The form, its checks (a voting end in the future, a free name) and its transaction; once sent, closing
 * opens the new ballot's page.
 */
function useCreateBallotForm(
  account: string,
  onClose: () => void,
  fee: string | undefined,
  mine: readonly Treasury[],
) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
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
      return createBallotTransaction(newBallotRequest(values, account, fee ?? '', mine))
    },
  })
  return { form, dialogProps, sentForm }
}

/** Chooses the DAO and sets the counted balances to its default (liquid, or staked where it stakes). */
function chooseDao(setValue: UseFormSetValue<CreateBallotInput>, mine: readonly Treasury[], symbol: string) {
  const treasury = mine.find((row) => symbolOf(row) === symbol)
  const weighting = defaultBallotWeighting(
    treasury ? treasurySymbolCode(treasury) : '',
    treasury ? treasurySettingsOf(treasury.settings).stakeable : false,
  )
  setValue('treasury_symbol', symbol, { shouldValidate: true, shouldDirty: true })
  setValue('voteliquid', weighting.voteliquid, { shouldDirty: true })
  setValue('votestake', weighting.votestake, { shouldDirty: true })
}

/**
 * The ballot's name: the one typed, or the one made from the title, with whether it is taken. The name
 * made from the title is written into its field, and follows the title until the publisher types a name
 * of their own there (`derived` is still the name of the title before this change).
 */
function useBallotName(
  form: Pick<UseFormReturn<CreateBallotInput>, 'getValues' | 'setValue'>,
  values: { title?: string | undefined; ballot_name?: string | undefined },
) {
  const derived = ballotNameFromTitle(values.title ?? '')
  const name = values.ballot_name !== undefined && values.ballot_name !== '' ? values.ballot_name : derived
  const taken = useQuery({ ...ballotQuery(name), enabled: isBallotName(name) })
  const followTitle = (title: string) => {
    const current = form.getValues('ballot_name') ?? ''
    if (current !== '' && current !== derived) return
    form.setValue('ballot_name', ballotNameFromTitle(title), { shouldDirty: true })
  }
  return { derived, name, taken, followTitle }
}
