import type { ElementType, ReactNode } from 'react'
import { classNames } from './internal/class-names.ts'
import { ListContext } from './internal/list-context.ts'
import type { PolymorphicProps } from './internal/polymorphic.ts'
import styles from './list.module.css'

export type ListOwnProps = {
  dense?: boolean
  disablePadding?: boolean
  /** A heading (usually a ListSubheader) placed first in the list. */
  subheader?: ReactNode
  className?: string
  children?: ReactNode
}

export type ListProps<C extends ElementType = 'ul'> = PolymorphicProps<C, ListOwnProps>

/** A vertical list (`<ul>`) of ListItems. */
export function List<C extends ElementType = 'ul'>({
  component,
  dense = false,
  disablePadding = false,
  subheader,
  className,
  children,
  ...rest
}: ListProps<C>) {
  const Component: ElementType = component ?? 'ul'
  return (
    <ListContext value={{ dense }}>
      <Component
        {...rest}
        className={classNames(
          styles.root,
          disablePadding && styles.disablePadding,
          subheader !== undefined && styles.subheader,
          className,
        )}
      >
        {subheader}
        {children}
      </Component>
    </ListContext>
  )
}
