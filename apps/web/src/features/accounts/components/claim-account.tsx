import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useState } from 'react'
import { recovery } from '@portal/chain/contracts/recovery/index'
import { accountNameField } from '@portal/chain/validation'
import { z } from '@portal/chain/zod-mini'
import type { AccountClaimState } from '@portal/chain/profiles'
import { ConfirmDialog } from '@/components/confirm-dialog.tsx'
import { QueryGate } from '@/components/query-gate.tsx'
import { usePageForm } from '@/components/use-page-form.ts'
import { contractAction } from '@/lib/transact/contract-action.ts'
import { useClaimState } from '../api/claim-state.ts'
import styles from './claim-account.module.css'

const EXPLAINED: Record<AccountClaimState, string> = {
  unstake:
    'is on the recovery list to be unstaked: its staked TLOS will be released and then recovered unless its owner removes it.',
  recover: 'is on the recovery list to be recovered: its TLOS will be recovered unless its owner removes it.',
  // The lists cannot tell an account its owner claimed from one that was never listed: say what holds for both.
  claimed: 'is not on the recovery lists: none of its TLOS will be unstaked or recovered.',
}

const checkSchema = z.object({ account: accountNameField() })

/** `/accounts/claim`: check an account against tlosrecovery's lists; its signed-in owner can remove it. */
export function ClaimAccount({ viewer }: { viewer: string | null }) {
  const [checked, setChecked] = useState<string | null>(viewer)
  const [confirming, setConfirming] = useState(false)
  const form = usePageForm(checkSchema, { account: viewer ?? '' })
  const problem = form.formState.errors.account?.message
  const claim = useClaimState(checked)

  return (
    <Stack spacing={3}>
      <Stack
        component="form"
        aria-label="Check an account"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        noValidate
        onSubmit={form.handleSubmit(({ account }) => setChecked(account))}
        className={styles.form}
      >
        <TextField
          label="Account name"
          {...form.register('account', { setValueAs: (value: string) => value.trim() })}
          error={problem !== undefined}
          helperText={problem ?? ' '}
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
        <Button type="submit" variant="contained">
          Check
        </Button>
      </Stack>
      {checked !== null && (
        <QueryGate queries={claim.reads} what="recovery lists" loadingText={`Checking ${checked}…`}>
          {() =>
            claim.state && (
              <Stack spacing={2} aria-live="polite">
                <Alert severity={claim.state === 'claimed' ? 'success' : 'warning'} data-testid="claim-state">
                  <strong>{checked}</strong> {EXPLAINED[claim.state]}
                </Alert>
                {claim.state !== 'claimed' &&
                  (viewer === checked ? (
                    <Button
                      variant="contained"
                      color="warning"
                      onClick={() => setConfirming(true)}
                      className={styles.remove}
                    >
                      Remove me
                    </Button>
                  ) : (
                    <Typography color="textSecondary">
                      Only {checked}, signed in, can remove itself from the recovery lists.
                    </Typography>
                  ))}
              </Stack>
            )
          }
        </QueryGate>
      )}
      {viewer !== null && confirming && (
        <ConfirmDialog
          open
          onClose={() => setConfirming(false)}
          title="Remove me"
          text={`Remove ${viewer} from the recovery lists? It will no longer be unstaked or recovered.`}
          confirmLabel="Remove me"
          transaction={{
            title: 'Remove me',
            content: `${viewer} removed from the recovery lists.`,
            calls: [contractAction(recovery.actions.removeme, { account_name: viewer })],
          }}
        />
      )}
    </Stack>
  )
}
