import type { ClaimRow } from '../contracts/arbitration/tables.ts'
import { isInFuture } from '../time.ts'
import { statusEnum, type StatusOf } from './status.ts'

/** The `claims` row fields the information-request rules read. */
type ClaimDeadlines = Pick<
  ClaimRow,
  'claim_info_needed' | 'response_info_needed' | 'claimant_limit_time' | 'respondant_limit_time'
>

/** Claim statuses (contract enum claim_status): numbers by name, labels, guard and label lookup. */
export const {
  codes: CLAIM_STATUS,
  labels: CLAIM_STATUS_LABELS,
  is: isClaimStatus,
  label: claimStatusLabel,
} = statusEnum(
  { filed: 1, responded: 2, accepted: 3, dismissed: 4 },
  { 1: 'Filed', 2: 'Responded', 3: 'Accepted', 4: 'Dismissed' },
)

/** A claim status number, 1–4. */
export type ClaimStatus = StatusOf<typeof CLAIM_STATUS>

/** True while a claim still awaits a decision (filed or responded). */
export function isClaimOpen(claim: Pick<ClaimRow, 'status'>): boolean {
  return claim.status === CLAIM_STATUS.filed || claim.status === CLAIM_STATUS.responded
}

/**
 * True while a party still has time to answer an information request on the claim: the claimant
 * deadline counts when claim info was requested, the respondant's when response info was (and the
 * case has a respondant), exactly as settleclaim refuses.
 */
export function hasPendingInfoDeadline(
  claim: ClaimDeadlines,
  hasRespondant: boolean,
  now: Date | number = Date.now(),
): boolean {
  const claimantWaiting = claim.claim_info_needed && isInFuture(claim.claimant_limit_time, now)
  const respondantWaiting =
    hasRespondant && claim.response_info_needed && isInFuture(claim.respondant_limit_time, now)
  return claimantWaiting || respondantWaiting
}
