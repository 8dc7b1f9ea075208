import { Table } from '@/components/ui/table.tsx'
import { TableBody } from '@/components/ui/table-body.tsx'
import { TableCell } from '@/components/ui/table-cell.tsx'
import { TableContainer } from '@/components/ui/table-container.tsx'
import { TableHead } from '@/components/ui/table-head.tsx'
import { TableRow } from '@/components/ui/table-row.tsx'
import type { ReactNode } from 'react'
import { EmptyState } from './empty-state.tsx'
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

/**
 * A labelled, scrollable table of chain rows: its column headers, then `emptyText` as an empty state
 * across them when there are no rows. A last column headed "Actions" sits right, header and buttons alike.
 */
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
      <Table
        size="small"
        aria-label={label}
        className={columns.at(-1) === 'Actions' ? styles.withActions : undefined}
      >
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
              <TableCell colSpan={columns.length}>
                <div className={styles.emptyPlace}>
                  <EmptyState compact>{emptyText}</EmptyState>
                </div>
              </TableCell>
            </TableRow>
          )}
          {children}
        </TableBody>
      </Table>
    </ScrollTable>
  )
}
