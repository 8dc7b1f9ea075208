import type { LabelHTMLAttributes, Ref } from 'react'
import { useFormControl } from './internal/form-control-context.ts'
import { classNames } from './internal/class-names.ts'
import styles from './form.module.css'

export interface InputLabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  error?: boolean
  disabled?: boolean
  required?: boolean
  /** Accepted for MUI compatibility: the label always sits above its field. */
  shrink?: boolean
  ref?: Ref<HTMLLabelElement>
}

/** A field's label, above it (body2, secondary colour, as the native select's label). */
export function InputLabel({
  error,
  disabled,
  required,
  shrink: _shrink,
  className,
  children,
  ...props
}: InputLabelProps) {
  const formControl = useFormControl()
  const isError = error ?? formControl?.error ?? false
  const isDisabled = disabled ?? formControl?.disabled ?? false
  const isRequired = required ?? formControl?.required ?? false
  return (
    <label
      {...props}
      className={classNames(
        styles.inputLabel,
        isError && styles.errorText,
        isDisabled && styles.disabledText,
        className,
      )}
    >
      {children}
      {isRequired && <span aria-hidden="true"> *</span>}
    </label>
  )
}
