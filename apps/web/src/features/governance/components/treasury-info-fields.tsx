import { TextField } from '@/components/ui/text-field.tsx'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { fieldErrorProps } from '@/components/use-action-form.ts'

/** A DAO's title, description and icon (edittrsinfo), as the create and edit dialogs both ask them. */
export function TreasuryInfoFields<T extends FieldValues>({ form }: { form: UseFormReturn<T> }) {
  const { errors } = form.formState
  const field = (name: 'title' | 'description' | 'icon') => form.register(name as Path<T>)
  const error = (name: 'title' | 'description' | 'icon') => errors[name] as { message?: string } | undefined
  return (
    <>
      <TextField label="Title" required {...field('title')} {...fieldErrorProps(error('title'))} />
      <TextField
        label="Description"
        multiline
        minRows={2}
        {...field('description')}
        {...fieldErrorProps(error('description'))}
      />
      <TextField
        label="Icon address"
        {...field('icon')}
        {...fieldErrorProps(error('icon'), 'Optional https:// image')}
      />
    </>
  )
}
