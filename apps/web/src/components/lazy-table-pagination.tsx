import { Suspense, useEffect } from 'react'
import type { TablePaginationProps } from '@/components/ui/table-pagination.tsx'
import { LazyBoundary } from '@/lib/lazy-boundary.tsx'
import { lazyPart } from '@/lib/lazy-part.tsx'
import { notify } from '@/lib/notifications/notices.ts'
import { whenIdleAfterPaint } from './use-idle-after.ts'
import styles from './lazy-table-pagination.module.css'

// The pagination bar (its rows-per-page select and page buttons) is not needed before a table's rows are
// on screen: it loads next to the rows instead; `usePaginationPreload` starts it while they are being read.
const TablePagination = lazyPart<TablePaginationProps>(
  async () => (await import('@/components/ui/table-pagination.tsx')).TablePagination,
)

/**
 * Starts fetching the pagination code once the page has been painted and the browser is idle, while its
 * table's rows are read. Requested with the page's first render, or even right after its paint (before
 * a busy phone has shown that frame), it was one more round trip before the page's largest text in
 * Lighthouse's simulated load (issue 41), though the page never waited for it.
 */
export function usePaginationPreload(): void {
  useEffect(() => whenIdleAfterPaint(TablePagination.preload), [])
}

/** The table's pagination bar, loaded on first use; without its code the table stays usable on page 1. */
export function LazyTablePagination(props: Omit<TablePaginationProps, 'component'>) {
  return (
    <LazyBoundary
      fallback={null}
      onError={() =>
        notify('negative', 'The table pages could not be loaded. Check your connection and reload the page.')
      }
    >
      <Suspense fallback={<div className={styles.placeholder} />}>
        <TablePagination {...props} />
      </Suspense>
    </LazyBoundary>
  )
}
