import type { ComponentPropsWithRef } from 'react'
import { TableSectionContext } from './internal/table-context.ts'

export type TableHeadProps = ComponentPropsWithRef<'thead'>

/** The table's head rows; its cells are column headers (`<th scope="col">`). */
export function TableHead(props: TableHeadProps) {
  return (
    <TableSectionContext value="head">
      <thead {...props} />
    </TableSectionContext>
  )
}
