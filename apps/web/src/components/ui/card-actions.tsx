import type { ComponentPropsWithRef } from 'react'
import { classNames } from './internal/class-names.ts'
import styles from './card-actions.module.css'

export type CardActionsProps = ComponentPropsWithRef<'div'> & { disableSpacing?: boolean }

/** A card's row of buttons, 8 px apart. */
export function CardActions({ disableSpacing = false, className, ...rest }: CardActionsProps) {
  return <div {...rest} className={classNames(styles.root, !disableSpacing && styles.spacing, className)} />
}
