import { useQuery } from '@tanstack/react-query'
import { QueryGate } from '@/components/query-gate.tsx'
import { useSectionText } from '../api/document.ts'
import styles from './section-diff.module.css'

/**
 * The word diff of two versions of a section as readers see them. The markdown parser and the diff
 * (about 18 kB gzipped) are fetched with the first change, not with the page: the amendments are drawn
 * after the sections, so the section text reaches the screen without waiting for them.
 */
async function readerDiff(before: string, after: string) {
  const [{ diffWords }, { markdownPlainText }] = await Promise.all([
    import('diff'),
    import('./markdown-plain-text.ts'),
  ])
  return diffWords(markdownPlainText(before), markdownPlainText(after))
}

/** What changed in a section's text as a reader sees it: removed words struck through, added ones underlined. */
export function SectionDiff({ before, after }: { before: string | undefined; after: string }) {
  const previous = useSectionText(before)
  const next = useSectionText(after)
  const previousText = before === undefined ? '' : previous.data
  const diff = useQuery({
    // Both versions are IPFS hashes, so the pair names the diff for good.
    queryKey: ['section-diff', before ?? null, after],
    queryFn: () => readerDiff(previousText ?? '', next.data ?? ''),
    enabled: next.data !== undefined && previousText !== undefined,
    staleTime: Infinity,
  })
  return (
    <QueryGate
      // Without an earlier version there is nothing to read before it (its query stays disabled).
      queries={before === undefined ? [next, diff] : [next, previous, diff]}
      what="change"
      loadingText="Loading the change…"
      errorText={(error) =>
        error === diff.error
          ? 'This change could not be compared: the comparison could not be loaded.'
          : 'This change could not be compared: a version is unreadable.'
      }
    >
      {() => (
        <pre data-testid="section-diff" className={styles.diff}>
          {(diff.data ?? []).map((part, index) =>
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
