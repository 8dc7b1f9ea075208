import { Alert } from '@/components/ui/alert.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { liquidBalanceOrZero, parseAsset, type ChainAsset } from '@portal/chain/assets'
import { createTokenFormSchema } from '@portal/chain/token-create'
import type { z } from '@portal/chain/zod-mini'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { ActionDialog } from '@/components/action-dialog.tsx'
import { fieldErrorProps, useActionForm } from '@/components/use-action-form.ts'
import { accountQuery } from '@/lib/chain/queries.ts'
import { createTokenCalls } from '../api/token-actions.ts'
import { depositQuery, tokenConfigQuery } from '../api/token-reads.ts'
import { TokenError } from './token-error.tsx'
import { TokenLogoField } from './token-logo-field.tsx'

/** Message when a listed token already has the symbol (the contract would refuse it after the payment). */
export const SYMBOL_TAKEN_MESSAGE = 'A token with this symbol already exists.'

/** The form before anything is typed: 4 decimals, the rest empty. */
const EMPTY_TOKEN = {
  token_symbol: '',
  decimals: 4,
  token_name: '',
  max_supply: '',
  logo_sm: '',
  logo_lg: '',
}

/**
 * Create a token through the token manager. The create price (from its config) and the user's liquid
 * TLOS are shown before signing; submitting is not offered while the balance is below the price.
 */
export function CreateTokenDialog({
  owner,
  takenSymbols,
  onClose,
}: {
  owner: string
  takenSymbols: ReadonlySet<string>
  onClose: () => void
}) {
  const { config, deposit, price, liquid, short, ready } = useCreateCost(owner)
  const queryClient = useQueryClient()

  const { form, dialogProps } = useActionForm({
    schema: createTokenFormSchema,
    defaultValues: EMPTY_TOKEN,
    onClose,
    transaction: (token) => ({
      title: 'Create token',
      icon: 'token',
      content: `Created ${token.token_name} (${token.max_supply.split(' ')[1] ?? ''}).`,
      calls: createTokenCalls({
        owner,
        token,
        createPrice: price?.toString() ?? '',
        hasDepositRow: deposit.data !== null && deposit.data !== undefined,
      }),
    }),
    check: async (values, setError) => {
      const code = values.max_supply.split(' ')[1] ?? ''
      if (!takenSymbols.has(code)) return true
      setError('token_symbol', { message: SYMBOL_TAKEN_MESSAGE })
      return false
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountQuery(owner).queryKey }),
  })
  const { errors } = form.formState
  const { error, ...rest } = dialogProps
  const code = form.watch('token_symbol')

  return (
    <ActionDialog
      open
      title="Create token"
      submitLabel="Create token"
      {...rest}
      error={undefined}
      canSubmit={rest.canSubmit && ready && !short}
    >
      <CreateCost
        price={price}
        liquid={liquid}
        short={short}
        notSetUp={config.isSuccess && config.data === null}
      />
      <TextField
        label="Token name"
        required
        {...form.register('token_name')}
        {...fieldErrorProps(errors.token_name, 'Shown beside the symbol, e.g. "Acme Points"')}
      />
      <SymbolFields register={form.register} errors={errors} />
      <TextField
        label="Maximum supply"
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        {...form.register('max_supply')}
        {...fieldErrorProps(errors.max_supply, 'The most that can ever be issued')}
      />
      <TokenLogoField control={form.control} name="logo_sm" logo="Small logo" code={code} account={owner} />
      <TokenLogoField control={form.control} name="logo_lg" logo="Large logo" code={code} account={owner} />
      <TokenError error={error} />
    </ActionDialog>
  )
}

/** The create price (token manager config), the owner's liquid TLOS, and whether they cover it. */
function useCreateCost(owner: string) {
  const config = useQuery(tokenConfigQuery())
  const deposit = useQuery(depositQuery(owner))
  const account = useQuery(accountQuery(owner))
  const price = config.data ? parseAsset(config.data.create_price) : undefined
  const liquid = account.data ? parseAsset(liquidBalanceOrZero(account.data.core_liquid_balance)) : undefined
  const short = price !== undefined && liquid !== undefined && liquid.units < price.units
  const ready = price !== undefined && liquid !== undefined && deposit.isSuccess
  return { config, deposit, price, liquid, short, ready }
}

/** The price and the balance before signing, and why the token cannot be created yet. */
function CreateCost({
  price,
  liquid,
  short,
  notSetUp,
}: {
  price: ChainAsset | undefined
  liquid: ChainAsset | undefined
  short: boolean
  notSetUp: boolean
}) {
  return (
    <>
      <Stack spacing={0.5} role="group" aria-label="Cost">
        <Typography>
          Create price: <strong data-testid="create-price">{price?.toString() ?? '…'}</strong>
        </Typography>
        <Typography>
          Your liquid balance: <strong data-testid="create-liquid">{liquid?.toString() ?? '…'}</strong>
        </Typography>
        <Typography variant="body2" color="textSecondary">
          The price is paid to the token manager in the same transaction that creates the token.
        </Typography>
      </Stack>
      {notSetUp && <Alert severity="warning">The token manager is not set up on this network yet.</Alert>}
      {short && price && (
        <Alert severity="warning">Your liquid balance is below the create price of {price.toString()}.</Alert>
      )}
    </>
  )
}

type TokenInput = z.input<typeof createTokenFormSchema>

/** The token's symbol and its number of decimals, side by side. */
function SymbolFields({
  register,
  errors,
}: {
  register: UseFormRegister<TokenInput>
  errors: FieldErrors<TokenInput>
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        label="Symbol"
        required
        {...register('token_symbol')}
        {...fieldErrorProps(errors.token_symbol, '2 to 6 capital letters')}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 12 } }}
      />
      <TextField
        label="Decimals"
        required
        type="number"
        {...register('decimals', { valueAsNumber: true })}
        {...fieldErrorProps(errors.decimals, '2 to 9')}
        slotProps={{ htmlInput: { min: 2, max: 9, step: 1 } }}
      />
    </Stack>
  )
}
