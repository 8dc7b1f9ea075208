import Alert from '@mui/material/Alert'
import Skeleton from '@mui/material/Skeleton'
import { MarkdownText } from '@/components/markdown-text.tsx'
import { useSectionText } from '../api/document.ts'

/** A section's text from IPFS as sanitized markdown; its own headings sit under the page's (h3 on). */
export function SectionText({ hash }: { hash: string }) {
  const text = useSectionText(hash)
  if (text.isPending) return <Skeleton variant="text" width="80%" aria-label="Loading the section" />
  if (text.isError)
    return <Alert severity="warning">The text of this section could not be read: {text.error.message}</Alert>
  return <MarkdownText text={text.data} headingStart={3} />
}
