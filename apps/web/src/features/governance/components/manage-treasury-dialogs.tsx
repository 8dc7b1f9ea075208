import { TextField } from '@/components/ui/text-field.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useWatch } from 'react-hook-form'
import { formatUnits, parseAsset } from '@portal/chain/assets'
import { assetCode } from '@portal/chain/contracts/table-keys'
import { atMostMessage } from '@portal/chain/messages'
import { addIssue, z } from '@portal/chain/zod-mini'
import { ACCOUNT_MISSING_MESSAGE } from '@portal/chain/names'
import { treasurySymbolCode } from '@portal/chain/governance/treasuries'
import {
  mintFormSchema,
  treasurySettingToggles,
  treasurySettingsOf,
} from '@portal/chain/governance/treasury-forms'
import { treasuryInfoSchema, treasurySettingsSchema } from '@portal/chain/governance/treasury-form-schemas'
import { editInfoTransaction, mintTransaction, settingsTransaction } from '../api/treasury-actions.ts'
import type { Treasury } from '../api/treasuries.ts'
import { voterRowsQuery } from '../api/voters.ts'
import { TreasuryInfoFields } from './treasury-info-fields.tsx'
import { TreasurySettingsFields } from './treasury-settings-fields.tsx'
import { ActionDialog } from '@/components/action-dialog.tsx'
import { fieldErrorProps, useActionForm } from '@/components/use-action-form.ts'
import { knownAccount } from '@/components/known-account.ts'
import { queryClient } from '@/lib/chain/query-client.ts'

type DialogProps = { treasury: Treasury; symbol: string; onClose: () => void }

/** Which of the manager's dialogs is open. */
export type ManageTreasuryDialogKind = 'info' | 'settings' | 'mint'

/** The manager's open dialog: edit info, settings or mint. */
export function ManageTreasuryDialog({ open, ...props }: DialogProps & { open: ManageTreasuryDialogKind }) {
  switch (open) {
    case 'info':
      return <EditInfoDialog {...props} />
    case 'settings':
      return <SettingsDialog {...props} />
    case 'mint':
      return <MintDialog {...props} />
  }
}

function EditInfoDialog({ treasury, symbol, onClose }: DialogProps) {
  const { form, dialogProps } = useActionForm({
    schema: treasuryInfoSchema,
    defaultValues: { title: treasury.title, description: treasury.description, icon: treasury.icon },
    onClose,
    transaction: (values) => editInfoTransaction(symbol, values),
  })
  return (
    <ActionDialog
      open
      title={`Edit ${treasurySymbolCode(treasury)} info`}
      submitLabel="Save"
      {...dialogProps}
    >
      <TreasuryInfoFields form={form} />
    </ActionDialog>
  )
}

function SettingsDialog({ treasury, symbol, onClose }: DialogProps) {
  const current = treasurySettingsOf(treasury.settings)
  const { form, dialogProps } = useActionForm({
    schema: treasurySettingsSchema,
    defaultValues: { settings: { ...current } },
    onClose,
    transaction: (values) => settingsTransaction(symbol, treasurySettingToggles(current, values.settings)),
  })
  const wanted = useWatch({ control: form.control, name: 'settings' })
  const changed = treasurySettingToggles(current, wanted)
  return (
    <ActionDialog
      open
      title={`${treasurySymbolCode(treasury)} settings`}
      submitLabel="Save settings"
      {...dialogProps}
      canSubmit={dialogProps.canSubmit && changed.length > 0}
    >
      <TreasurySettingsFields control={form.control} />
      <Typography variant="body2" role="status" data-testid="settings-plan">
        {changed.length === 0
          ? 'Nothing changed yet.'
          : `Sends ${changed.length === 1 ? 'one toggle' : `${changed.length} toggles`}: ${changed.join(', ')}.`}
      </Typography>
    </ActionDialog>
  )
}

const NOT_A_MEMBER_MESSAGE =
  'This account is not a member of this DAO: it must join (or be registered) first.'

function MintDialog({ treasury, onClose }: DialogProps) {
  const code = treasurySymbolCode(treasury)
  const max = parseAsset(treasury.max_supply)
  const precision = max?.symbol.precision ?? 0
  // What may still be minted: the form says so under Amount instead of letting the contract refuse.
  const room = max ? max.units - (parseAsset(treasury.supply)?.units ?? 0n) : undefined
  // The recipient is checked as it is typed: it must exist and be registered in this DAO (the
  // contract's add_liquid needs a voters row).
  const recipientProblem = async (to: string) => {
    if (!(await knownAccount(to))) return ACCOUNT_MISSING_MESSAGE
    const rows = await queryClient.fetchQuery(voterRowsQuery(to)).catch(() => undefined)
    return rows === undefined || rows.some((row) => assetCode(row.liquid) === code)
      ? undefined
      : NOT_A_MEMBER_MESSAGE
  }
  const schema = mintFormSchema(precision, code, recipientProblem).check(
    z.superRefine(({ quantity }: { quantity: string }, ctx) => {
      const units = parseAsset(quantity)?.units
      if (room !== undefined && units !== undefined && units > room)
        addIssue(ctx, { path: ['amount'], message: atMostMessage(formatUnits(room, precision)) })
    }),
  )
  const { form, dialogProps } = useActionForm({
    schema,
    defaultValues: { to: '', amount: '', memo: '' },
    onClose,
    refusals: [
      { match: 'voter not found', field: 'to', message: NOT_A_MEMBER_MESSAGE },
      { match: 'maximum supply', field: 'amount' },
    ],
    transaction: ({ to, quantity, memo }) => mintTransaction(to, quantity, memo),
  })
  const { errors } = form.formState
  return (
    <ActionDialog open title={`Mint ${code}`} submitLabel="Mint" {...dialogProps}>
      <Typography variant="body2">
        Supply {treasury.supply} of at most {treasury.max_supply}. The recipient must be registered in this
        DAO.
      </Typography>
      <TextField label="To account" required {...form.register('to')} {...fieldErrorProps(errors.to)} />
      <TextField
        label={`Amount (${code})`}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        {...form.register('amount')}
        {...fieldErrorProps(errors.amount, `Up to ${precision} decimals`)}
      />
      <TextField label="Memo" {...form.register('memo')} {...fieldErrorProps(errors.memo)} />
    </ActionDialog>
  )
}
