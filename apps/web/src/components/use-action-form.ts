import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormSetError,
} from 'react-hook-form'
import type { z } from 'zod'
import { refusalOnField, type RefusalField } from '@/lib/transact/refusal-fields.ts'
import type { ContractTransaction } from '@/lib/chain/use-contract-action.ts'
import { useDialogSend } from './use-dialog-send.ts'

/**
 * A Resolve form dialog's wiring: the form validated by `schema` on every change, and the ActionDialog
 * props that send `transaction(values)` and keep submit disabled until the form is valid. `check`
 * runs on submit before anything is signed, for what only the chain can tell (does this account
 * exist?); it sets field errors and answers false to stop.
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
  schema: z.ZodType<Output, Input>
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
    mode: 'onChange',
    defaultValues,
  })
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
    canSubmit: form.formState.isValid,
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
