import type { HTMLAttributes, ReactNode } from 'react'
import { InboxIcon } from '@/components/ui/icons.tsx'
import styles from './empty-state.module.css'

export type EmptyStateProps = {
  /** One sentence: what is missing, and if the reader can change it, how ("No ballots match these filters."). */
  children: ReactNode
  /** A button or link that fills the list (create one, clear the filters). */
  action?: ReactNode
  /** Inside a card, table or drawer: no frame of its own, less room above and below. */
  compact?: boolean
} & Omit<HTMLAttributes<HTMLDivElement>, 'children'>

/**
 * What every list shows when it has nothing in it: an icon, one sentence and an optional action,
 * centred, framed as a card where the list's cards would be, or `compact` inside the list's own card or
 * table (never a bare line of text where rows would be).
 */
export function EmptyState({ children, action, compact = false, className, ...rest }: EmptyStateProps) {
  return (
    <div {...rest} className={[styles.root, compact && styles.compact, className].filter(Boolean).join(' ')}>
      <span className={styles.icon} aria-hidden>
        <InboxIcon fontSize="inherit" />
      </span>
      <p className={styles.text}>{children}</p>
      {action !== undefined && <div className={styles.action}>{action}</div>}
    </div>
  )
}
