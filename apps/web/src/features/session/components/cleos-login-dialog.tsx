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
import { Controller } from 'react-hook-form'
import { isAccountName } from '@portal/chain/names'
import { z } from '@portal/chain/zod-mini'
import { usePageForm } from '@/components/use-page-form.ts'
import { answerWalletPrompt, cancelWalletPrompt, type CleosLogin } from '@/lib/session/wallet-prompts.ts'
import styles from './cleos-login-dialog.module.css'

/** Empty means `eosio`, as cleos users expect. */
const actorOf = (account: string) => (account === '' ? 'eosio' : account)

const cleosLoginSchema = z.object({
  account: z.string().check(
    z.trim(),
    z.refine(
      (account) => isAccountName(actorOf(account)),
      'Only lowercase letters a–z, digits 1–5 and dots, up to 12 characters.',
    ),
  ),
  permission: z.enum(['active', 'owner']),
})

/** "Connect to cleos": the account (empty means `eosio`) and its permission. */
export function CleosLoginDialog({ promptId }: { promptId: number }) {
  const form = usePageForm(cleosLoginSchema, { account: '', permission: 'active' })
  const submit = form.handleSubmit(({ account, permission }) =>
    answerWalletPrompt(promptId, { actor: actorOf(account), permission } satisfies CleosLogin),
  )
  const error = form.formState.errors.account

  return (
    <Dialog open onClose={() => cancelWalletPrompt(promptId)} aria-labelledby="cleos-login-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="cleos-login-title">Connect to cleos</DialogTitle>
        <DialogContent className={styles.content}>
          <TextField
            label="Account name"
            {...form.register('account')}
            placeholder="eosio"
            autoFocus
            error={error !== undefined}
            helperText={error?.message ?? ' '}
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
          />
          <Controller
            control={form.control}
            name="permission"
            render={({ field }) => (
              <FormControl>
                <FormLabel id="cleos-permission-label">Account permission</FormLabel>
                <RadioGroup
                  aria-labelledby="cleos-permission-label"
                  row
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value === 'owner' ? 'owner' : 'active')}
                >
                  <FormControlLabel value="active" control={<Radio />} label="Active" />
                  <FormControlLabel value="owner" control={<Radio />} label="Owner" />
                </RadioGroup>
              </FormControl>
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => cancelWalletPrompt(promptId)}>Cancel</Button>
          <Button type="submit" variant="contained">
            Connect
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
