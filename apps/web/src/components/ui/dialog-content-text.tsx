import type { HTMLAttributes, Ref } from 'react'
import { classNames } from './internal/class-names.ts'
import styles from './dialog-parts.module.css'

export interface DialogContentTextProps extends HTMLAttributes<HTMLParagraphElement> {
  /** A bottom margin (0.35em), as Typography's gutterBottom. */
  gutterBottom?: boolean
  ref?: Ref<HTMLParagraphElement>
}

/** A paragraph of a dialog's text, in the secondary colour. */
export function DialogContentText({ gutterBottom = false, className, ...props }: DialogContentTextProps) {
  return <p {...props} className={classNames(styles.text, gutterBottom && styles.gutterBottom, className)} />
}
