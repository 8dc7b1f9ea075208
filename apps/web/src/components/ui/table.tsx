import type { ElementType, ReactNode } from 'react'
import { classNames } from './internal/class-names.ts'
import type { PolymorphicProps } from './internal/polymorphic.ts'
import { TableContext } from './internal/table-context.ts'
import styles from './table.module.css'

export type TableOwnProps = {
  /** `small` tightens every cell's padding. */
  size?: 'small' | 'medium'
  /** Keep the head row visible while the body scrolls (inside a TableContainer with a max height). */
  stickyHeader?: boolean
  className?: string
  children?: ReactNode
}

export type TableProps<C extends ElementType = 'table'> = PolymorphicProps<C, TableOwnProps>

/** A data table (`<table>`), full width. */
export function Table<C extends ElementType = 'table'>({
  component,
  size = 'medium',
  stickyHeader = false,
  className,
  ...rest
}: TableProps<C>) {
  const Component: ElementType = component ?? 'table'
  return (
    <TableContext value={{ size, stickyHeader }}>
      <Component
        {...rest}
        className={classNames(styles.root, stickyHeader && styles.stickyHeader, className)}
      />
    </TableContext>
  )
}
