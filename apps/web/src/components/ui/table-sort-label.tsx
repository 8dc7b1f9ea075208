import type { ElementType } from 'react'
import { ButtonBase, type ButtonBaseOwnProps } from './button-base.tsx'
import { ArrowDownwardIcon } from './icons.tsx'
import { classNames } from './internal/class-names.ts'
import type { PolymorphicProps } from './internal/polymorphic.ts'
import styles from './table-sort-label.module.css'

export type TableSortLabelOwnProps = ButtonBaseOwnProps & {
  /** This column is the sorted one (its arrow shows). */
  active?: boolean
  /** The arrow's direction: up for ascending, down for descending. */
  direction?: 'asc' | 'desc'
  hideSortIcon?: boolean
}

export type TableSortLabelProps<C extends ElementType = 'button'> = PolymorphicProps<
  C,
  TableSortLabelOwnProps
>

/**
 * A sortable column's title: a button that sorts by the column. The order itself is announced by
 * the header cell's `aria-sort` (TableCell's `sortDirection`).
 */
export function TableSortLabel<C extends ElementType = 'button'>({
  active = false,
  direction = 'asc',
  hideSortIcon = false,
  className,
  children,
  ...rest
}: TableSortLabelProps<C>) {
  return (
    <ButtonBase<ElementType>
      {...rest}
      className={classNames(styles.root, active && styles.active, styles[direction], className)}
    >
      {children}
      {hideSortIcon && !active ? null : <ArrowDownwardIcon className={styles.icon} />}
    </ButtonBase>
  )
}
