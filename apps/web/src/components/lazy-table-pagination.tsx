import type { TablePaginationProps } from '@mui/material/TablePagination'
import { Suspense } from 'react'
import { LazyBoundary } from '@/lib/lazy-boundary.tsx'
import { lazyPart } from '@/lib/lazy-part.tsx'
import { notify } from '@/lib/notifications/notices.ts'
import styles from './lazy-table-pagination.module.css'

// MUI's TablePagination brings its rows-per-page Select (with Menu, Popover and Modal) and the Popper of
// its button tooltips: about 35 kB gzipped that no table needs before its rows are on screen. It
// loads next to the rows instead; `preloadTablePagination` starts it while they are being read.
const TablePagination = lazyPart<TablePaginationProps<'div'>>(
  async () => (await import('@mui/material/TablePagination')).default,
)

/** Starts fetching the pagination code, e.g. while a table's rows are being read. */
export const preloadTablePagination = TablePagination.preload

/** MUI's TablePagination (rendered as a div), loaded on first use; without its code the table stays usable on page 1. */
export function LazyTablePagination(props: Omit<TablePaginationProps<'div'>, 'component'>) {
  return (
    <LazyBoundary
      fallback={null}
      onError={() =>
        notify('negative', 'The table pages could not be loaded. Check your connection and reload the page.')
      }
    >
      <Suspense fallback={<div className={styles.placeholder} />}>
        <TablePagination component="div" {...props} />
      </Suspense>
    </LazyBoundary>
  )
}
