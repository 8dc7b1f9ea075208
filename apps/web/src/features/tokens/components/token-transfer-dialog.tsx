import { TextField } from '@/components/ui/text-field.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { transferFormSchema } from '@portal/chain/tokens'
import { ActionDialog } from '@/components/action-dialog.tsx'
import { fieldErrorProps, useActionForm } from '@/components/use-action-form.ts'
import { missingAccountProblem } from '@/components/known-account.ts'
import { formatBalance, transferCall } from '../api/token-actions.ts'
import type { ListedToken } from '../api/token-reads.ts'
import { TokenError } from './token-error.tsx'

/**
 * Send a token from the user's balance: recipient (an existing account, not the sender), amount with
 * the token's decimals and at most the balance, memo of at most 256 bytes; all checked before signing.
 */
export function TokenTransferDialog({
  token,
  from,
  balance,
  onClose,
}: {
  token: ListedToken
  from: string
  balance: string | undefined
  onClose: () => void
}) {
  const held = balance ?? `${(0).toFixed(token.precision)} ${token.code}`
  const { form, dialogProps } = useActionForm({
    schema: transferFormSchema({
      from,
      symbol: { precision: token.precision, code: token.code },
      balance: held,
      recipientProblem: missingAccountProblem,
    }),
    defaultValues: { to: '', quantity: '', memo: '' },
    onClose,
    transaction: ({ to, quantity, memo }) => ({
      title: 'Transfer',
      icon: 'transfer',
      content: `Sent ${quantity} to ${to}.`,
      calls: [transferCall({ contract: token.row.contract_account }, { from, to, quantity, memo })],
    }),
  })
  const { errors } = form.formState
  const { error, ...rest } = dialogProps
  return (
    <ActionDialog open title={`Transfer ${token.code}`} submitLabel="Send" {...rest} error={undefined}>
      <Typography>
        Your balance: <strong>{formatBalance(held)}</strong>
      </Typography>
      <TextField
        label="To account"
        required
        {...form.register('to')}
        {...fieldErrorProps(errors.to)}
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
      />
      <TextField
        label={`Amount (${token.code})`}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        {...form.register('quantity')}
        {...fieldErrorProps(errors.quantity, `Up to ${token.precision} decimals`)}
      />
      <TextField
        label="Memo"
        {...form.register('memo')}
        {...fieldErrorProps(errors.memo, 'Optional; up to 256 bytes')}
      />
      <TokenError error={error} />
    </ActionDialog>
  )
}
