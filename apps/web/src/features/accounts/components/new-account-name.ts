import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { addIssue, z } from '@portal/chain/zod-mini'
import { accountNameMessage, isNewAccountName } from '@portal/chain/names'
import { nameAvailableQuery } from '@/lib/services/account-backend.ts'

/** The form field of a new account's name: exactly 12 of a–z and 1–5, with the shared messages. */
export const newAccountNameField = z.string().check(
  z.superRefine((value, context) => {
    const problem = accountNameMessage(value, 'new')
    if (problem !== undefined) addIssue(context, { message: problem })
  }),
)

/** A value that settles `ms` after the last change (the name is checked as typed, not per key). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/**
 * The backend's verdict on the new account name being typed: the helper text under the field and
 * whether the backend refused the name (so the step cannot go on). `problem` is the form's own error.
 */
export function useNameAvailability(typed: string, problem: string | undefined) {
  const name = useSettled(typed, 400)
  const availability = useQuery({ ...nameAvailableQuery(name), enabled: isNewAccountName(name) })
  const checked = isNewAccountName(typed) && name === typed
  const refused = checked && availability.isError
  const help =
    problem ??
    (!checked
      ? 'Exactly 12 characters: a–z and 1–5'
      : availability.isPending
        ? 'Checking…'
        : availability.isError
          ? availability.error.message
          : 'This name is available.')
  return { help, refused }
}
