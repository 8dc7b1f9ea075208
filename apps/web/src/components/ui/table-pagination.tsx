import {
  useId,
  type ChangeEvent,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react'
import { ChevronLeft, ChevronRight } from './internal/chevron-icons.tsx'
import { classNames } from './internal/class-names.ts'
import styles from './table-pagination.module.css'

/** What `labelDisplayedRows` is given, as MUI. */
export interface DisplayedRows {
  from: number
  to: number
  count: number
  page: number
}

export interface TablePaginationProps extends HTMLAttributes<HTMLDivElement> {
  /** All rows; -1 when unknown. */
  count: number
  /** The current page, from 0. */
  page: number
  rowsPerPage: number
  onPageChange: (event: MouseEvent<HTMLButtonElement> | null, page: number) => void
  onRowsPerPageChange?: (event: ChangeEvent<HTMLSelectElement>) => void
  /** The choices of rows per page; with fewer than two, no choice is shown. */
  rowsPerPageOptions?: readonly number[]
  labelRowsPerPage?: ReactNode
  labelDisplayedRows?: (rows: DisplayedRows) => ReactNode
  /** Accepted for MUI compatibility: the bar is always a div. */
  component?: 'div'
  ref?: Ref<HTMLDivElement>
}

function defaultLabelDisplayedRows({ from, to, count }: DisplayedRows): string {
  return `${from}–${to} of ${count !== -1 ? count : `more than ${to}`}`
}

/**
 * MUI's TablePagination bar: "Rows per page:" with the browser's own select, "1–10 of 42", and the
 * previous/next page buttons with MUI's labels.
 */
export function TablePagination({
  count,
  page,
  rowsPerPage,
  onPageChange,
  onRowsPerPageChange,
  rowsPerPageOptions = [10, 25, 50, 100],
  labelRowsPerPage = 'Rows per page:',
  labelDisplayedRows = defaultLabelDisplayedRows,
  component: _component,
  className,
  ...props
}: TablePaginationProps) {
  const selectId = useId()
  const from = count === 0 ? 0 : page * rowsPerPage + 1
  const to = count === -1 ? (page + 1) * rowsPerPage : Math.min(count, (page + 1) * rowsPerPage)
  const lastPage = count === -1 ? Infinity : Math.max(0, Math.ceil(count / rowsPerPage) - 1)
  return (
    <div {...props} className={classNames(styles.root, className)}>
      <div className={styles.toolbar}>
        <div className={styles.spacer} />
        {rowsPerPageOptions.length > 1 && (
          <>
            <label htmlFor={selectId} className={styles.text}>
              {labelRowsPerPage}
            </label>
            <select
              id={selectId}
              className={styles.select}
              value={rowsPerPage}
              onChange={(event) => onRowsPerPageChange?.(event)}
            >
              {rowsPerPageOptions.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </>
        )}
        <p className={styles.text}>{labelDisplayedRows({ from, to, count, page })}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.button}
            aria-label="Go to previous page"
            title="Go to previous page"
            disabled={page <= 0}
            onClick={(event) => onPageChange(event, page - 1)}
          >
            <ChevronLeft />
          </button>
          <button
            type="button"
            className={styles.button}
            aria-label="Go to next page"
            title="Go to next page"
            disabled={page >= lastPage}
            onClick={(event) => onPageChange(event, page + 1)}
          >
            <ChevronRight />
          </button>
        </div>
      </div>
    </div>
  )
}
