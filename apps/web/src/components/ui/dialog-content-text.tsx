import type { HTMLAttributes, Ref } from 'react'
import { joinClasses } from './internal/join-classes.ts'
import styles from './dialog-parts.module.css'

export interface DialogContentTextProps extends HTMLAttributes<HTMLParagraphElement> {
  /** A bottom margin (0.35em), as Typography's gutterBottom. */
  gutterBottom?: boolean
  ref?: Ref<HTMLParagraphElement>
}

/** A paragraph of a dialog's text, in the secondary colour. */
export function DialogContentText({ gutterBottom = false, className, ...props }: DialogContentTextProps) {
  return <p {...props} className={joinClasses(styles.text, gutterBottom && styles.gutterBottom, className)} />
}
