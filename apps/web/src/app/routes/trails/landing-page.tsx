import { Suspense } from 'react'
import { useBallots } from '@/features/governance/api/ballots.ts'
import { useLandingRedirect } from '@/features/governance/components/landing-redirect.ts'
import { lazyPart } from '@/lib/lazy-part.tsx'
import { PortalLoading } from '../../layouts/portal-loading.tsx'

// The ballots list arrives only when the visit stays on `/`: when an election is live the visitor goes
// on to the elections, whose chunks the route-preload script fetched with this page's.
const BallotsPage = lazyPart(async () => (await import('./ballots-page.tsx')).BallotsPage)

/**
 * `/`: decides the landing redirect (the elections when one is voting) as soon as the ballots are read,
 * before the ballots page's code is fetched; otherwise it is the ballots page.
 */
export function LandingPage() {
  const ballots = useBallots()
  const redirecting = useLandingRedirect(true, ballots.data)
  // Not a QueryGate on purpose: this is the route deciding where the visit goes, not a read shown to
  // the visitor. While it decides, the page stays the boot screen's "Loading the portal…" (no loading
  // line swapped in for a moment before a redirect), and a failed read is the ballots page's to show,
  // through its own QueryGate with Retry, inside the page's tabs and filters.
  if (!ballots.isError && (ballots.isPending || redirecting)) return <PortalLoading />
  return (
    <Suspense fallback={<PortalLoading />}>
      <BallotsPage />
    </Suspense>
  )
}
