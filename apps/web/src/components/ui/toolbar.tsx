import type { ElementType } from 'react'
import { KitElement } from './internal/kit-element.tsx'
import type { PolymorphicProps } from './internal/polymorphic.ts'
import styles from './toolbar.module.css'

export type ToolbarOwnProps = {
  variant?: 'regular' | 'dense'
  disableGutters?: boolean
}

export type ToolbarProps<C extends ElementType = 'div'> = PolymorphicProps<C, ToolbarOwnProps>

/** A horizontal row of the app bar's controls. */
export function Toolbar<C extends ElementType = 'div'>({
  variant = 'regular',
  disableGutters = false,
  ...props
}: ToolbarProps<C>) {
  const classes = [styles.root, styles[variant], !disableGutters && styles.gutters]
  return <KitElement {...props} fallback="div" classes={classes} />
}
