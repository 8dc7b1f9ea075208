import type { HTMLAttributes, Ref } from 'react'
import { classNames } from './internal/class-names.ts'
import styles from './dialog-parts.module.css'

export interface DialogContentProps extends HTMLAttributes<HTMLDivElement> {
  /** Lines above and below the content, which then keeps its top padding. */
  dividers?: boolean
  ref?: Ref<HTMLDivElement>
}

/** A dialog's body; it scrolls when the paper is full. */
export function DialogContent({ dividers = false, className, ...props }: DialogContentProps) {
  return <div {...props} className={classNames(styles.content, dividers && styles.dividers, className)} />
}
