import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
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
