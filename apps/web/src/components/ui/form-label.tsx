import type { HTMLAttributes, LabelHTMLAttributes, Ref } from 'react'
import { useFormControl } from './internal/form-control-context.ts'
import { classNames } from './internal/class-names.ts'
import styles from './form.module.css'

type FormLabelBaseProps = {
  error?: boolean
  disabled?: boolean
  required?: boolean
}

export type FormLabelProps =
  | (FormLabelBaseProps &
      LabelHTMLAttributes<HTMLLabelElement> & { component?: 'label'; ref?: Ref<HTMLLabelElement> })
  | (FormLabelBaseProps &
      HTMLAttributes<HTMLLegendElement> & { component: 'legend'; ref?: Ref<HTMLLegendElement> })

/** A group's label (a radio group's, a fieldset's legend), in the secondary colour. */
export function FormLabel({ error, disabled, required, className, children, ...props }: FormLabelProps) {
  const formControl = useFormControl()
  const classes = classNames(
    styles.formLabel,
    (error ?? formControl?.error) && styles.errorText,
    (disabled ?? formControl?.disabled) && styles.disabledText,
    className,
  )
  const content = (
    <>
      {children}
      {(required ?? formControl?.required) && <span aria-hidden="true"> *</span>}
    </>
  )
  if (props.component === 'legend') {
    const { component: _component, ...rest } = props
    return (
      <legend {...rest} className={classNames(styles.legend, classes)}>
        {content}
      </legend>
    )
  }
  const { component: _component, ...rest } = props
  return (
    <label {...rest} className={classes}>
      {content}
    </label>
  )
}
