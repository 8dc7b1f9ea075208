import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { useQueryClient } from '@tanstack/react-query'
import { ESCROW_DEPOSIT_MEMO } from '@portal/chain/resolve/fees'
import { depositFormSchema } from '@portal/chain/resolve/escrow-deposit'
import { accountQuery } from '@/lib/chain/queries.ts'
import { failureText } from '@/lib/transact/failure-text.ts'
import { useTransaction } from '@/lib/transact/use-contract-action.ts'
import { usePageForm } from '@/components/use-page-form.ts'
import { topUpTransfer } from '../api/resolve-actions.ts'

/** A TLOS deposit into the account's Resolve escrow: at most the liquid balance, once it is known. */
export function DepositForm({
  account,
  liquidBalance,
}: {
  account: string
  liquidBalance: string | undefined
}) {
  const schema = depositFormSchema(liquidBalance)
  const queryClient = useQueryClient()
  const deposit = useTransaction()
  const form = usePageForm(schema, { quantity: '' })
  const submit = form.handleSubmit(({ quantity }) =>
    deposit.mutate(
      {
        title: 'Deposit',
        content: `Deposited ${quantity} into the Resolve escrow.`,
        calls: [topUpTransfer(account, quantity, ESCROW_DEPOSIT_MEMO)],
      },
      {
        onSuccess: () => {
          form.reset()
          return queryClient.invalidateQueries({ queryKey: accountQuery(account).queryKey })
        },
      },
    ),
  )
  const message = form.formState.errors.quantity?.message
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Deposit TLOS">
      <TextField
        label="Amount (TLOS)"
        inputMode="decimal"
        {...form.register('quantity')}
        error={message !== undefined}
        helperText={message ?? ' '}
      />
      {deposit.isError && <Alert severity="error">{failureText(deposit.error)}</Alert>}
      <Button type="submit" variant="outlined" disabled={deposit.isPending}>
        {deposit.isPending ? 'Signing…' : 'Deposit'}
      </Button>
    </Stack>
  )
}
