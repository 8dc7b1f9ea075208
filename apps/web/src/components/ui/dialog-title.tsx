import type { HTMLAttributes, Ref } from 'react'
import { classNames } from './internal/class-names.ts'
import styles from './dialog-parts.module.css'

export interface DialogTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  ref?: Ref<HTMLHeadingElement>
}

/** A dialog's heading, an h2 as with MUI; give it an id and point the Dialog's aria-labelledby at it. */
export function DialogTitle({ className, ...props }: DialogTitleProps) {
  return <h2 {...props} className={classNames(styles.title, className)} />
}
