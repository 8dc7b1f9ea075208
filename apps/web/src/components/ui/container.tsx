import type { ElementType, ReactNode } from 'react'
import { KitElement } from './internal/kit-element.tsx'
import maxWidths from './internal/max-width.module.css'
import type { PolymorphicProps } from './internal/polymorphic.ts'
import type { Breakpoint } from './internal/spacing.ts'
import styles from './container.module.css'

export type ContainerOwnProps = {
  /** The widest the content grows (MUI's breakpoint widths); `false` lets it span the page. Default `lg`. */
  maxWidth?: Breakpoint | false
  disableGutters?: boolean
  className?: string
  children?: ReactNode
}

export type ContainerProps<C extends ElementType = 'div'> = PolymorphicProps<C, ContainerOwnProps>

/** A page column centred in the viewport with side gutters. */
export function Container<C extends ElementType = 'div'>({
  maxWidth = 'lg',
  disableGutters = false,
  ...props
}: ContainerProps<C>) {
  const classes = [
    styles.root,
    maxWidth !== false && maxWidths[maxWidth],
    disableGutters && styles.disableGutters,
  ]
  return <KitElement {...props} fallback="div" classes={classes} />
}
