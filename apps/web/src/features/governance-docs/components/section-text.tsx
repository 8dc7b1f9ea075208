import Alert from '@mui/material/Alert'
import Skeleton from '@mui/material/Skeleton'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { ComponentProps } from 'react'
import Markdown from 'react-markdown'
import rehypeSanitize from 'rehype-sanitize'
import { useSectionText } from '../api/document.ts'

/** Links in a document open elsewhere, only when they are http(s). */
function SafeLink({ href, children }: ComponentProps<'a'>) {
  if (!href || !/^https?:\/\//i.test(href)) return <>{children}</>
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  )
}

// A section's own headings sit under the page's: its first level is the page's third.
const components = {
  a: SafeLink,
  h1: ({ children }: ComponentProps<'h1'>) => (
    <Typography component="h3" variant="h6">
      {children}
    </Typography>
  ),
  h2: ({ children }: ComponentProps<'h2'>) => (
    <Typography component="h4" variant="subtitle1">
      {children}
    </Typography>
  ),
}

/** A section's text from IPFS as sanitized markdown. */
export function SectionText({ hash }: { hash: string }) {
  const text = useSectionText(hash)
  if (text.isPending) return <Skeleton variant="text" width="80%" aria-label="Loading the section" />
  if (text.isError)
    return <Alert severity="warning">The text of this section could not be read: {text.error.message}</Alert>
  return (
    <Markdown rehypePlugins={[rehypeSanitize]} components={components} skipHtml>
      {text.data}
    </Markdown>
  )
}
