import { isInFuture } from '../time.ts'
import { isSet, type ClaimLike } from './shapes.ts'

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
  return value === 1 || value === 2 || value === 3 || value === 4
}

/** The label of a claim status, or "Unknown status". */
export function claimStatusLabel(value: unknown): string {
  return isClaimStatus(value) ? CLAIM_STATUS_LABELS[value] : 'Unknown status'
}

/** True while a claim still awaits a decision (filed or responded). */
export function isClaimOpen(claim: Pick<ClaimLike, 'status'>): boolean {
  return claim?.status === CLAIM_STATUS.filed || claim?.status === CLAIM_STATUS.responded
}

/**
 * True while a party still has time to answer an information request on the claim: the claimant
 * deadline counts when claim info was requested, the respondant's when response info was (and the
 * case has a respondant), exactly as settleclaim refuses.
 */
export function hasPendingInfoDeadline(
  claim: ClaimLike,
  hasRespondant: boolean,
  now: Date | number = Date.now(),
): boolean {
  if (!claim) return false
  const claimantWaiting = isSet(claim.claim_info_needed) && isInFuture(claim.claimant_limit_time, now)
  const respondantWaiting =
    !!hasRespondant && isSet(claim.response_info_needed) && isInFuture(claim.respondant_limit_time, now)
  return claimantWaiting || respondantWaiting
}
