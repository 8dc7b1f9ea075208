import { Button } from '@/components/ui/button.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { useWatch } from 'react-hook-form'
import { z } from '@portal/chain/zod-mini'
import { newAccountNameField, useNameAvailability } from './new-account-name.ts'
import { usePageForm } from '@/components/use-page-form.ts'
import styles from './name-step.module.css'

const schema = z.object({ account: newAccountNameField })

/** Step 1 of the reCAPTCHA path: the account name, checked against the backend as typed. */
export function NameStep({ initial, onDone }: { initial: string; onDone: (account: string) => void }) {
  const form = usePageForm(schema, { account: initial })
  const typed = useWatch({ control: form.control, name: 'account' }) ?? ''
  const { errors } = form.formState
  const name = useNameAvailability(typed, errors.account?.message)
  return (
    <Stack
      component="form"
      aria-label="Choose the account name"
      spacing={2}
      noValidate
      onSubmit={form.handleSubmit((values) => {
        if (!name.refused) onDone(values.account)
      })}
    >
      <TextField
        label="Account name"
        {...form.register('account')}
        error={errors.account !== undefined || name.refused}
        helperText={name.help}
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 13 } }}
      />
      <Button type="submit" variant="contained" disabled={name.refused} className={styles.submit}>
        Continue
      </Button>
    </Stack>
  )
}
