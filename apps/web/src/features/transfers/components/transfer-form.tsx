import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { liquidBalanceOrZero } from '@portal/chain/assets'
import { chainErrorMessage } from '@portal/chain/errors'
import { transferFormSchema } from '@portal/chain/tokens'
import { accountQuery } from '@/lib/chain/queries.ts'
import { sendTransfer } from '../api/transfer.ts'

const TLOS = { precision: 4, code: 'TLOS' }

/** Send TLOS from the signed-in account: recipient, amount (4 decimals, at most the balance) and memo. */
export function TransferForm({ from }: { from: string }) {
  const account = useQuery(accountQuery(from))
  const balance = account.data ? liquidBalanceOrZero(account.data.core_liquid_balance) : undefined
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography>
        Balance: <strong data-testid="liquid-balance">{balance ?? '…'}</strong>
      </Typography>
      {/* Keyed on the balance so the limit in the schema follows it. */}
      <TransferFields key={balance ?? 'loading'} from={from} balance={balance} />
    </Stack>
  )
}

function TransferFields({ from, balance }: { from: string; balance: string | undefined }) {
  const schema = transferFormSchema({ from, symbol: TLOS, balance })
  const queryClient = useQueryClient()
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { to: '', quantity: '', memo: '' },
  })
  const transfer = useMutation({
    mutationFn: sendTransfer,
    onSuccess: () => {
      form.reset()
      return queryClient.invalidateQueries({ queryKey: accountQuery(from).queryKey })
    },
  })
  const submit = form.handleSubmit((values) => transfer.mutate({ from, ...values }))
  const { errors } = form.formState

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Transfer TLOS">
      <TextField
        label="To account"
        {...form.register('to')}
        error={errors.to !== undefined}
        helperText={errors.to?.message ?? ' '}
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
      />
      <TextField
        label="Amount (TLOS)"
        inputMode="decimal"
        {...form.register('quantity')}
        error={errors.quantity !== undefined}
        helperText={errors.quantity?.message ?? ' '}
      />
      <TextField
        label="Memo"
        {...form.register('memo')}
        error={errors.memo !== undefined}
        helperText={errors.memo?.message ?? ' '}
      />
      {transfer.isError && <Alert severity="error">{chainErrorMessage(transfer.error)}</Alert>}
      <Button type="submit" variant="contained" disabled={transfer.isPending}>
        {transfer.isPending ? 'Sending…' : 'Send'}
      </Button>
    </Stack>
  )
}
