import type { HTMLAttributes, Ref } from 'react'
import { classNames } from './internal/class-names.ts'
import styles from './dialog-parts.module.css'

export interface DialogActionsProps extends HTMLAttributes<HTMLDivElement> {
  /** Without the 8 px gap between the buttons. */
  disableSpacing?: boolean
  ref?: Ref<HTMLDivElement>
}

/** A dialog's row of buttons, at the end. */
export function DialogActions({ disableSpacing = false, className, ...props }: DialogActionsProps) {
  return (
    <div {...props} className={classNames(styles.actions, !disableSpacing && styles.spacing, className)} />
  )
}
