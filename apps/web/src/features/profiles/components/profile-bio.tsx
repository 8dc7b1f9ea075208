import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import Markdown, { type Components } from 'react-markdown'
import rehypeSanitize from 'rehype-sanitize'

// A bio is untrusted text. Text that looks like HTML is shown exactly as written; anything else is
// read as markdown through react-markdown + rehype-sanitize, with images left out (a bio cannot make
// the reader's browser fetch from a third party) and links only to http(s) pages.

const LOOKS_LIKE_HTML = /<\/?[a-z!][^>]*>/i

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

/** A profile's bio: plain text when it holds HTML, else sanitized markdown. */
export function ProfileBio({ bio }: { bio: string }) {
  if (bio.trim() === '')
    return (
      <Typography color="textSecondary" data-testid="profile-bio">
        No bio yet.
      </Typography>
    )
  if (LOOKS_LIKE_HTML.test(bio))
    return (
      <Typography data-testid="profile-bio" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {bio}
      </Typography>
    )
  return (
    <Typography component="div" data-testid="profile-bio" sx={{ overflowWrap: 'anywhere' }}>
      <Markdown rehypePlugins={[rehypeSanitize]} components={components}>
        {bio}
      </Markdown>
    </Typography>
  )
}
