import type { ComponentPropsWithRef } from 'react'
import { classNames } from './internal/class-names.ts'
import styles from './list-item-avatar.module.css'

export type ListItemAvatarProps = ComponentPropsWithRef<'div'>

/** The 56 px column holding an Avatar at a list item's start. */
export function ListItemAvatar({ className, ...rest }: ListItemAvatarProps) {
  return <div {...rest} className={classNames(styles.root, className)} />
}
