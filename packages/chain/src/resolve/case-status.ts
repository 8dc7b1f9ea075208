import { isStatusOf, statusLabelOf } from './status.ts'

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
  return isStatusOf(CASE_STATUS, value)
}

/** The label of a case status, or "Unknown status" for a value outside 0–9. */
export function caseStatusLabel(value: unknown): string {
  return statusLabelOf(CASE_STATUS, CASE_STATUS_LABELS, value)
}

/** True for the statuses a case never leaves (resolved, dismissed, cancelled, mistrial). */
export function isCaseClosed(status: number): boolean {
  return (
    status === CASE_STATUS.resolved ||
    status === CASE_STATUS.dismissed ||
    status === CASE_STATUS.cancelled ||
    status === CASE_STATUS.mistrial
  )
}

const { setup, awaitingArbs, arbsAssigned, investigation, decision, enforcement } = CASE_STATUS

/**
 * The steps the case stepper shows for a case, in order; the current status is always one of them.
 * A case ends in exactly one of resolved, dismissed, cancelled or mistrial, so the stepper shows
 * the path that leads to the ending the case actually has.
 */
export function caseSteps(status: number): readonly CaseStatus[] {
  switch (status) {
    case CASE_STATUS.dismissed: // rejected ruling: dismissed after the decision
      return [setup, awaitingArbs, arbsAssigned, investigation, decision, CASE_STATUS.dismissed]
    case CASE_STATUS.cancelled: // the claimant cancelled while waiting for offers
      return [setup, awaitingArbs, CASE_STATUS.cancelled]
    case CASE_STATUS.mistrial: // a recusal ends the case at any point between assignment and decision
      return [setup, awaitingArbs, arbsAssigned, investigation, decision, CASE_STATUS.mistrial]
    default:
      return [setup, awaitingArbs, arbsAssigned, investigation, decision, enforcement, CASE_STATUS.resolved]
  }
}
