import type { ComponentPropsWithRef } from 'react'
import { classNames } from './internal/class-names.ts'
import styles from './table-row.module.css'

export type TableRowProps = ComponentPropsWithRef<'tr'> & {
  /** Shade the row under the pointer. */
  hover?: boolean
  selected?: boolean
}

/** One table row. */
export function TableRow({ hover = false, selected = false, className, ...rest }: TableRowProps) {
  return (
    <tr
      {...rest}
      aria-selected={selected || undefined}
      className={classNames(styles.root, hover && styles.hover, selected && styles.selected, className)}
    />
  )
}
