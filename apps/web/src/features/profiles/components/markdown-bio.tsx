import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import Markdown, { type Components } from 'react-markdown'
import rehypeSanitize from 'rehype-sanitize'

// A bio is untrusted text: it is read as markdown through react-markdown + rehype-sanitize, with images
// left out (a bio cannot make the reader's browser fetch from a third party) and links only to http(s)
// pages. Its own chunk: react-markdown and its parsers are about 36 kB gzipped.

function safeHref(href: unknown): string | undefined {
  if (typeof href !== 'string') return undefined
  try {
    const url = new URL(href)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}

const components: Components = {
  a: ({ href, children }) => {
    const safe = safeHref(href)
    return safe ? (
      <Link href={safe} target="_blank" rel="noopener noreferrer">
        {children}
      </Link>
    ) : (
      <>{children}</>
    )
  },
  img: ({ alt }) => <>{alt ?? ''}</>,
  // Headings in a bio sit under the profile's own section headings (h2), so they start at h3.
  h1: ({ children }) => (
    <Typography component="h3" variant="h6">
      {children}
    </Typography>
  ),
  h2: ({ children }) => (
    <Typography component="h4" variant="subtitle1">
      {children}
    </Typography>
  ),
}

/** A bio read as sanitized markdown. */
export function MarkdownBio({ bio }: { bio: string }) {
  return (
    <Markdown rehypePlugins={[rehypeSanitize]} components={components}>
      {bio}
    </Markdown>
  )
}
