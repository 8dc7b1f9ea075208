import { diffWords } from 'diff'
import { useMemo } from 'react'
import { QueryGate } from '@/components/query-gate.tsx'
import { useSectionText } from '../api/document.ts'
import { markdownPlainText } from './markdown-plain-text.ts'
import styles from './section-diff.module.css'

/** What changed in a section's text as a reader sees it: removed words struck through, added ones underlined. */
export function SectionDiff({ before, after }: { before: string | undefined; after: string }) {
  const previous = useSectionText(before)
  const next = useSectionText(after)
  const parts = useMemo(
    () =>
      next.data === undefined
        ? []
        : diffWords(markdownPlainText(previous.data ?? ''), markdownPlainText(next.data)),
    [previous.data, next.data],
  )
  return (
    <QueryGate
      // Without an earlier version there is nothing to read before it (its query stays disabled).
      queries={before === undefined ? [next] : [next, previous]}
      what="change"
      loadingText="Loading the change…"
      errorText={() => 'This change could not be compared: a version is unreadable.'}
    >
      {() => (
        <pre data-testid="section-diff" className={styles.diff}>
          {parts.map((part, index) =>
            part.added ? (
              <ins key={index} className={styles.added}>
                {part.value}
              </ins>
            ) : part.removed ? (
              <del key={index} className={styles.removed}>
                {part.value}
              </del>
            ) : (
              <span key={index}>{part.value}</span>
            ),
          )}
        </pre>
      )}
    </QueryGate>
  )
}
