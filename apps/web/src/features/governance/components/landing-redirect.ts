import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { hasLiveElection, type BallotLike } from '@portal/chain/governance/ballots'
import { usePendingNavigation } from '@/lib/pending-navigation.ts'

// product.md §2: when the first ballots load, a visitor on `/` goes to the elections if an election or
// leaderboard ballot is voting and not ended. "First" is per page load, and only for a visit that
// began at `/`: a later visit to `/` (the logo, the back button) or one that began on another page
// stays on the list.
let firstBallotsSeen = false
const ELECTIONS = '/trails/elections'

/** True when this page load began at `/` (the navigation entry keeps the URL the document was loaded from). */
function loadedAtRoot(): boolean {
  const [entry] = typeof performance === 'undefined' ? [] : performance.getEntriesByType('navigation')
  if (entry === undefined) return true
  try {
    return new URL(entry.name).pathname === '/'
  } catch {
    return true
  }
}

/**
 * Sends a visitor on `/` to /trails/elections the first time ballots load, when an election is live.
 * True while that redirect is decided or under way, so the list is not painted and then shifted away.
 */
export function useLandingRedirect(landing: boolean, ballots: readonly BallotLike[] | undefined): boolean {
  const navigate = useNavigate()
  const pendingNavigation = usePendingNavigation()
  const redirect =
    landing && ballots !== undefined && !firstBallotsSeen && loadedAtRoot() && hasLiveElection(ballots)
  useEffect(() => {
    if (!ballots || firstBallotsSeen) return
    firstBallotsSeen = true
    if (redirect) void navigate(ELECTIONS, { replace: true })
  }, [ballots, redirect, navigate])
  // The elections page's chunk may still be loading after the redirect began.
  return redirect || pendingNavigation?.pathname === ELECTIONS
}

/** Forgets that ballots were seen (tests). */
export function resetLandingRedirect(): void {
  firstBallotsSeen = false
}
