import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { DialogActions } from '@/components/ui/dialog-actions.tsx'
import { DialogContent } from '@/components/ui/dialog-content.tsx'
import { DialogTitle } from '@/components/ui/dialog-title.tsx'
import { FormControl } from '@/components/ui/form-control.tsx'
import { FormControlLabel } from '@/components/ui/form-control-label.tsx'
import { FormLabel } from '@/components/ui/form-label.tsx'
import { Radio } from '@/components/ui/radio.tsx'
import { RadioGroup } from '@/components/ui/radio-group.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { useState, type FormEvent } from 'react'
import { isAccountName } from '@portal/chain/names'
import { answerWalletPrompt, cancelWalletPrompt, type CleosLogin } from '@/lib/session/wallet-prompts.ts'
import styles from './cleos-login-dialog.module.css'

/** "Connect to cleos": the account (empty means `eosio`, as cleos users expect) and its permission. */
export function CleosLoginDialog({ promptId }: { promptId: number }) {
  const [account, setAccount] = useState('')
  const [permission, setPermission] = useState<CleosLogin['permission']>('active')
  const actor = account.trim() === '' ? 'eosio' : account.trim()
  const invalid = !isAccountName(actor)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!invalid) answerWalletPrompt(promptId, { actor, permission } satisfies CleosLogin)
  }

  return (
    <Dialog open onClose={() => cancelWalletPrompt(promptId)} aria-labelledby="cleos-login-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="cleos-login-title">Connect to cleos</DialogTitle>
        <DialogContent className={styles.content}>
          <TextField
            label="Account name"
            value={account}
            onChange={(event) => setAccount(event.target.value)}
            placeholder="eosio"
            autoFocus
            error={invalid}
            helperText={
              invalid ? 'Only lowercase letters a–z, digits 1–5 and dots, up to 12 characters.' : ' '
            }
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
          />
          <FormControl>
            <FormLabel id="cleos-permission-label">Account permission</FormLabel>
            <RadioGroup
              aria-labelledby="cleos-permission-label"
              row
              value={permission}
              onChange={(event) => setPermission(event.target.value === 'owner' ? 'owner' : 'active')}
            >
              <FormControlLabel value="active" control={<Radio />} label="Active" />
              <FormControlLabel value="owner" control={<Radio />} label="Owner" />
            </RadioGroup>
          </FormControl>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => cancelWalletPrompt(promptId)}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={invalid}>
            Connect
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
