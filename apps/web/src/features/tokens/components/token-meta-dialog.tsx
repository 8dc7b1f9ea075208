import { TextField } from '@/components/ui/text-field.tsx'
import { tokenMetaFormSchema } from '@portal/chain/token-create'
import { ActionDialog } from '@/components/action-dialog.tsx'
import { fieldErrorProps, useActionForm } from '@/components/use-action-form.ts'
import { setMetaCall } from '../api/token-actions.ts'
import type { ListedToken } from '../api/token-reads.ts'
import { TokenError } from './token-error.tsx'
import { TokenLogoField } from './token-logo-field.tsx'

/** `setmeta`: the owner renames the token or changes its logos (typed or uploaded). */
export function TokenMetaDialog({
  token,
  account,
  onClose,
}: {
  token: ListedToken
  account: string
  onClose: () => void
}) {
  const { row } = token
  const { form, dialogProps } = useActionForm({
    schema: tokenMetaFormSchema,
    defaultValues: { token_name: row.token_name, logo_sm: row.logo_sm, logo_lg: row.logo_lg },
    onClose,
    transaction: (meta) => ({
      title: 'Edit token',
      icon: 'token',
      content: `Updated the details of ${token.code}.`,
      calls: [setMetaCall({ token_symbol: row.token_symbol, ...meta })],
    }),
  })
  const { errors } = form.formState
  const { error, ...rest } = dialogProps
  return (
    <ActionDialog open title={`Edit ${token.code} details`} submitLabel="Save" {...rest} error={undefined}>
      <TextField
        label="Token name"
        required
        {...form.register('token_name')}
        {...fieldErrorProps(errors.token_name)}
      />
      <TokenLogoField
        control={form.control}
        name="logo_sm"
        logo="Small logo"
        code={token.code}
        account={account}
      />
      <TokenLogoField
        control={form.control}
        name="logo_lg"
        logo="Large logo"
        code={token.code}
        account={account}
      />
      <TokenError error={error} />
    </ActionDialog>
  )
}
