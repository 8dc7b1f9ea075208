import Typography from '@mui/material/Typography'
import { LazyBoundary } from '@/lib/lazy-boundary.tsx'
import { lazyPart } from '@/lib/lazy-part.tsx'

// A bio is untrusted text. Text that looks like HTML is shown exactly as written; anything else is
// read as markdown (markdown-bio.tsx), whose renderer loads as its own chunk, fetched while the
// profile is read (`preloadMarkdownBio`).

const LOOKS_LIKE_HTML = /<\/?[a-z!][^>]*>/i

const MarkdownBio = lazyPart(async () => (await import('./markdown-bio.tsx')).MarkdownBio)

/** Starts fetching the markdown renderer, e.g. while the profile is being read. */
export const preloadMarkdownBio = MarkdownBio.preload

/**
 * A profile's bio: plain text when it holds HTML, else sanitized markdown. It suspends while the
 * markdown renderer loads, so the page's Suspense boundary shows instead of a bio that grows and pushes
 * the rest of the page down when it arrives.
 */
export function ProfileBio({ bio }: { bio: string }) {
  if (bio.trim() === '')
    return (
      <Typography color="textSecondary" data-testid="profile-bio">
        No bio yet.
      </Typography>
    )
  const plain = (
    <Typography data-testid="profile-bio" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {bio}
    </Typography>
  )
  if (LOOKS_LIKE_HTML.test(bio)) return plain
  // Without the renderer (its chunk failed to load) the bio is still readable, as written.
  return (
    <LazyBoundary fallback={plain}>
      <Typography component="div" data-testid="profile-bio" sx={{ overflowWrap: 'anywhere' }}>
        <MarkdownBio bio={bio} />
      </Typography>
    </LazyBoundary>
  )
}
