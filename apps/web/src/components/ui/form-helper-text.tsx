import type { HTMLAttributes, Ref } from 'react'
import { useFormControl } from './internal/form-control-context.ts'
import { classNames } from './internal/class-names.ts'
import styles from './form.module.css'

export interface FormHelperTextProps extends HTMLAttributes<HTMLParagraphElement> {
  error?: boolean
  disabled?: boolean
  ref?: Ref<HTMLParagraphElement>
}

/** A hint or error message under a field (caption size; red in an error state). */
export function FormHelperText({ error, disabled, className, ...props }: FormHelperTextProps) {
  const formControl = useFormControl()
  const isError = error ?? formControl?.error ?? false
  const isDisabled = disabled ?? formControl?.disabled ?? false
  return (
    <p
      {...props}
      className={classNames(
        styles.helperText,
        isError && styles.errorText,
        isDisabled && styles.disabledText,
        className,
      )}
    />
  )
}
