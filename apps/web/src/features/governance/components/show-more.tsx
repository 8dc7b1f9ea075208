import { Button } from '@/components/ui/button.tsx'
import { useState } from 'react'
import styles from './show-more.module.css'

/**
 * The first `pageSize` items, and a "Show more" button that adds a page at a time. The count starts
 * again whenever `resetKey` changes (other filters, another tab). In a Stack (`inStack`), the Stack's gap
 * alone spaces the button from the list.
 */
export function useShowMore<T>(items: readonly T[], pageSize: number, resetKey = '', inStack = false) {
  const [limit, setLimit] = useState({ key: resetKey, count: pageSize })
  const count = limit.key === resetKey ? limit.count : pageSize
  const rest = items.length - count
  return {
    shown: items.slice(0, count),
    more:
      rest > 0 ? (
        <div className={inStack ? `${styles.more} ${styles.inStack}` : styles.more}>
          <Button variant="outlined" onClick={() => setLimit({ key: resetKey, count: count + pageSize })}>
            Show more ({rest} more)
          </Button>
        </div>
      ) : null,
  }
}
