import type { ComponentPropsWithRef } from 'react'
import { TableSectionContext } from './internal/table-context.ts'

export type TableBodyProps = ComponentPropsWithRef<'tbody'>

/** The table's body rows. */
export function TableBody(props: TableBodyProps) {
  return (
    <TableSectionContext value="body">
      <tbody {...props} />
    </TableSectionContext>
  )
}
