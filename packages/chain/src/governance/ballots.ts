import { chainTimeMs, hasPassed, isInFuture } from '../time.ts'

// telos.decide ballots. The contract knows setup, voting, closed, cancelled and archived; "expired"
// exists only in the client (voting, end time passed) and "not started" is how setup is shown.

/** Ballot status names as telos.decide stores them. */
export const BALLOT_STATUSES = ['setup', 'voting', 'closed', 'cancelled', 'archived'] as const
/** A telos.decide ballot status. */
export type BallotStatus = (typeof BALLOT_STATUSES)[number]

/** Ballot categories telos.decide accepts. */
export const BALLOT_CATEGORIES = ['proposal', 'referendum', 'election', 'poll', 'leaderboard'] as const
/** Voting methods telos.decide accepts (ranked is refused by the contract). */
export const VOTING_METHODS = ['1acct1vote', '1tokennvote', '1token1vote', '1tsquare1v', 'quadratic'] as const

/** The ballot fields the governance rules read. */
export type BallotLike = {
  readonly ballot_name: string
  readonly status: string
  readonly category?: string
  /** time_point_sec; "1970-01-01T00:00:00" while in setup. */
  readonly end_time: string
  readonly begin_time?: string
}

/** How a ballot is shown: its contract status, with setup as not started and an overdue vote as expired. */
export type BallotDisplayStatus =
  'not-started' | 'voting' | 'expired' | 'closed' | 'cancelled' | 'archived' | 'unknown'

/** Label of each display status. */
export const BALLOT_STATUS_LABELS: Readonly<Record<BallotDisplayStatus, string>> = {
  'not-started': 'Not started',
  voting: 'Voting',
  expired: 'Expired',
  closed: 'Closed',
  cancelled: 'Cancelled',
  archived: 'Archived',
  unknown: 'Unknown status',
}

/** The display status of a ballot at `now`. */
export function ballotDisplayStatus(
  ballot: BallotLike,
  now: Date | number = Date.now(),
): BallotDisplayStatus {
  switch (ballot?.status) {
    case 'setup':
      return 'not-started'
    case 'voting':
      return hasPassed(ballot.end_time, now) ? 'expired' : 'voting'
    case 'closed':
    case 'cancelled':
    case 'archived':
      return ballot.status
    default:
      return 'unknown'
  }
}

/** True while a ballot takes votes: status voting, begun, and its end time not yet passed. */
export function isBallotOpen(ballot: BallotLike, now: Date | number = Date.now()): boolean {
  if (ballot?.status !== 'voting' || !isInFuture(ballot.end_time, now)) return false
  return ballot.begin_time === undefined || !isInFuture(ballot.begin_time, now)
}

/** The ballot list's status filters; the spec's "action" label means active. */
export const BALLOT_FILTERS = [
  { value: 'active', label: 'Active' },
  { value: 'not_started', label: 'Not started' },
  { value: 'expired', label: 'Expired' },
  { value: 'closed', label: 'Closed' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'archived', label: 'Archived' },
  { value: 'setup', label: 'Setup' },
] as const

/** A ballot list status filter value. */
export type BallotFilter = (typeof BALLOT_FILTERS)[number]['value']

/** True for a filter value of BALLOT_FILTERS. */
export function isBallotFilter(value: unknown): value is BallotFilter {
  return BALLOT_FILTERS.some((filter) => filter.value === value)
}

/** True when the ballot belongs in the list under `filter` (not started and setup both list ballots in setup). */
export function matchesBallotFilter(
  ballot: BallotLike,
  filter: BallotFilter,
  now: Date | number = Date.now(),
): boolean {
  const status = ballotDisplayStatus(ballot, now)
  switch (filter) {
    case 'active':
      return isBallotOpen(ballot, now)
    case 'not_started':
    case 'setup':
      return status === 'not-started'
    default:
      return status === filter
  }
}

/** Ballots in list order: open ones by end time ascending (ending soonest first), then the rest by end time descending. */
export function sortBallots<T extends BallotLike>(
  ballots: readonly T[],
  now: Date | number = Date.now(),
): T[] {
  if (!Array.isArray(ballots)) return []
  const end = (ballot: T) => chainTimeMs(ballot?.end_time) ?? 0
  const open = ballots.filter((ballot) => isBallotOpen(ballot, now)).sort((a, b) => end(a) - end(b))
  const rest = ballots.filter((ballot) => !isBallotOpen(ballot, now)).sort((a, b) => end(b) - end(a))
  return [...open, ...rest]
}

/** True when the landing page should send a first-time visitor to the elections: an election or leaderboard ballot is voting and not ended. */
export function hasLiveElection(ballots: readonly BallotLike[], now: Date | number = Date.now()): boolean {
  if (!Array.isArray(ballots)) return false
  return ballots.some(
    (ballot: BallotLike | null) =>
      !!ballot &&
      (ballot.category === 'election' || ballot.category === 'leaderboard') &&
      ballot.status === 'voting' &&
      isInFuture(ballot.end_time, now),
  )
}

/** Which balances a new ballot should count votes with. */
export type BallotVoteWeighting = { readonly votestake: boolean; readonly voteliquid: boolean }

/**
 * The togglebal setting names to send after newballot so the ballot ends up with `wanted`.
 * newballot starts with voteliquid off and votestake equal to the treasury's stakeable setting, so
 * only settings that differ are toggled — a single setting is sent on its own when that is all that differs.
 */
export function ballotToggles(
  wanted: BallotVoteWeighting,
  treasuryStakeable: boolean,
): ('votestake' | 'voteliquid')[] {
  const toggles: ('votestake' | 'voteliquid')[] = []
  if (wanted.votestake !== treasuryStakeable) toggles.push('votestake')
  if (wanted.voteliquid) toggles.push('voteliquid')
  return toggles
}
