import { Paper } from '@/components/ui/paper.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { MarkdownText } from '@/components/markdown-text.tsx'
import { fieldErrorProps } from '@/components/use-action-form.ts'
import type { CreateBallotInput } from './create-ballot-form.ts'
import styles from './create-ballot-dialog.module.css'

type FieldsProps = { register: UseFormRegister<CreateBallotInput>; errors: FieldErrors<CreateBallotInput> }

type BallotNameFieldsProps = FieldsProps & {
  /** The name made from the current title. */
  derived: string
  /** The name the ballot will have: the typed one, or the one made from the title. */
  name: string
  /** The ballot of that name on chain: null when free, undefined while unknown. */
  taken: unknown
  onTitleChange: (title: string) => void
}

/** The title, and the ballot name made from it (or typed), with whether that name is free. */
export function BallotNameFields({
  register,
  errors,
  derived,
  name,
  taken,
  onTitleChange,
}: BallotNameFieldsProps) {
  return (
    <>
      <TextField
        label="Title"
        required
        {...register('title', {
          onChange: (event: { target: { value: string } }) => onTitleChange(event.target.value),
        })}
        {...fieldErrorProps(errors.title)}
      />
      <TextField
        label="Ballot name"
        placeholder={derived}
        {...register('ballot_name')}
        {...fieldErrorProps(
          errors.ballot_name,
          name === ''
            ? 'Made from the title: a–z and 1–5, up to 12'
            : taken
              ? `${name} is taken: change the title or the name.`
              : `The ballot will be named ${name}${taken === null ? ' (free)' : ''}.`,
        )}
        slotProps={{ inputLabel: { shrink: true } }}
        data-testid="ballot-name"
      />
    </>
  )
}

/** The markdown description, with a preview once it has text. */
export function DescriptionField({ register, errors, text }: FieldsProps & { text: string }) {
  return (
    <>
      <TextField
        label="Description (markdown)"
        multiline
        minRows={3}
        {...register('description')}
        {...fieldErrorProps(errors.description)}
      />
      {text !== '' && (
        <Paper variant="outlined" className={styles.preview}>
          <Typography variant="caption" color="textSecondary">
            Preview
          </Typography>
          <MarkdownText text={text} label="Description preview" />
        </Paper>
      )}
    </>
  )
}

/** How many options a voter picks at the least and at the most. */
export function OptionCountFields({ register, errors }: FieldsProps) {
  return (
    <Stack direction="row" spacing={2}>
      <TextField
        label="Min options"
        type="number"
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
        {...register('min_options', { valueAsNumber: true })}
        {...fieldErrorProps(errors.min_options)}
      />
      <TextField
        label="Max options"
        type="number"
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
        {...register('max_options', { valueAsNumber: true, deps: ['min_options'] })}
        {...fieldErrorProps(errors.max_options)}
      />
    </Stack>
  )
}
