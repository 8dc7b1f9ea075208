import { Typography } from '@/components/ui/typography.tsx'
import {
  isPlainParagraph,
  LazyMarkdown,
  PlainParagraph,
  PlainText,
  preloadMarkdown,
} from '@/components/markdown-text.tsx'
import { LazyBoundary } from '@/lib/lazy-boundary.tsx'

/** Starts fetching the markdown renderer, e.g. while the profile is being read. */
export const preloadMarkdownBio = preloadMarkdown

/**
 * A profile's bio, untrusted: sanitized markdown, any HTML in it shown as text. It suspends while the
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
  // A bio without any markdown is drawn as the renderer would draw it, without waiting for it.
  if (isPlainParagraph(bio)) return <PlainParagraph text={bio} testId="profile-bio" />
  // Without the renderer (its chunk failed to load) the bio is still readable, as written.
  return (
    <LazyBoundary fallback={<PlainText text={bio} testId="profile-bio" />}>
      <LazyMarkdown text={bio} testId="profile-bio" headingStart={3} />
    </LazyBoundary>
  )
}
