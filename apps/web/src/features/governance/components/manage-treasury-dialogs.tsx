import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useWatch } from 'react-hook-form'
import { parseAsset } from '@portal/chain/assets'
import { treasurySymbolCode } from '@portal/chain/governance/treasuries'
import {
  mintFormSchema,
  treasuryInfoSchema,
  treasurySettingToggles,
  treasurySettingsOf,
  treasurySettingsSchema,
} from '@portal/chain/governance/treasury-forms'
import { editInfoTransaction, mintTransaction, settingsTransaction } from '../api/treasury-actions.ts'
import type { Treasury } from '../api/treasuries.ts'
import { TreasuryInfoFields } from './treasury-info-fields.tsx'
import { TreasurySettingsFields } from './treasury-settings-fields.tsx'
import { ActionDialog } from '@/components/action-dialog.tsx'
import { fieldErrorProps, useActionForm } from '@/components/use-action-form.ts'

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

function MintDialog({ treasury, onClose }: DialogProps) {
  const code = treasurySymbolCode(treasury)
  const precision = parseAsset(treasury.max_supply)?.symbol.precision ?? 0
  const { form, dialogProps } = useActionForm({
    schema: mintFormSchema(precision, code),
    defaultValues: { to: '', amount: '', memo: '' },
    onClose,
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
        inputMode="decimal"
        {...form.register('amount')}
        {...fieldErrorProps(errors.amount, `Up to ${precision} decimals`)}
      />
      <TextField label="Memo" {...form.register('memo')} {...fieldErrorProps(errors.memo)} />
    </ActionDialog>
  )
}
