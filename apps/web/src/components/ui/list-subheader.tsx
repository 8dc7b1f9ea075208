import type { ElementType, ReactNode } from 'react'
import { KitElement } from './internal/kit-element.tsx'
import type { PolymorphicProps } from './internal/polymorphic.ts'
import styles from './list-subheader.module.css'

export type ListSubheaderOwnProps = {
  color?: 'default' | 'primary' | 'inherit'
  disableSticky?: boolean
  disableGutters?: boolean
  inset?: boolean
  className?: string
  children?: ReactNode
}

export type ListSubheaderProps<C extends ElementType = 'li'> = PolymorphicProps<C, ListSubheaderOwnProps>

/** A list section's heading, sticking to the top while its section scrolls by. */
export function ListSubheader<C extends ElementType = 'li'>({
  color = 'default',
  disableSticky = false,
  disableGutters = false,
  inset = false,
  ...props
}: ListSubheaderProps<C>) {
  const classes = [
    styles.root,
    !disableSticky && styles.sticky,
    disableGutters && styles.disableGutters,
    inset && styles.inset,
    color !== 'default' && styles[color],
  ]
  return <KitElement {...props} fallback="li" classes={classes} />
}
