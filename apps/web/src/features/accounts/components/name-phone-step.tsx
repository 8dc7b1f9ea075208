import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { accountNameMessage, isNewAccountName } from '@portal/chain/names'
import { phoneField } from '@portal/chain/validation'
import { checkNameAvailable, requestSmsCode } from '../api/account-backend.ts'

const schema = z.object({
  account: z.string().superRefine((value, context) => {
    const problem = accountNameMessage(value, 'new')
    if (problem !== undefined) context.addIssue({ code: 'custom', message: problem })
  }),
  phone: phoneField(),
})
export type NameAndPhone = z.output<typeof schema>

/** A value that settles `ms` after the last change (the name is checked as typed, not per key). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/** Step 1: the account name (checked against the backend as typed) and the phone number the code goes to. */
export function NamePhoneStep({
  initial,
  onSent,
}: {
  initial: NameAndPhone
  onSent: (values: NameAndPhone, message: string) => void
}) {
  const form = useForm<z.input<typeof schema>, unknown, NameAndPhone>({
    resolver: zodResolver(schema),
    defaultValues: initial,
  })
  const typed = useWatch({ control: form.control, name: 'account' }) ?? ''
  const name = useSettled(typed, 400)
  const availability = useQuery({
    queryKey: ['account-backend', 'available', name],
    queryFn: ({ signal }) => checkNameAvailable(name, signal),
    enabled: isNewAccountName(name),
    retry: false,
    staleTime: 30_000,
  })
  const send = useMutation({
    mutationFn: (values: NameAndPhone) => requestSmsCode(values.phone, values.account),
  })
  const { errors } = form.formState
  const checked = isNewAccountName(typed) && name === typed
  const nameHelp =
    errors.account?.message ??
    (!checked
      ? 'Exactly 12 characters: a–z and 1–5'
      : availability.isPending
        ? 'Checking…'
        : availability.isError
          ? availability.error.message
          : 'This name is available.')

  return (
    <Stack
      component="form"
      aria-label="Account name and phone"
      spacing={2}
      noValidate
      onSubmit={form.handleSubmit((values) =>
        send.mutate(values, { onSuccess: (message) => onSent(values, message) }),
      )}
    >
      <TextField
        label="Account name"
        {...form.register('account')}
        error={errors.account !== undefined || (checked && availability.isError)}
        helperText={nameHelp}
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 13 } }}
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        {...form.register('phone')}
        error={errors.phone !== undefined}
        helperText={errors.phone?.message ?? 'With the country code, e.g. +1 555 010 0001'}
      />
      {send.isError && <Alert severity="error">{send.error.message}</Alert>}
      <Button
        type="submit"
        variant="contained"
        disabled={send.isPending || (checked && availability.isError)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {send.isPending ? 'Sending…' : 'Send the code'}
      </Button>
    </Stack>
  )
}
