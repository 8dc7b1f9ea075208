import type { ArbitratorRow, ElectionRow, NomineeRow } from '../contracts/arbitration/tables.ts'
import { hasPassed } from '../time.ts'
import { findArbitrator, isSeatedArbitrator } from './arbitrators.ts'
import { statusEnum, type StatusOf } from './status.ts'

/** The `elections` row fields the phase and candidacy rules read. */
type Election = Pick<ElectionRow, 'status' | 'end_add_candidates_ts' | 'end_voting_ts' | 'candidates'>

/** Election statuses (contract enum election_status): numbers by name, labels, guard and label lookup. */
export const {
  codes: ELECTION_STATUS,
  labels: ELECTION_STATUS_LABELS,
  is: isElectionStatus,
  label: electionStatusLabel,
} = statusEnum({ created: 1, live: 2, ended: 3 }, { 1: 'Created', 2: 'Live', 3: 'Ended' })

/** An election status number, 1–3. */
export type ElectionStatus = StatusOf<typeof ELECTION_STATUS>

/** Where the election process stands, which drives the admin stepper and the elections step panel. */
export type ElectionPhase = 'setup' | 'candidate-registration' | 'election-ready' | 'voting' | 'finalization'

/** The admin stepper's steps in order, with their labels. */
export const ADMIN_STEPS: readonly { readonly phase: ElectionPhase; readonly label: string }[] = [
  { phase: 'setup', label: 'Setup & nominee registration' },
  { phase: 'candidate-registration', label: 'Candidate registration' },
  { phase: 'election-ready', label: 'Election ready' },
  { phase: 'voting', label: 'Voting' },
  { phase: 'finalization', label: 'Election finalization' },
]

/** The current election: the row whose election_id is config.current_election_id (never simply the first row). */
export function currentElection<T extends Pick<ElectionRow, 'election_id'>>(
  elections: readonly T[],
  currentElectionId: ElectionRow['election_id'] | undefined,
): T | undefined {
  return currentElectionId === undefined
    ? undefined
    : elections.find((row) => row.election_id === currentElectionId)
}

/**
 * The phase of an election: status 1 is candidate registration until end_add_candidates_ts, then
 * election ready; status 2 is voting until end_voting_ts, then finalization; ended or missing
 * elections are back at setup.
 */
export function electionPhase(
  election: Pick<ElectionRow, 'status' | 'end_add_candidates_ts' | 'end_voting_ts'> | undefined,
  now: Date | number = Date.now(),
): ElectionPhase {
  if (election?.status === ELECTION_STATUS.created) {
    return hasPassed(election.end_add_candidates_ts, now) ? 'election-ready' : 'candidate-registration'
  }
  if (election?.status === ELECTION_STATUS.live) {
    return hasPassed(election.end_voting_ts, now) ? 'finalization' : 'voting'
  }
  return 'setup'
}

/** The index of a phase in ADMIN_STEPS, for the stepper's active step. */
export function adminStepIndex(phase: ElectionPhase): number {
  return ADMIN_STEPS.findIndex((step) => step.phase === phase)
}

/** What the Resolve home election card shows and where it links. */
export type ElectionCard = {
  readonly state: 'created' | 'live' | 'finalizing' | 'ended'
  readonly title: string
  readonly href: '/resolve/elections' | '/resolve/cases'
}

/** The election card for the current election: live shows as finalizing once voting has ended; only ended links to the cases. */
export function electionCard(
  election: Pick<ElectionRow, 'status' | 'end_voting_ts'> | undefined,
  now: Date | number = Date.now(),
): ElectionCard {
  switch (election?.status) {
    case ELECTION_STATUS.created:
      // The original said "Elections Coming Soon!" while nominations were already open.
      return { state: 'created', title: 'Nominations Are Open!', href: '/resolve/elections' }
    case ELECTION_STATUS.live:
      return hasPassed(election.end_voting_ts, now)
        ? { state: 'finalizing', title: 'Election Has Ended', href: '/resolve/elections' }
        : { state: 'live', title: 'Election is Live!', href: '/resolve/elections' }
    default:
      return { state: 'ended', title: 'Arbitration is Currently Ongoing!', href: '/resolve/cases' }
  }
}

/** How an election is named in lists: its ballot name, or "#{election_id}" before voting has begun. */
export function electionName(election: Pick<ElectionRow, 'ballot_name' | 'election_id'>): string {
  return election.ballot_name ? election.ballot_name : `#${election.election_id}`
}

/** What one account may do in the elections step panel right now. */
export type NominationActions = {
  readonly nominateSelf: boolean
  readonly removeNomination: boolean
  readonly registerCandidate: boolean
  readonly removeCandidacy: boolean
}

/** Inputs of nominationActions. */
export type NominationContext = {
  readonly account: string | undefined
  readonly election: Election | undefined
  readonly nominees: readonly Pick<NomineeRow, 'nominee_name'>[]
  readonly arbitrators: readonly Pick<ArbitratorRow, 'arb' | 'arb_status' | 'term_expiration'>[]
  readonly now?: Date | number
}

/**
 * The step-panel actions for an account. Nominating is open while no election is voting (setup and
 * candidate registration) to anyone who is neither a nominee nor a seated arbitrator; candidacy can
 * change only during candidate registration, which is what the contract accepts.
 */
export function nominationActions(context: NominationContext): NominationActions {
  const { account, election, nominees, arbitrators } = context
  const now = context.now ?? Date.now()
  const none = {
    nominateSelf: false,
    removeNomination: false,
    registerCandidate: false,
    removeCandidacy: false,
  }
  if (!account) return none
  const phase = electionPhase(election, now)
  const isNominee = nominees.some((row) => row.nominee_name === account)
  const isCandidate = isElectionCandidate(election, account)
  const arbitrator = findArbitrator(arbitrators, account)
  const seated = arbitrator !== undefined && isSeatedArbitrator(arbitrator, now)
  const registering = phase === 'candidate-registration'
  return {
    nominateSelf: !isNominee && !seated && (phase === 'setup' || registering),
    removeNomination: isNominee && !isCandidate,
    registerCandidate: isNominee && !isCandidate && registering,
    removeCandidacy: isCandidate && registering,
  }
}

/** True when the account is among the election's candidates. */
export function isElectionCandidate(
  election: Pick<ElectionRow, 'candidates'> | undefined,
  account: string | undefined,
): boolean {
  return !!account && !!election && election.candidates.some((candidate) => candidate.name === account)
}

/** True when the nominee list shows a remove icon on this nomination: the user's own, once the candidate-add deadline has passed. */
export function showsNomineeRemoveIcon(
  nominee: Pick<NomineeRow, 'nominee_name'>,
  account: string | undefined,
  election: Pick<ElectionRow, 'end_add_candidates_ts' | 'candidates'> | undefined,
  now: Date | number = Date.now(),
): boolean {
  if (!account || nominee.nominee_name !== account) return false
  const pastAddCandidates = !election || hasPassed(election.end_add_candidates_ts, now)
  return pastAddCandidates && !isElectionCandidate(election, account)
}
