import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Stack } from '@/components/ui/stack.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { Controller, useWatch, type Control } from 'react-hook-form'
import type { z } from '@portal/chain/zod-mini'
import { isTokenSymbolCode } from '@portal/chain/assets'
import { TREASURY_ACCESS } from '@portal/chain/contracts/decide/index'
import { DEFAULT_TREASURY_SETTINGS, treasurySettingToggles } from '@portal/chain/governance/treasury-forms'
import { createTreasuryFormSchema } from '@portal/chain/governance/treasury-form-schemas'
import { createTreasuryTransaction } from '../api/treasury-actions.ts'
import { treasuryQuery } from '../api/treasuries.ts'
import { useFeeNotice } from './fee-notice.tsx'
import { TreasuryInfoFields } from './treasury-info-fields.tsx'
import { TreasurySettingsFields } from './treasury-settings-fields.tsx'
import { ActionDialog } from '@/components/action-dialog.tsx'
import { fieldErrorProps, useActionForm } from '@/components/use-action-form.ts'
import { NativeSelectField } from '@/components/native-select-field.tsx'

const ACCESS_LABELS: Record<(typeof TREASURY_ACCESS)[number], string> = {
  public: 'public — anyone can join',
  private: 'private — the manager adds members',
  invite: 'invite — members by invitation',
}

/** Message when a DAO with the symbol already exists (the contract says "treasury already exists"). */
export const SYMBOL_TAKEN_MESSAGE = 'A DAO with this symbol already exists.'

/** Create a DAO: fee deposit, newtreasury, edittrsinfo and a toggle per setting switched on, in one transaction. */
export function CreateTreasuryDialog({ account, onClose }: { account: string; onClose: () => void }) {
  const fee = useFeeNotice('treasury', account, 'DAO')
  const queryClient = useQueryClient()
  const { form, dialogProps } = useActionForm({
    schema: createTreasuryFormSchema,
    defaultValues: {
      symbol: '',
      decimals: 2,
      max_supply: '',
      access: 'public',
      title: '',
      description: '',
      icon: '',
      settings: { ...DEFAULT_TREASURY_SETTINGS },
    },
    onClose,
    // newtreasury refuses a symbol in use: ask the chain before signing.
    check: async (values, setError) => {
      const existing = await queryClient.fetchQuery(treasuryQuery(values.symbol))
      if (existing) setError('symbol', { message: SYMBOL_TAKEN_MESSAGE })
      return !existing
    },
    transaction: (values) =>
      createTreasuryTransaction({
        manager: account,
        fee: fee.fee ?? '',
        max_supply: values.max_supply,
        treasury_symbol: values.treasury_symbol,
        access: values.access,
        title: values.title,
        description: values.description,
        icon: values.icon,
        toggles: treasurySettingToggles(DEFAULT_TREASURY_SETTINGS, values.settings),
      }),
  })
  const { errors } = form.formState
  // A symbol in use is said while it is typed, not only when Create is pressed.
  const symbol = useWatch({ control: form.control, name: 'symbol' }) ?? ''
  const taken = useQuery({ ...treasuryQuery(symbol), enabled: isTokenSymbolCode(symbol) })
  const symbolTaken = isTokenSymbolCode(symbol) && taken.data != null
  return (
    <ActionDialog
      open
      title="Create a DAO"
      submitLabel="Create DAO"
      {...dialogProps}
      canSubmit={dialogProps.canSubmit && fee.ready && !symbolTaken}
    >
      {fee.notice}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Symbol"
          required
          slotProps={{ htmlInput: { maxLength: 6, autoCapitalize: 'characters' } }}
          {...form.register('symbol', { setValueAs: (v: string) => v.toUpperCase() })}
          {...fieldErrorProps(
            errors.symbol ?? (symbolTaken ? { message: SYMBOL_TAKEN_MESSAGE } : undefined),
            '2 to 6 capital letters',
          )}
        />
        <TextField
          label="Decimals"
          type="number"
          required
          slotProps={{ htmlInput: { min: 0, max: 9, step: 1 } }}
          {...form.register('decimals', { valueAsNumber: true })}
          {...fieldErrorProps(errors.decimals)}
        />
      </Stack>
      <TextField
        label="Max supply"
        required
        inputMode="decimal"
        {...form.register('max_supply')}
        {...fieldErrorProps(errors.max_supply, 'The most tokens that can ever be minted')}
      />
      <AccessField control={form.control} />
      <TreasuryInfoFields form={form} />
      <TreasurySettingsFields control={form.control} />
    </ActionDialog>
  )
}

/** Who may join: public, private (the manager adds members) or by invitation. */
function AccessField({ control }: { control: Control<z.input<typeof createTreasuryFormSchema>> }) {
  return (
    <Controller
      control={control}
      name="access"
      render={({ field, fieldState }) => (
        <NativeSelectField
          label="Access"
          size="medium"
          value={field.value ?? 'public'}
          onChange={field.onChange}
          onBlur={field.onBlur}
          {...fieldErrorProps(fieldState.error)}
        >
          {TREASURY_ACCESS.map((access) => (
            <option key={access} value={access}>
              {ACCESS_LABELS[access]}
            </option>
          ))}
        </NativeSelectField>
      )}
    />
  )
}
