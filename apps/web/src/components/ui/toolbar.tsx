import type { ElementType, ReactNode } from 'react'
import { classNames } from './internal/class-names.ts'
import type { PolymorphicProps } from './internal/polymorphic.ts'
import styles from './toolbar.module.css'

export type ToolbarOwnProps = {
  variant?: 'regular' | 'dense'
  disableGutters?: boolean
  className?: string
  children?: ReactNode
}

export type ToolbarProps<C extends ElementType = 'div'> = PolymorphicProps<C, ToolbarOwnProps>

/** A horizontal row of the app bar's controls. */
export function Toolbar<C extends ElementType = 'div'>({
  component,
  variant = 'regular',
  disableGutters = false,
  className,
  ...rest
}: ToolbarProps<C>) {
  const Component: ElementType = component ?? 'div'
  return (
    <Component
      {...rest}
      className={classNames(styles.root, styles[variant], !disableGutters && styles.gutters, className)}
    />
  )
}
