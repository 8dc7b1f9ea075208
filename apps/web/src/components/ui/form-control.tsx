import { useMemo, type FieldsetHTMLAttributes, type HTMLAttributes, type Ref } from 'react'
import { FormControlContext } from './internal/form-control-context.ts'
import { classNames } from './internal/class-names.ts'
import styles from './form.module.css'

type FormControlBaseProps = {
  error?: boolean
  disabled?: boolean
  required?: boolean
  fullWidth?: boolean
}

export type FormControlProps =
  | (FormControlBaseProps & HTMLAttributes<HTMLDivElement> & { component?: 'div'; ref?: Ref<HTMLDivElement> })
  | (FormControlBaseProps &
      Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'disabled'> & {
        component: 'fieldset'
        ref?: Ref<HTMLFieldSetElement>
      })

/**
 * Groups a label, a control and its helper text, and tells them the group's error, disabled and
 * required state. As a `fieldset`, `disabled` disables every control inside, natively.
 */
export function FormControl({
  error = false,
  disabled = false,
  required = false,
  fullWidth = false,
  className,
  children,
  ...props
}: FormControlProps) {
  const state = useMemo(() => ({ error, disabled, required }), [error, disabled, required])
  const classes = classNames(styles.formControl, fullWidth && styles.fullWidth, className)
  let element
  if (props.component === 'fieldset') {
    const { component: _component, ...rest } = props
    element = (
      <fieldset {...rest} disabled={disabled} className={classNames(styles.fieldset, classes)}>
        {children}
      </fieldset>
    )
  } else {
    const { component: _component, ...rest } = props
    element = (
      <div {...rest} className={classes}>
        {children}
      </div>
    )
  }
  return <FormControlContext value={state}>{element}</FormControlContext>
}
