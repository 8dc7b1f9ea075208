import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormLabel from '@mui/material/FormLabel'
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
