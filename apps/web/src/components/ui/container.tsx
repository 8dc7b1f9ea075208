import type { ElementType, ReactNode } from 'react'
import { classNames } from './internal/class-names.ts'
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
  component,
  maxWidth = 'lg',
  disableGutters = false,
  className,
  ...rest
}: ContainerProps<C>) {
  const Component: ElementType = component ?? 'div'
  return (
    <Component
      {...rest}
      className={classNames(
        styles.root,
        maxWidth !== false && styles[maxWidth],
        disableGutters && styles.disableGutters,
        className,
      )}
    />
  )
}
