import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { FormControl } from '@/components/ui/form-control.tsx'
import { FormControlLabel } from '@/components/ui/form-control-label.tsx'
import { FormHelperText } from '@/components/ui/form-helper-text.tsx'
import { FormLabel } from '@/components/ui/form-label.tsx'
import { Radio } from '@/components/ui/radio.tsx'
import { RadioGroup } from '@/components/ui/radio-group.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { useQueryClient } from '@tanstack/react-query'
import { Controller } from 'react-hook-form'
import {
  APP_TYPE_LABELS,
  APP_TYPES,
  SHORT_NAME_TAKEN_MESSAGE,
  type AppRegistration,
  type IssuedApp,
} from '@portal/chain/oauth-apps'
import { appRegistrationSchema } from '@portal/chain/oauth-app-registration'
import { ServiceError } from '@/lib/services/service-error.ts'
import { backendErrorMessage, registerApp } from '@/lib/services/oauth-apps.ts'
import { serviceKeys } from '@/lib/services/service-keys.ts'
import { usePageForm } from '@/components/use-page-form.ts'
import styles from './register-app-form.module.css'
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation.ts'

type FieldName = keyof AppRegistration

const TEXT_FIELDS: { name: Exclude<FieldName, 'appType'>; label: string; hint: string }[] = [
  { name: 'name', label: 'Name', hint: 'Shown to users on the consent page.' },
  { name: 'shortName', label: 'Short name', hint: 'Unique: lowercase letters, digits and hyphens.' },
  { name: 'url', label: 'App URL', hint: 'Your app’s home page (https://).' },
  { name: 'imageUrl', label: 'Image URL (optional)', hint: 'A square logo (https://).' },
  {
    name: 'redirectUrl',
    label: 'Redirect URL',
    hint: 'Where users return with the code; must match your client exactly.',
  },
]

/** `/apps/add`: the registration form; on success the one-time credentials replace it (`onIssued`). */
export function RegisterAppForm({ onIssued }: { onIssued: (issued: IssuedApp) => void }) {
  const queryClient = useQueryClient()
  const form = usePageForm(appRegistrationSchema, {
    name: '',
    shortName: '',
    url: '',
    imageUrl: '',
    redirectUrl: '',
    appType: 'confidential',
  })
  const register = useSingleFlightMutation({
    mutationFn: registerApp,
    onSuccess: async (issued) => {
      await queryClient.invalidateQueries({ queryKey: serviceKeys.service('oauth') })
      onIssued(issued)
    },
    onError: (error) => {
      // Only the backend knows which short names are taken: its refusal goes under the field.
      if (error instanceof ServiceError && error.code === 'SHORT_NAME_TAKEN')
        form.setError('shortName', { message: SHORT_NAME_TAKEN_MESSAGE })
    },
  })
  const { errors } = form.formState
  const submit = form.handleSubmit((values) => register.mutate(values))

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={submit}
      noValidate
      aria-label="Register an app"
      className={styles.form}
    >
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          {...form.register(field.name)}
          error={errors[field.name] !== undefined}
          helperText={errors[field.name]?.message ?? field.hint}
          required={field.name !== 'imageUrl'}
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
      ))}
      <Controller
        control={form.control}
        name="appType"
        render={({ field }) => (
          <FormControl error={errors.appType !== undefined}>
            <FormLabel id="app-type-label">App type</FormLabel>
            <RadioGroup aria-labelledby="app-type-label" {...field}>
              {APP_TYPES.map((type) => (
                <FormControlLabel key={type} value={type} control={<Radio />} label={APP_TYPE_LABELS[type]} />
              ))}
            </RadioGroup>
            {errors.appType && <FormHelperText>{errors.appType.message}</FormHelperText>}
          </FormControl>
        )}
      />
      {register.isError && <Alert severity="error">{backendErrorMessage(register.error)}</Alert>}
      <Button type="submit" variant="contained" disabled={register.isPending} className={styles.submit}>
        {register.isPending ? 'Registering…' : 'Register app'}
      </Button>
    </Stack>
  )
}
