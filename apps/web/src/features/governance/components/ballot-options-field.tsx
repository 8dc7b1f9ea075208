import { Button } from '@/components/ui/button.tsx'
import { IconButton } from '@/components/ui/icon-button.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useWatch, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form'
import type { CreateBallotInput } from './create-ballot-form.ts'
import styles from './ballot-options-field.module.css'

/** The ballot's options (Antelope names): add, remove and reorder, each checked by the form's schema. */
export function BallotOptionsField({
  control,
  setValue,
  errors,
}: {
  control: Control<CreateBallotInput>
  setValue: UseFormSetValue<CreateBallotInput>
  errors: FieldErrors<CreateBallotInput>
}) {
  const options = (useWatch({ control, name: 'initial_options' }) as string[] | undefined) ?? []
  const change = (next: string[]) =>
    setValue('initial_options', next, { shouldValidate: true, shouldDirty: true })
  const move = (from: number, to: number) => {
    const next = [...options]
    const [item] = next.splice(from, 1)
    next.splice(to, 0, item ?? '')
    change(next)
  }
  const listError = errors.initial_options as
    { message?: string; [index: number]: { message?: string } } | undefined
  return (
    <Stack spacing={1} component="fieldset" className={styles.fieldset}>
      <Typography component="legend" variant="subtitle2">
        Options
      </Typography>
      {options.map((option, index) => {
        const error = listError?.[index]?.message
        return (
          <Stack key={index} direction="row" spacing={0.5} className={styles.row}>
            <TextField
              size="small"
              label={`Option ${index + 1}`}
              value={option}
              onChange={(event) => {
                const next = [...options]
                next[index] = event.target.value
                change(next)
              }}
              error={error !== undefined}
              helperText={error ?? 'a–z, 1–5 and dots, up to 12'}
              className={styles.option}
            />
            <IconButton
              aria-label={`Move option ${index + 1} up`}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              ↑
            </IconButton>
            <IconButton
              aria-label={`Move option ${index + 1} down`}
              disabled={index === options.length - 1}
              onClick={() => move(index, index + 1)}
            >
              ↓
            </IconButton>
            <IconButton
              aria-label={`Remove option ${index + 1}`}
              onClick={() => change(options.filter((_, i) => i !== index))}
            >
              ✕
            </IconButton>
          </Stack>
        )
      })}
      {listError?.message !== undefined && (
        <Typography color="error" variant="body2" role="alert">
          {listError.message}
        </Typography>
      )}
      <Button onClick={() => change([...options, ''])} className={styles.add}>
        Add option
      </Button>
    </Stack>
  )
}
