import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { useState } from 'react'
import { accountNameMessage } from '@portal/chain/names'
import { importKey, KeyImportError } from '@/lib/session/imported-keys.ts'
import styles from './import-key-form.module.css'

/** The Local keys wallet's "Import a key": an account and its private key, kept in this browser only. */
export function ImportKeyForm({ onImported }: { onImported: (account: string) => void }) {
  const [open, setOpen] = useState(false)
  const [account, setAccount] = useState('')
  const [key, setKey] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  if (!open)
    return (
      <Button onClick={() => setOpen(true)} className={styles.open}>
        Import a key
      </Button>
    )
  const nameProblem = account === '' ? undefined : accountNameMessage(account)
  async function submit() {
    setFailure(null)
    setPending(true)
    try {
      await importKey(account, key)
      setKey('')
      setOpen(false)
      onImported(account)
    } catch (error) {
      setFailure(error instanceof KeyImportError ? error.message : 'The key could not be imported.')
    } finally {
      setPending(false)
    }
  }
  return (
    <Stack
      component="form"
      aria-label="Import a key"
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (account !== '' && nameProblem === undefined && key.trim() !== '') void submit()
      }}
    >
      <Alert severity="warning">
        The key is kept unencrypted in this browser&apos;s storage, on this network only: anyone using this
        browser can sign with it. Import only keys of test accounts.
      </Alert>
      <TextField
        label="Account name"
        value={account}
        onChange={(event) => setAccount(event.target.value.trim())}
        error={nameProblem !== undefined}
        helperText={nameProblem ?? ' '}
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
      />
      <TextField
        label="Private key"
        type="password"
        value={key}
        onChange={(event) => setKey(event.target.value)}
        autoComplete="off"
      />
      {failure && <Alert severity="error">{failure}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={pending || account === '' || key.trim() === ''}>
          {pending ? 'Checking…' : 'Import'}
        </Button>
        <Button onClick={() => setOpen(false)}>Cancel</Button>
      </Stack>
    </Stack>
  )
}
