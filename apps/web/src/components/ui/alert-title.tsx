import type { ComponentPropsWithRef } from 'react'
import { classNames } from './internal/class-names.ts'
import styles from './alert-title.module.css'

export type AlertTitleProps = ComponentPropsWithRef<'div'>

/** The bold first line of an Alert. */
export function AlertTitle({ className, ...rest }: AlertTitleProps) {
  return <div {...rest} className={classNames(styles.root, className)} />
}
