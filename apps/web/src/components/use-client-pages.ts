import { useState } from 'react'

/**
 * Rows already in memory, shown `pageSize` at a time: the rows of the current page, and the props for
 * LazyTablePagination. The page starts again from the first whenever `resetKey` changes (a new search
 * or filter), and never points past the last page when rows go away.
 */
export function useClientPages<T>(rows: readonly T[], pageSize: number, resetKey = '') {
  const [wanted, setWanted] = useState({ key: resetKey, page: 0 })
  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1)
  const page = Math.min(wanted.key === resetKey ? wanted.page : 0, lastPage)
  return {
    rows: rows.slice(page * pageSize, (page + 1) * pageSize),
    /** More than one page: the pagination bar is worth showing. */
    paged: rows.length > pageSize,
    pagination: {
      count: rows.length,
      page,
      rowsPerPage: pageSize,
      rowsPerPageOptions: [pageSize],
      onPageChange: (_event: unknown, next: number) => setWanted({ key: resetKey, page: next }),
    },
  }
}
