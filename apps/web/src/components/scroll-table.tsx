import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { ReactNode } from 'react'
import styles from './scroll-table.module.css'

/** A table container that scrolls sideways on narrow screens and can be focused to scroll by keyboard. */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={`${label} (scrollable)`}
      className={styles.scrollTable}
    >
      {children}
    </TableContainer>
  )
}

/** A labelled, scrollable table of chain rows: its column headers, then `emptyText` across them when there are no rows. */
export function RowsTable({
  label,
  columns,
  rowCount,
  emptyText,
  children,
}: {
  label: string
  columns: readonly ReactNode[]
  rowCount: number
  emptyText: string
  children: ReactNode
}) {
  return (
    <ScrollTable label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell key={index}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rowCount === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length}>{emptyText}</TableCell>
            </TableRow>
          )}
          {children}
        </TableBody>
      </Table>
    </ScrollTable>
  )
}
