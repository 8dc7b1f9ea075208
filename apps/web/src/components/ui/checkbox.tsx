import type { ChangeEvent, CSSProperties, FocusEventHandler, Ref } from 'react'
import type { HtmlInputProps } from './input-base.tsx'
import { classNames } from './internal/class-names.ts'
import styles from './choice.module.css'

export interface CheckboxProps {
  checked?: boolean
  defaultChecked?: boolean
  onChange?: (event: ChangeEvent<HTMLInputElement>, checked: boolean) => void
  onBlur?: FocusEventHandler<HTMLInputElement>
  disabled?: boolean
  required?: boolean
  name?: string
  value?: string
  id?: string
  size?: 'small' | 'medium'
  /** `input`: the native checkbox, e.g. its aria-label when no visible label names it. */
  slotProps?: { input?: HtmlInputProps }
  inputProps?: HtmlInputProps
  inputRef?: Ref<HTMLInputElement>
  className?: string
  style?: CSSProperties
  ref?: Ref<HTMLSpanElement>
}

/** MUI's Checkbox: the browser's checkbox, drawn as MUI's box in the primary colour, in a round 42 px target. */
export function Checkbox({
  onChange,
  size = 'medium',
  slotProps,
  inputProps,
  inputRef,
  className,
  style,
  ref,
  ...native
}: CheckboxProps) {
  return (
    <span
      ref={ref}
      style={style}
      className={classNames(styles.target, size === 'small' && styles.small, className)}
    >
      <input
        {...inputProps}
        {...slotProps?.input}
        {...native}
        ref={inputRef}
        type="checkbox"
        onChange={(event) => onChange?.(event, event.target.checked)}
        className={classNames(styles.control, styles.checkbox)}
      />
    </span>
  )
}
