import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { useState } from 'react'
import { accountNameField } from '@portal/chain/validation'
import { z } from '@portal/chain/zod-mini'
import { usePageForm } from '@/components/use-page-form.ts'
import { importKey, KeyImportError } from '@/lib/session/imported-keys.ts'
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation.ts'
import styles from './import-key-form.module.css'

/** An account name (the same messages as every account field) and a private key, both required. */
const importKeySchema = z.object({
  account: accountNameField(),
  key: z.string().check(z.refine((value) => value.trim() !== '', 'Enter the private key.')),
})

/** The Local keys wallet's "Import a key": an account and its private key, kept in this browser only. */
export function ImportKeyForm({ onImported }: { onImported: (account: string) => void }) {
  const [open, setOpen] = useState(false)
  if (!open)
    return (
      <Button onClick={() => setOpen(true)} className={styles.open}>
        Import a key
      </Button>
    )
  return (
    <ImportKeyFields
      onCancel={() => setOpen(false)}
      onImported={(account) => {
        setOpen(false)
        onImported(account)
      }}
    />
  )
}

function ImportKeyFields({
  onCancel,
  onImported,
}: {
  onCancel: () => void
  onImported: (account: string) => void
}) {
  const form = usePageForm(importKeySchema, { account: '', key: '' })
  const importing = useSingleFlightMutation({
    mutationFn: ({ account, key }: z.output<typeof importKeySchema>) => importKey(account, key),
    onSuccess: (_result, { account }) => onImported(account),
  })
  const submit = form.handleSubmit((values) => importing.mutate(values))
  const { errors } = form.formState
  const failure = importing.error
  return (
    <Stack component="form" aria-label="Import a key" spacing={2} noValidate onSubmit={submit}>
      <Alert severity="warning">
        The key is kept unencrypted in this browser&apos;s storage, on this network only: anyone using this
        browser can sign with it. Import only keys of test accounts.
      </Alert>
      <TextField
        label="Account name"
        {...form.register('account', { setValueAs: (value: string) => value.trim() })}
        error={errors.account !== undefined}
        helperText={errors.account?.message ?? ' '}
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
      />
      <TextField
        label="Private key"
        type="password"
        autoComplete="off"
        {...form.register('key')}
        error={errors.key !== undefined}
        helperText={errors.key?.message ?? ' '}
      />
      {failure && (
        <Alert severity="error">
          {failure instanceof KeyImportError ? failure.message : 'The key could not be imported.'}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={importing.isPending}>
          {importing.isPending ? 'Checking…' : 'Import'}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Stack>
    </Stack>
  )
}
