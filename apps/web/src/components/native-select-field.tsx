import { useId, type ChangeEvent, type ReactNode } from 'react'
import { classNames } from '@/components/ui/internal/class-names.ts'
import styles from './native-select-field.module.css'

// The portal's one select: the browser's own `<select>` under a visible label. It needs no component
// code, so a page that shows a filter on a guest's first load (the ballots list) downloads nothing for
// it: MUI's Select brings Menu, Popover and Modal, and even its outlined native variant brings
// FormControl, InputLabel and OutlinedInput (about 11 kB gzipped). The browser's list is also the
// easier one to use on a phone and with a screen reader.

/** A native field's frame: its label above the control. Shared with the native search box. */
export const nativeFieldClassName = styles.field

/** A native control (select, input) drawn like the portal's small outlined fields (40 px high). */
export const nativeControlClassName = styles.control

/** A labelled native select, with an optional hint or error message under it. */
export function NativeSelectField({
  label,
  value,
  onChange,
  onBlur,
  children,
  helperText,
  error = false,
  disabled = false,
  required = false,
  fullWidth = false,
  size = 'small',
  className,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  /** `<option>` elements. */
  children: ReactNode
  helperText?: ReactNode
  error?: boolean
  disabled?: boolean
  required?: boolean
  fullWidth?: boolean
  size?: 'small' | 'medium'
  className?: string
}) {
  const id = useId()
  const helperId = `${id}-helper-text`
  const hasHelper = helperText !== undefined && helperText !== ''
  return (
    <div className={classNames(styles.field, fullWidth && styles.fullWidth, className)}>
      <label htmlFor={id} className={error ? styles.error : undefined}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        onBlur={onBlur}
        disabled={disabled}
        required={required}
        aria-invalid={error || undefined}
        aria-describedby={hasHelper ? helperId : undefined}
        className={classNames(styles.control, size === 'medium' && styles.medium)}
      >
        {children}
      </select>
      {hasHelper && (
        <div id={helperId} className={classNames(styles.helper, error && styles.error)}>
          {helperText}
        </div>
      )}
    </div>
  )
}
