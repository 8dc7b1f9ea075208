import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { ACCOUNT_EXISTS_MESSAGE } from '@portal/chain/names'
import { fieldErrorProps } from '@/components/use-action-form.ts'
import { createTestnetAccount, isNameAvailable } from '@/lib/services/testnet.ts'
import { createAccountSchema, type CreateAccountValues } from '../api/testnet-forms.ts'
import { CallResult, errorOutcome, type CallOutcome } from './call-result.tsx'
import styles from './create-account-tab.module.css'

type KeyPair = { privateKey: string; publicKey: string }

/** Two K1 key pairs made in the browser; Wharf Kit loads only when someone asks for keys. */
async function generateKeyPairs(): Promise<{ owner: KeyPair; active: KeyPair }> {
  const { PrivateKey, KeyType } = await import('@wharfkit/antelope')
  const pair = () => {
    const key = PrivateKey.generate(KeyType.K1)
    return { privateKey: key.toWif(), publicKey: key.toPublic().toLegacyString() }
  }
  return { owner: pair(), active: pair() }
}

/** Create Account: a 12-character name free on the developer host, and owner and active public keys. */
export function CreateAccountTab() {
  const form = useForm<CreateAccountValues>({
    resolver: zodResolver(createAccountSchema),
    mode: 'onChange',
    defaultValues: { accountName: '', ownerKey: '', activeKey: '' },
  })
  const [outcome, setOutcome] = useState<CallOutcome | null>(null)
  const [generated, setGenerated] = useState<{ owner: KeyPair; active: KeyPair } | null>(null)
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null)
    try {
      if (!(await isNameAvailable(values.accountName))) {
        form.setError('accountName', { message: ACCOUNT_EXISTS_MESSAGE })
        return
      }
      const result = await createTestnetAccount(values)
      setOutcome({
        kind: 'success',
        text: `Account ${values.accountName} was created successfully.`,
        transactionId: result.transactionId,
      })
    } catch (error) {
      setOutcome(errorOutcome(error))
    }
  })

  const generate = async () => {
    const pairs = await generateKeyPairs()
    setGenerated(pairs)
    form.setValue('ownerKey', pairs.owner.publicKey, { shouldValidate: true })
    form.setValue('activeKey', pairs.active.publicKey, { shouldValidate: true })
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack spacing={2} className={styles.fields}>
        <TextField
          label="Account name"
          {...form.register('accountName')}
          {...fieldErrorProps(errors.accountName, '12 characters: lowercase letters a–z and digits 1–5.')}
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false, maxLength: 12 } }}
        />
        <TextField
          label="Owner public key"
          {...form.register('ownerKey')}
          {...fieldErrorProps(errors.ownerKey, 'EOS… or PUB_K1_…')}
          autoComplete="off"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { spellCheck: false } }}
        />
        <TextField
          label="Active public key"
          {...form.register('activeKey')}
          {...fieldErrorProps(errors.activeKey, 'EOS… or PUB_K1_…')}
          autoComplete="off"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { spellCheck: false } }}
        />
        <Stack direction="row" spacing={2}>
          <Button variant="outlined" onClick={() => void generate()}>
            Generate keys
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? 'Creating…' : 'Create account'}
          </Button>
        </Stack>
        {generated && (
          <Alert severity="warning">
            <Typography variant="body2" gutterBottom>
              Keep these private keys now: they were made in this browser, are not sent anywhere and cannot be
              shown again.
            </Typography>
            <Typography variant="body2" className={styles.key}>
              Owner private key: <code data-testid="owner-private-key">{generated.owner.privateKey}</code>
            </Typography>
            <Typography variant="body2" className={styles.key}>
              Active private key: <code data-testid="active-private-key">{generated.active.privateKey}</code>
            </Typography>
          </Alert>
        )}
      </Stack>
      <CallResult outcome={outcome} />
    </form>
  )
}
