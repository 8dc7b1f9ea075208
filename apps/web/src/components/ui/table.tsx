import type { ElementType } from 'react'
import { KitElement } from './internal/kit-element.tsx'
import type { PolymorphicProps } from './internal/polymorphic.ts'
import { TableContext } from './internal/table-context.ts'
import styles from './table.module.css'

export type TableOwnProps = {
  /** `small` tightens every cell's padding. */
  size?: 'small' | 'medium'
  /** Keep the head row visible while the body scrolls (inside a TableContainer with a max height). */
  stickyHeader?: boolean
}

export type TableProps<C extends ElementType = 'table'> = PolymorphicProps<C, TableOwnProps>

/** A data table (`<table>`), full width. */
export function Table<C extends ElementType = 'table'>({
  size = 'medium',
  stickyHeader = false,
  ...props
}: TableProps<C>) {
  return (
    <TableContext value={{ size, stickyHeader }}>
      <KitElement {...props} fallback="table" classes={[styles.root, stickyHeader && styles.stickyHeader]} />
    </TableContext>
  )
}
