import type { ElementType, ReactNode } from 'react'
import { classNames } from './internal/class-names.ts'
import type { PolymorphicProps } from './internal/polymorphic.ts'
import { useTable, useTableSection } from './internal/table-context.ts'
import styles from './table-cell.module.css'

export type TableCellOwnProps = {
  align?: 'inherit' | 'left' | 'center' | 'right' | 'justify'
  padding?: 'normal' | 'checkbox' | 'none'
  size?: 'small' | 'medium'
  /** The column's sort order, announced as `aria-sort`; `false` when it is not the sorted column. */
  sortDirection?: 'asc' | 'desc' | false
  variant?: 'head' | 'body' | 'footer'
  scope?: string
  className?: string
  children?: ReactNode
}

export type TableCellProps<C extends ElementType = 'td'> = PolymorphicProps<C, TableCellOwnProps>

const ALIGN = {
  left: 'alignLeft',
  center: 'alignCenter',
  right: 'alignRight',
  justify: 'alignJustify',
} as const

/** A table cell: a column header (`<th scope="col">`) in the TableHead, a `<td>` elsewhere. */
export function TableCell<C extends ElementType = 'td'>({
  component,
  align = 'inherit',
  padding = 'normal',
  size,
  sortDirection = false,
  variant,
  scope,
  className,
  ...rest
}: TableCellProps<C>) {
  const table = useTable()
  const section = useTableSection()
  const kind = variant ?? section ?? 'body'
  const isHead = kind === 'head'
  const Component: ElementType = component ?? (isHead ? 'th' : 'td')
  return (
    <Component
      scope={scope ?? (isHead ? 'col' : undefined)}
      aria-sort={sortDirection ? (sortDirection === 'asc' ? 'ascending' : 'descending') : undefined}
      {...rest}
      className={classNames(
        styles.root,
        isHead && styles.head,
        (size ?? table.size) === 'small' && styles.small,
        padding === 'checkbox' && styles.paddingCheckbox,
        padding === 'none' && styles.paddingNone,
        align !== 'inherit' && styles[ALIGN[align]],
        isHead && table.stickyHeader && styles.sticky,
        className,
      )}
    />
  )
}
