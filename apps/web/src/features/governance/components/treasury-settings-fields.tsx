import { Checkbox } from '@/components/ui/checkbox.tsx'
import { FormControlLabel } from '@/components/ui/form-control-label.tsx'
import { FormGroup } from '@/components/ui/form-group.tsx'
import { FormLabel } from '@/components/ui/form-label.tsx'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { TREASURY_SETTINGS } from '@portal/chain/contracts/decide/index'
import { TREASURY_SETTING_LABELS } from '@portal/chain/governance/treasury-forms'

/** One checkbox per treasury setting, bound to `settings.<name>` of the form. */
export function TreasurySettingsFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  return (
    <FormGroup>
      <FormLabel component="legend">Settings</FormLabel>
      {TREASURY_SETTINGS.map((name) => (
        <Controller
          key={name}
          control={control}
          name={`settings.${name}` as Path<T>}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
              label={`${name} — ${TREASURY_SETTING_LABELS[name]}`}
            />
          )}
        />
      ))}
    </FormGroup>
  )
}
