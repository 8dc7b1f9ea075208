// case_status of the arbitration contract's `casefiles` rows (contract enum case_status).

/** Case status numbers by name, as the contract stores them. */
export const CASE_STATUS = {
  setup: 0,
  awaitingArbs: 1,
  arbsAssigned: 2,
  investigation: 3,
  decision: 4,
  enforcement: 5,
  resolved: 6,
  dismissed: 7,
  cancelled: 8,
  mistrial: 9,
} as const

/** A case status number, 0–9. */
export type CaseStatus = (typeof CASE_STATUS)[keyof typeof CASE_STATUS]

/** Display label of each case status. */
export const CASE_STATUS_LABELS: Readonly<Record<CaseStatus, string>> = {
  0: 'Setup',
  1: 'Awaiting offers',
  2: 'Arbitrators assigned',
  3: 'Investigation',
  4: 'Decision',
  5: 'Enforcement',
  6: 'Resolved',
  7: 'Dismissed',
  8: 'Cancelled',
  9: 'Mistrial',
}

/** True for a case status number 0–9. */
export function isCaseStatus(value: unknown): value is CaseStatus {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 9
}

/** The label of a case status, or "Unknown status" for a value outside 0–9. */
export function caseStatusLabel(value: unknown): string {
  return isCaseStatus(value) ? CASE_STATUS_LABELS[value] : 'Unknown status'
}

/** True for the statuses a case never leaves (resolved, dismissed, cancelled, mistrial). */
export function isCaseClosed(status: unknown): boolean {
  return status === 6 || status === 7 || status === 8 || status === 9
}

/**
 * The steps the case stepper shows for a case, in order; the current status is always one of them.
 * A case ends in exactly one of resolved, dismissed, cancelled or mistrial, so the stepper shows
 * the path that leads to the ending the case actually has.
 */
export function caseSteps(status: unknown): readonly CaseStatus[] {
  switch (status) {
    case 7: // rejected ruling: dismissed after the decision
      return [0, 1, 2, 3, 4, 7]
    case 8: // the claimant cancelled while waiting for offers
      return [0, 1, 8]
    case 9: // a recusal ends the case at any point between assignment and decision
      return [0, 1, 2, 3, 4, 9]
    default:
      return [0, 1, 2, 3, 4, 5, 6]
  }
}
