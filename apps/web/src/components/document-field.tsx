import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import type { UploadTarget } from '@/lib/services/storage-upload.ts'
import { FileUploadField } from './file-upload-field.tsx'

/** A form's document field: upload a file or paste its hash, validated by the form's schema. */
export function DocumentField<T extends FieldValues>({
  control,
  name,
  label,
  target,
  onChanged,
}: {
  control: Control<T>
  name: Path<T>
  label: string
  target: UploadTarget
  /** Runs after each new value, for forms whose other fields depend on this one. */
  onChanged?: () => void
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FileUploadField
          label={label}
          value={String(field.value ?? '')}
          onChange={(hash) => {
            field.onChange(hash)
            onChanged?.()
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          target={target}
        />
      )}
    />
  )
}
