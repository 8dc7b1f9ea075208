import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormSetError,
} from 'react-hook-form'
import type { z } from '@portal/chain/zod-mini'
import { refusalOnField, type RefusalField } from '@/lib/transact/refusal-fields.ts'
import type { ContractTransaction } from '@/lib/transact/contract-action.ts'
import { useDialogSend } from './use-dialog-send.ts'

/**
 * A form dialog's wiring: the form validated by `schema`, and the ActionDialog props that send
 * `transaction(values)` and keep submit disabled until the form is valid. `check` runs on submit
 * before anything is signed, for what only the chain can tell (does this account exist?); it sets
 * field errors and answers false to stop.
 *
 * Submit is never disabled without the reason on screen: a field shows its message once left, and
 * from the first change on, every field's message is shown and follows every change (so a rule that
 * joins two fields, like min ≤ max, speaks as soon as either moves). Before any change the dialog
 * says what is missing next to the button.
 */
export function useActionForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  onClose,
  closeDelayMs = 0,
  transaction,
  check,
  onSuccess,
  refusals = [],
}: {
  schema: z.core.$ZodType<Output, Input>
  defaultValues: DefaultValues<Input>
  onClose: () => void
  closeDelayMs?: number
  transaction: (values: Output) => ContractTransaction
  check?: (values: Output, setError: UseFormSetError<Input>) => Promise<boolean>
  /** Runs after the transaction succeeded (e.g. to refetch what `writes` cannot name). */
  onSuccess?: () => void
  /** Contract refusals (from the dry run before the wallet) this form shows beside one of its fields. */
  refusals?: readonly RefusalField<Path<Input>>[]
}) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues,
  })
  // Every change re-checks the whole form, so a rule joining two fields speaks as either moves.
  const { subscribe, trigger } = form
  useEffect(
    () => subscribe({ formState: { values: true }, callback: () => void trigger() }),
    [subscribe, trigger],
  )
  const { isValid, errors } = form.formState
  const { send, pending, error, done } = useDialogSend(onClose, closeDelayMs, onSuccess)
  // A refusal shown beside its field is not repeated in the dialog's error area.
  const [onField, setOnField] = useState<unknown>(undefined)
  const dialogProps = {
    onClose,
    onSubmit: form.handleSubmit(async (values) => {
      if (check && !(await check(values, form.setError))) return
      const failure = await send(transaction(values))
      const placed = failure === undefined ? undefined : refusalOnField(failure, refusals)
      setOnField(placed ? failure : undefined)
      if (placed)
        form.setError(placed.field, { type: 'chain', message: placed.message }, { shouldFocus: true })
    }),
    canSubmit: isValid,
    blockedReason: isValid ? undefined : blockedReason(Object.keys(errors).length > 0),
    pending: pending || form.formState.isSubmitting,
    error: onField !== undefined && onField === error ? null : error,
    done,
  }
  return { form, dialogProps }
}

/** A TextField's error state and helper text: the field's validation message, else `hint` (' ' keeps the line's height). */
export function fieldErrorProps(error: { message?: string } | undefined, hint = ' ') {
  return { error: error !== undefined, helperText: error?.message ?? hint }
}

/** Why a form's submit is disabled, next to the button. */
export function blockedReason(errorsShown: boolean): string {
  return errorsShown
    ? 'Correct the fields marked in red to continue.'
    : 'Fill in the fields marked * to continue.'
}
