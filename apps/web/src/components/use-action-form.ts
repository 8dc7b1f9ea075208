import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type DefaultValues, type FieldValues, type UseFormSetError } from 'react-hook-form'
import type { z } from 'zod'
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
}: {
  schema: z.ZodType<Output, Input>
  defaultValues: DefaultValues<Input>
  onClose: () => void
  closeDelayMs?: number
  transaction: (values: Output) => ContractTransaction
  check?: (values: Output, setError: UseFormSetError<Input>) => Promise<boolean>
  /** Runs after the transaction succeeded (e.g. to refetch what `writes` cannot name). */
  onSuccess?: () => void
}) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues,
  })
  const { send, pending, error, done } = useDialogSend(onClose, closeDelayMs, onSuccess)
  const dialogProps = {
    onClose,
    onSubmit: form.handleSubmit(async (values) => {
      if (check && !(await check(values, form.setError))) return
      await send(transaction(values))
    }),
    canSubmit: form.formState.isValid,
    pending: pending || form.formState.isSubmitting,
    error,
    done,
  }
  return { form, dialogProps }
}

/** A TextField's error state and helper text: the field's validation message, else `hint` (' ' keeps the line's height). */
export function fieldErrorProps(error: { message?: string } | undefined, hint = ' ') {
  return { error: error !== undefined, helperText: error?.message ?? hint }
}
