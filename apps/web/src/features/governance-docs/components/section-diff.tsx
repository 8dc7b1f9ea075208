import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { diffWords } from 'diff'
import { useMemo } from 'react'
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
  if (next.isError || previous.isError)
    return <Alert severity="warning">This change could not be compared: a version is unreadable.</Alert>
  if (next.isPending || (before !== undefined && previous.isPending))
    return <Skeleton variant="text" width="80%" aria-label="Loading the change" />
  return (
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
  )
}
