import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { useWatch } from 'react-hook-form'
import { z } from '@portal/chain/zod-mini'
import { phoneField } from '@portal/chain/validation'
import { requestSmsCode } from '@/lib/services/account-backend.ts'
import { ServiceError } from '@/lib/services/service-error.ts'
import { newAccountNameField, useNameAvailability } from './new-account-name.ts'
import { usePageForm } from '@/components/use-page-form.ts'
import styles from './name-phone-step.module.css'
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation.ts'

const schema = z.object({ account: newAccountNameField, phone: phoneField() })
export type NameAndPhone = z.output<typeof schema>

/** Step 1: the account name (checked against the backend as typed) and the phone number the code goes to. */
export function NamePhoneStep({
  initial,
  onSent,
}: {
  initial: NameAndPhone
  onSent: (values: NameAndPhone, message: string) => void
}) {
  const form = usePageForm(schema, initial)
  const typed = useWatch({ control: form.control, name: 'account' }) ?? ''
  const send = useSingleFlightMutation({
    mutationFn: (values: NameAndPhone) => requestSmsCode(values.phone, values.account),
  })
  const phone = useWatch({ control: form.control, name: 'phone' }) ?? ''
  const { errors } = form.formState
  const name = useNameAvailability(typed, errors.account?.message)
  // A refusal speaks for the values it was given: once the name or the number changes it is gone. A
  // taken name is said under the name (where the check as typed says it too), never a second time.
  const refusal =
    send.isError && send.variables.account === typed && send.variables.phone === phone ? send.error : null
  const nameTaken = refusal instanceof ServiceError && refusal.code === 'ACCOUNT_EXISTS'

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
        error={errors.account !== undefined || name.refused || nameTaken}
        helperText={nameTaken && !name.refused ? refusal.message : name.help}
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
      {refusal !== null && !nameTaken && <Alert severity="error">{refusal.message}</Alert>}
      <Button
        type="submit"
        variant="contained"
        disabled={send.isPending || name.refused || nameTaken}
        className={styles.submit}
      >
        {send.isPending ? 'Sending…' : 'Send the code'}
      </Button>
    </Stack>
  )
}
