import { Alert } from '@/components/ui/alert.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useQuery } from '@tanstack/react-query'
import { parseAsset } from '@portal/chain/assets'
import { supplyFormSchema } from '@portal/chain/tokens'
import { ActionDialog } from '@/components/action-dialog.tsx'
import { fieldErrorProps, useActionForm } from '@/components/use-action-form.ts'
import { formatBalance, issueCall, retireCall } from '../api/token-actions.ts'
import { statQuery, type ListedToken } from '../api/token-reads.ts'
import { TokenError } from './token-error.tsx'

/**
 * Issue (the owner mints up to the max supply, to their own account: the contract issues only to the
 * issuer) or retire (the owner burns from their own balance).
 */
export function SupplyDialog({
  kind,
  token,
  owner,
  balance,
  onClose,
}: {
  kind: 'issue' | 'retire'
  token: ListedToken
  owner: string
  balance: string | undefined
  onClose: () => void
}) {
  const stat = useQuery(statQuery(token.row.contract_account, token.code))
  const supply = parseAsset(stat.data?.supply)?.units
  const max = parseAsset(stat.data?.max_supply)?.units
  const held = parseAsset(balance)?.units ?? 0n
  const limit = kind === 'issue' ? (max ?? 0n) - (supply ?? 0n) : held
  return stat.data ? (
    <SupplyForm
      key={`${kind}:${limit}`}
      kind={kind}
      token={token}
      owner={owner}
      limit={limit}
      onClose={onClose}
      summary={
        kind === 'issue'
          ? `Supply ${formatBalance(stat.data.supply)} of at most ${formatBalance(stat.data.max_supply)}.`
          : `Your balance: ${formatBalance(balance ?? `${(0).toFixed(token.precision)} ${token.code}`)}.`
      }
    />
  ) : null
}

function SupplyForm({
  kind,
  token,
  owner,
  limit,
  summary,
  onClose,
}: {
  kind: 'issue' | 'retire'
  token: ListedToken
  owner: string
  limit: bigint
  summary: string
  onClose: () => void
}) {
  const place = { contract: token.row.contract_account }
  const { form, dialogProps } = useActionForm({
    schema: supplyFormSchema({ symbol: { precision: token.precision, code: token.code }, maxUnits: limit }),
    defaultValues: { quantity: '', memo: '' },
    onClose,
    transaction: ({ quantity, memo }) => ({
      title: kind === 'issue' ? 'Issue tokens' : 'Retire tokens',
      icon: 'token',
      content: kind === 'issue' ? `Issued ${quantity} to ${owner}.` : `Retired ${quantity}.`,
      calls: [kind === 'issue' ? issueCall(place, owner, quantity, memo) : retireCall(place, quantity, memo)],
    }),
  })
  const { errors } = form.formState
  const { error, ...rest } = dialogProps
  return (
    <ActionDialog
      open
      title={kind === 'issue' ? `Issue ${token.code}` : `Retire ${token.code}`}
      submitLabel={kind === 'issue' ? 'Issue' : 'Retire'}
      {...rest}
      error={undefined}
    >
      <Typography>{summary}</Typography>
      {kind === 'issue' ? (
        <Alert severity="info">
          New tokens go to your account ({owner}): the token contract issues only to the token&apos;s owner.
          Transfer them on afterwards.
        </Alert>
      ) : (
        <Alert severity="info">Retiring burns tokens from your balance and lowers the supply.</Alert>
      )}
      <TextField
        label={`Amount (${token.code})`}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        {...form.register('quantity')}
        {...fieldErrorProps(errors.quantity, `Up to ${token.precision} decimals`)}
      />
      <TextField label="Memo" {...form.register('memo')} {...fieldErrorProps(errors.memo, 'Optional')} />
      <TokenError error={error} />
    </ActionDialog>
  )
}
