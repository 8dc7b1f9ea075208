import { ContentCopyIcon, DownloadIcon } from '@/components/ui/page-icons.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { FormControlLabel } from '@/components/ui/form-control-label.tsx'
import { IconButton } from '@/components/ui/icon-button.tsx'
import { InputAdornment } from '@/components/ui/input-adornment.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useId, useState } from 'react'
import { keysFileText, type NewAccountKeys } from '../new-account-keys.ts'
import styles from './keys-step.module.css'

function KeyField({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <TextField
      label={label}
      value={value}
      helperText={copied ? 'Copied' : ' '}
      fullWidth
      slotProps={{
        htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={`Copy the ${label.toLowerCase()}`}
                onClick={() =>
                  void navigator.clipboard?.writeText(value).then(
                    () => setCopied(true),
                    () => setCopied(false),
                  )
                }
              >
                <ContentCopyIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  )
}

function download(account: string, keys: NewAccountKeys) {
  const url = URL.createObjectURL(new Blob([keysFileText(account, keys)], { type: 'text/plain' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `${account}-keys.txt`
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** The keys made in this browser, shown once, and the confirmation that they are saved. */
export function KeysStep({
  account,
  keys,
  pending,
  error,
  onCreate,
  onBack,
  createLabel = 'Create account',
  backLabel = 'Change the code',
}: {
  account: string
  keys: NewAccountKeys
  pending: boolean
  error: string | null
  onCreate: () => void
  onBack: () => void
  /** The main button: creating the account, or going on to the reCAPTCHA check. */
  createLabel?: string
  backLabel?: string
}) {
  const [saved, setSaved] = useState(false)
  const reasonId = useId()
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        These keys were made in this browser and are shown only once. Only the public keys are sent to create
        the account: if you lose the private keys, nobody can give the account back.
      </Alert>
      <Typography component="h2" variant="h6">
        Keys of {account}
      </Typography>
      <KeyField label="Owner public key" value={keys.owner.publicKey} />
      <KeyField label="Owner private key" value={keys.owner.privateKey} />
      <KeyField label="Active public key" value={keys.active.publicKey} />
      <KeyField label="Active private key" value={keys.active.privateKey} />
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() => download(account, keys)}
        className={styles.download}
      >
        Download the keys
      </Button>
      <FormControlLabel
        control={<Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} />}
        label="I saved my keys"
      />
      {/* The button waits for the tick: say so where it waits. */}
      {!saved && (
        <Typography id={reasonId} variant="body2" color="textSecondary">
          Tick “I saved my keys” to create the account.
        </Typography>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" spacing={2}>
        <Button
          variant="contained"
          disabled={!saved || pending}
          aria-describedby={saved ? undefined : reasonId}
          onClick={onCreate}
        >
          {pending ? 'Creating…' : createLabel}
        </Button>
        <Button onClick={onBack} disabled={pending}>
          {backLabel}
        </Button>
      </Stack>
    </Stack>
  )
}
