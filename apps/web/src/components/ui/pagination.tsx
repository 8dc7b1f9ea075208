import type { ChangeEvent, HTMLAttributes, MouseEvent, Ref } from 'react'
import { ChevronLeft, ChevronRight } from './internal/chevron-icons.tsx'
import { classNames } from './internal/class-names.ts'
import styles from './pagination.module.css'

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** How many pages. */
  count: number
  /** The current page, from 1. */
  page: number
  onChange?: (event: MouseEvent<HTMLButtonElement> | ChangeEvent<unknown>, page: number) => void
  disabled?: boolean
  siblingCount?: number
  boundaryCount?: number
  ref?: Ref<HTMLElement>
}

type Item = number | 'start-ellipsis' | 'end-ellipsis'

/** The page numbers to show, MUI's way: the ends, the current page and its neighbours, ellipses between. */
export function pageItems(count: number, page: number, siblingCount = 1, boundaryCount = 1): Item[] {
  const range = (start: number, end: number) =>
    Array.from({ length: Math.max(end - start + 1, 0) }, (_, i) => start + i)
  const startPages = range(1, Math.min(boundaryCount, count))
  const endPages = range(Math.max(count - boundaryCount + 1, boundaryCount + 1), count)
  const siblingsStart = Math.max(
    Math.min(page - siblingCount, count - boundaryCount - siblingCount * 2 - 1),
    boundaryCount + 2,
  )
  const siblingsEnd = Math.min(
    Math.max(page + siblingCount, boundaryCount + siblingCount * 2 + 2),
    count - boundaryCount - 1,
  )
  return [
    ...startPages,
    ...(siblingsStart > boundaryCount + 2
      ? (['start-ellipsis'] as const)
      : boundaryCount + 1 < count - boundaryCount
        ? [boundaryCount + 1]
        : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - boundaryCount - 1
      ? (['end-ellipsis'] as const)
      : count - boundaryCount > boundaryCount
        ? [count - boundaryCount]
        : []),
    ...endPages,
  ]
}

/** MUI's Pagination: a nav of round page buttons with previous/next; the current page has aria-current. */
export function Pagination({
  count,
  page,
  onChange,
  disabled = false,
  siblingCount = 1,
  boundaryCount = 1,
  className,
  ...props
}: PaginationProps) {
  const go = (event: MouseEvent<HTMLButtonElement>, next: number) => {
    if (next !== page) onChange?.(event, next)
  }
  return (
    <nav {...props} className={classNames(styles.root, className)}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.item}
            aria-label="Go to previous page"
            disabled={disabled || page <= 1}
            onClick={(event) => go(event, page - 1)}
          >
            <ChevronLeft />
          </button>
        </li>
        {pageItems(count, page, siblingCount, boundaryCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={styles.item}
                aria-current={item === page ? 'page' : undefined}
                aria-label={item === page ? `page ${item}` : `Go to page ${item}`}
                disabled={disabled}
                onClick={(event) => go(event, item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item}>
              <span className={styles.ellipsis}>…</span>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.item}
            aria-label="Go to next page"
            disabled={disabled || page >= count}
            onClick={(event) => go(event, page + 1)}
          >
            <ChevronRight />
          </button>
        </li>
      </ul>
    </nav>
  )
}
