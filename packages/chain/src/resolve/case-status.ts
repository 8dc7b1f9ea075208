import { statusEnum, type StatusOf } from './status.ts'

// case_status of the arbitration contract's `casefiles` rows (contract enum case_status).

/** Case statuses (contract enum case_status): numbers by name, labels, guard and label lookup. */
export const {
  codes: CASE_STATUS,
  labels: CASE_STATUS_LABELS,
  is: isCaseStatus,
  label: caseStatusLabel,
} = statusEnum(
  {
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
  },
  {
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
  },
)

/** A case status number, 0–9. */
export type CaseStatus = StatusOf<typeof CASE_STATUS>

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
