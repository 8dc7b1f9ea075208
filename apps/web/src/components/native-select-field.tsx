import { useId, type ChangeEvent, type ReactNode } from 'react'
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

/** @deprecated Runtime styles for an MUI Box: use `nativeFieldClassName`; kept until the last caller has moved. */
export const nativeFieldSx = {
  display: 'flex',
  flexDirection: 'column',
  gap: 0.5,
  typography: 'body2',
  color: 'text.secondary',
  minWidth: 0,
} as const

/** @deprecated Runtime styles for an MUI Box: use `nativeControlClassName`; kept until the last caller has moved. */
export const nativeControlSx = {
  font: 'inherit',
  fontSize: '1rem',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: '1px solid',
  borderColor: 'grey.600',
  borderRadius: 1,
  px: 1.5,
  width: '100%',
  boxSizing: 'border-box',
  '&:hover:not(:disabled)': { borderColor: 'text.primary' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
  '&:disabled': { color: 'text.disabled', borderColor: 'action.disabled' },
  '&[aria-invalid="true"]': { borderColor: 'error.main' },
} as const

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ')

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
  /** @deprecated No longer applied (there is no runtime style engine): pass `className` from a CSS Module. */
  sx?: Record<string, unknown>
}) {
  const id = useId()
  const helperId = `${id}-helper-text`
  const hasHelper = helperText !== undefined && helperText !== ''
  return (
    <div className={join(styles.field, fullWidth && styles.fullWidth, className)}>
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
        className={join(styles.control, size === 'medium' && styles.medium)}
      >
        {children}
      </select>
      {hasHelper && (
        <div id={helperId} className={join(styles.helper, error && styles.error)}>
          {helperText}
        </div>
      )}
    </div>
  )
}
