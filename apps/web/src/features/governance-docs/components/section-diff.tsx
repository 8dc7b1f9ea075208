import Box from '@mui/material/Box'
import { diffWords } from 'diff'
import { useMemo } from 'react'
import { QueryGate } from '@/components/query-gate.tsx'
import { useSectionText } from '../api/document.ts'
import { markdownPlainText } from './markdown-plain-text.ts'

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
        <Box
          component="pre"
          data-testid="section-diff"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', m: 0 }}
        >
          {parts.map((part, index) =>
            part.added ? (
              <Box component="ins" key={index} sx={{ bgcolor: '#d7f5dd', color: '#0b3d17' }}>
                {part.value}
              </Box>
            ) : part.removed ? (
              <Box component="del" key={index} sx={{ bgcolor: '#fbe0e0', color: '#5c0b0b' }}>
                {part.value}
              </Box>
            ) : (
              <span key={index}>{part.value}</span>
            ),
          )}
        </Box>
      )}
    </QueryGate>
  )
}
