import { useEffect, useRef, useState } from 'react'
import { type ContractTransaction } from '@/lib/transact/contract-action.ts'
import { useTransaction } from '@/lib/transact/use-contract-action.ts'

/**
 * Sends a dialog's transaction, then closes it at once or after `closeDelayMs`; after a failure the
 * dialog stays open with the chain's message (the notice and notification come from transact).
 */
export function useDialogSend(onClose: () => void, closeDelayMs = 0, onSuccess?: () => void) {
  const mutation = useTransaction()
  const [done, setDone] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  // mutateAsync, not mutate's callbacks: a transaction can remove what renders the dialog (a deleted
  // case), and the follow-up (closing, the delayed reload) must still run.
  // Resolves with the failure (undefined after a success), for a form that shows it beside a field.
  // A second submit while one is being sent (a double click) joins it, so the follow-up runs once.
  const sending = useRef<Promise<unknown> | undefined>(undefined)
  const send = (transaction: ContractTransaction): Promise<unknown> => {
    if (sending.current) return sending.current
    const sent = sendOnce(transaction).finally(() => (sending.current = undefined))
    sending.current = sent
    return sent
  }
  const sendOnce = (transaction: ContractTransaction): Promise<unknown> =>
    mutation
      .mutateAsync(transaction)
      .then(() => {
        onSuccess?.()
        if (closeDelayMs <= 0) onClose()
        else {
          setDone(true)
          timer.current = setTimeout(onClose, closeDelayMs)
        }
        return undefined
      })
      .catch((error: unknown) => {
        // The failure is shown by transact (notice, notification) and inline through mutation.error.
        return error ?? new Error('The transaction failed.')
      })
  return { send, pending: mutation.isPending, error: mutation.error, done }
}
