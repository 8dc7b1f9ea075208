import type { HTMLAttributes, Ref } from 'react'
import { classNames } from './internal/class-names.ts'
import styles from './form.module.css'

export interface FormGroupProps extends HTMLAttributes<HTMLDivElement> {
  /** Side by side instead of one under the other. */
  row?: boolean
  ref?: Ref<HTMLDivElement>
}

/** A column (or row) of checkboxes or other labelled controls. */
export function FormGroup({ row = false, className, ...props }: FormGroupProps) {
  return <div {...props} className={classNames(styles.formGroup, row && styles.row, className)} />
}
