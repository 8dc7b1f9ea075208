import type { ClaimRow } from '../contracts/arbitration/tables.ts'
import { isInFuture } from '../time.ts'
import { isStatusOf, statusLabelOf } from './status.ts'

/** The `claims` row fields the information-request rules read. */
type ClaimDeadlines = Pick<
  ClaimRow,
  'claim_info_needed' | 'response_info_needed' | 'claimant_limit_time' | 'respondant_limit_time'
>

/** Claim status numbers by name (contract enum claim_status). */
export const CLAIM_STATUS = { filed: 1, responded: 2, accepted: 3, dismissed: 4 } as const

/** A claim status number, 1–4. */
export type ClaimStatus = (typeof CLAIM_STATUS)[keyof typeof CLAIM_STATUS]

/** Display label of each claim status. */
export const CLAIM_STATUS_LABELS: Readonly<Record<ClaimStatus, string>> = {
  1: 'Filed',
  2: 'Responded',
  3: 'Accepted',
  4: 'Dismissed',
}

/** True for a claim status number 1–4. */
export function isClaimStatus(value: unknown): value is ClaimStatus {
  return isStatusOf(CLAIM_STATUS, value)
}

/** The label of a claim status, or "Unknown status". */
export function claimStatusLabel(value: unknown): string {
  return statusLabelOf(CLAIM_STATUS, CLAIM_STATUS_LABELS, value)
}

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
