import {
  cloneElement,
  isValidElement,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react'
import { useFormControl } from './internal/form-control-context.ts'
import { classNames } from './internal/class-names.ts'
import styles from './form.module.css'

/** The props FormControlLabel hands to its control when the control does not set them itself. */
interface ControlProps {
  value?: string
  name?: string
  disabled?: boolean
  checked?: boolean
}

export interface FormControlLabelProps {
  /** A Checkbox or Radio. */
  control: ReactElement<ControlProps>
  label: ReactNode
  /** Handed to the control (a Radio's value in a RadioGroup). */
  value?: string
  name?: string
  checked?: boolean
  disabled?: boolean
  labelPlacement?: 'end' | 'start'
  className?: string
  style?: CSSProperties
  ref?: Ref<HTMLLabelElement>
}

/** A checkbox or radio with its text, one `<label>` around both so a click on the text toggles it. */
export function FormControlLabel({
  control,
  label,
  value,
  name,
  checked,
  disabled,
  labelPlacement = 'end',
  className,
  style,
  ref,
}: FormControlLabelProps) {
  const formControl = useFormControl()
  const own = isValidElement(control) ? control.props : {}
  const isDisabled = own.disabled ?? disabled ?? formControl?.disabled ?? false
  const handed: ControlProps = {
    ...(own.value === undefined && value !== undefined && { value }),
    ...(own.name === undefined && name !== undefined && { name }),
    ...(own.checked === undefined && checked !== undefined && { checked }),
    ...(own.disabled === undefined && disabled !== undefined && { disabled }),
  }
  return (
    <label
      ref={ref}
      style={style}
      className={classNames(
        styles.controlLabel,
        labelPlacement === 'start' && styles.labelStart,
        isDisabled && styles.disabledText,
        className,
      )}
    >
      {cloneElement(control, handed)}
      <span className={styles.controlLabelText}>{label}</span>
    </label>
  )
}
