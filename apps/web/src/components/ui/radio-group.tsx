import {
  useId,
  useMemo,
  type ChangeEvent,
  type FocusEventHandler,
  type HTMLAttributes,
  type Ref,
} from 'react'
import { classNames } from './internal/class-names.ts'
import { RadioGroupContext } from './internal/radio-group-context.ts'
import styles from './form.module.css'

export interface RadioGroupProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'onBlur' | 'defaultValue'
> {
  name?: string
  /** The checked radio's value; '' checks none. */
  value?: string
  onChange?: (event: ChangeEvent<HTMLInputElement>, value: string) => void
  /** Called when a radio loses focus (react-hook-form's `field.onBlur`). */
  onBlur?: FocusEventHandler<HTMLInputElement>
  disabled?: boolean
  /** Side by side instead of one under the other. */
  row?: boolean
  ref?: Ref<HTMLDivElement>
}

/** A radiogroup of Radios sharing one name; the arrow keys move between them (the browser's own radios). */
export function RadioGroup({
  name,
  value,
  onChange,
  onBlur,
  disabled,
  row = false,
  className,
  children,
  ...props
}: RadioGroupProps) {
  const fallbackName = useId()
  const state = useMemo(
    () => ({
      name: name ?? fallbackName,
      value,
      onBlur,
      disabled,
      onChange: (event: ChangeEvent<HTMLInputElement>) => onChange?.(event, event.target.value),
    }),
    [name, fallbackName, value, onBlur, disabled, onChange],
  )
  return (
    <div role="radiogroup" {...props} className={classNames(styles.formGroup, row && styles.row, className)}>
      <RadioGroupContext value={state}>{children}</RadioGroupContext>
    </div>
  )
}
