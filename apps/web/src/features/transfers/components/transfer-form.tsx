import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { z } from '@portal/chain/zod-mini'
import { ACCOUNT_MISSING_MESSAGE } from '@portal/chain/names'
import { explainTokenError } from '@portal/chain/token-errors'
import { transferFormSchema } from '@portal/chain/tokens'
import { NativeSelectField } from '@/components/native-select-field.tsx'
import { QueryGate } from '@/components/query-gate.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { accountExists } from '@/lib/chain/account-exists.ts'
import { chainKeys } from '@/lib/chain/chain-keys.ts'
import { accountQuery } from '@/lib/chain/queries.ts'
import { useHoldings, type Holding } from '../api/holdings.ts'
import { sendTransfer } from '../api/transfer.ts'
import { usePageForm } from '@/components/use-page-form.ts'
import styles from './transfer-form.module.css'
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation.ts'

/** Send any token the signed-in account holds (TLOS first): recipient, amount within the balance, memo. */
export function TransferForm({ from }: { from: string }) {
  const { holdings, pending, failed } = useHoldings(from)
  const [chosen, setChosen] = useState<string | undefined>(undefined)
  const token = holdings.find((holding) => holding.key === chosen) ?? holdings[0]
  const queryClient = useQueryClient()
  // Nothing is shown until the TLOS balance is read, so it is never shown as 0 early.
  const gate = {
    isPending: pending,
    isError: failed,
    refetch: () => queryClient.refetchQueries({ queryKey: chainKeys.all, type: 'active' }),
  }
  return (
    <QueryGate queries={[gate]} what="balances">
      {() =>
        token && (
          <Stack spacing={2} className={styles.form}>
            <NativeSelectField
              label="Token"
              size="medium"
              value={token.key}
              onChange={setChosen}
              helperText={`On ${token.contract}`}
            >
              {holdings.map((holding) => (
                <option key={holding.key} value={holding.key}>
                  {holding.code} ({holding.contract})
                </option>
              ))}
            </NativeSelectField>
            <Typography>
              Balance: <strong data-testid="liquid-balance">{token.balance}</strong>
            </Typography>
            {/* Keyed on the token and its balance so the limit in the schema follows them. */}
            <TransferFields key={`${token.key} ${token.balance}`} from={from} token={token} />
          </Stack>
        )
      }
    </QueryGate>
  )
}

function TransferFields({ from, token }: { from: string; token: Holding }) {
  const schema = transferFormSchema({
    from,
    symbol: { precision: token.precision, code: token.code },
    balance: token.balance,
  })
  const queryClient = useQueryClient()
  const form = usePageForm(schema, { to: '', quantity: '', memo: '' })
  const transfer = useSingleFlightMutation({
    mutationFn: (values: z.output<typeof schema>) => sendTransfer(token.contract, { from, ...values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQuery(from).queryKey }),
  })
  const submit = form.handleSubmit(async (values) => {
    // The contract only says "to account does not exist", after the wallet was opened.
    const exists = await accountExists(values.to).catch(() => true)
    if (!exists) return form.setError('to', { message: ACCOUNT_MISSING_MESSAGE })
    transfer.mutate(values)
  })
  const { errors } = form.formState
  const refusal = transfer.isError ? explainTokenError(transfer.error) : undefined

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={`Transfer ${token.code}`}>
      <TextField
        label="To account"
        {...form.register('to')}
        error={errors.to !== undefined}
        helperText={errors.to?.message ?? ' '}
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
      />
      <TextField
        label={`Amount (${token.code})`}
        inputMode="decimal"
        {...form.register('quantity')}
        error={errors.quantity !== undefined}
        helperText={errors.quantity?.message ?? `Up to ${token.precision} decimals`}
      />
      <TextField
        label="Memo"
        {...form.register('memo')}
        error={errors.memo !== undefined}
        helperText={errors.memo?.message ?? 'Optional; up to 256 bytes'}
      />
      {refusal && (
        <Alert severity="error">
          {refusal.text}
          {refusal.original !== refusal.text && (
            <Typography variant="body2" className={styles.original}>
              The chain said: {refusal.original}
            </Typography>
          )}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={transfer.isPending || form.formState.isSubmitting}>
        {/* Disabled while the recipient is looked up and while signing: the label says which. */}
        {transfer.isPending ? 'Sending…' : form.formState.isSubmitting ? 'Checking the recipient…' : 'Send'}
      </Button>
    </Stack>
  )
}
