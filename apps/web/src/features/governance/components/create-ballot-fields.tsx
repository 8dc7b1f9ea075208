import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { FormControlLabel } from '@/components/ui/form-control-label.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { useEffect, type RefObject } from 'react'
import {
  Controller,
  type Control,
  type FieldError,
  type FieldErrors,
  type Path,
  type UseFormRegister,
} from 'react-hook-form'
import { treasurySymbolCode } from '@portal/chain/governance/treasuries'
import { capText } from '@/components/chain-text.tsx'
import { writeBallotDraft } from '../api/ballot-draft.ts'
import type { Treasury } from '../api/treasuries.ts'
import { VotingPowerField } from './voting-power-field.tsx'
import { NativeSelectField } from '@/components/native-select-field.tsx'
import { fieldErrorProps } from '@/components/use-action-form.ts'
import { symbolOf, type CreateBallotInput } from './create-ballot-form.ts'

// Sections of the create-ballot dialog that need only the form: the dialog composes them.

/** The offer to restore the unfinished ballot saved earlier, or to discard it. */
export function DraftOffer({ onRestore, onDiscard }: { onRestore: () => void; onDiscard: () => void }) {
  return (
    <Alert
      severity="info"
      action={
        <Stack direction="row">
          <Button color="inherit" size="small" onClick={onRestore}>
            Restore
          </Button>
          <Button color="inherit" size="small" onClick={onDiscard}>
            Discard
          </Button>
        </Stack>
      }
    >
      You have an unfinished ballot from earlier.
    </Alert>
  )
}

/** A select of fixed chain values (category, voting method) bound to a field of the form. */
export function FormSelect({
  control,
  field,
  label,
  items,
}: {
  control: Control<CreateBallotInput>
  field: Path<CreateBallotInput>
  label: string
  items: readonly string[]
}) {
  return (
    <Controller
      control={control}
      name={field}
      render={({ field: f, fieldState }) => (
        <NativeSelectField
          label={label}
          size="medium"
          value={typeof f.value === 'string' ? f.value : ''}
          onChange={f.onChange}
          onBlur={f.onBlur}
          {...fieldErrorProps(fieldState.error)}
        >
          {items.map((item) => (
            <option key={item} value={item}>
              {item}
            </option>
          ))}
        </NativeSelectField>
      )}
    />
  )
}

/** "Open for voting now" and, when it is ticked, when voting ends (openvoting's end_time). */
export function VotingEndFields({
  control,
  register,
  errors,
  open,
}: {
  control: Control<CreateBallotInput>
  register: UseFormRegister<CreateBallotInput>
  errors: FieldErrors<CreateBallotInput>
  open: boolean
}) {
  return (
    <>
      <Controller
        control={control}
        name="open_voting"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
              />
            }
            label="Open for voting now"
          />
        )}
      />
      {open && (
        <TextField
          label="Voting ends"
          type="datetime-local"
          slotProps={{ inputLabel: { shrink: true } }}
          {...register('end_time')}
          {...fieldErrorProps(errors.end_time, 'Your local time')}
        />
      )}
    </>
  )
}

/** The DAO the ballot is in (only those the publisher is registered in) and which balance counts. */
export function DaoField({
  daos,
  value,
  error,
  onChange,
  staked,
  onStakedChange,
}: {
  daos: readonly Treasury[]
  value: string
  error: FieldError | undefined
  onChange: (symbol: string) => void
  staked: boolean
  onStakedChange: (staked: boolean) => void
}) {
  const chosen = daos.find((row) => symbolOf(row) === value)
  return (
    <>
      <NativeSelectField
        label="DAO"
        size="medium"
        value={value}
        onChange={onChange}
        {...fieldErrorProps(error, 'Only DAOs you are registered in')}
      >
        <option value="" disabled>
          Choose a DAO
        </option>
        {daos.map((row) => (
          <option key={symbolOf(row)} value={symbolOf(row)}>
            {`${treasurySymbolCode(row)} — ${capText(row.title, 60)}`}
          </option>
        ))}
      </NativeSelectField>
      <VotingPowerField
        symbolCode={chosen ? treasurySymbolCode(chosen) : 'tokens'}
        staked={staked}
        onChange={onStakedChange}
      />
    </>
  )
}

/**
 * Saves the form as the account's ballot draft while it is being filled (`saving`). A save still
 * pending when the ballot is sent (`sentForm`, the form as sent) must not bring the draft back; once
 * the publisher edits again (after a refused send), drafts are saved again.
 */
export function useDraftSaving(
  account: string,
  values: unknown,
  saving: boolean,
  sentForm: RefObject<string>,
) {
  useEffect(() => {
    if (!saving) return
    const timer = setTimeout(() => {
      if (JSON.stringify(values) !== sentForm.current) writeBallotDraft(account, values)
    }, 400)
    return () => clearTimeout(timer)
  }, [account, values, saving, sentForm])
}
