import type { ArbitratorRow } from '../contracts/arbitration/tables.ts'
import { hasPassed } from '../time.ts'
import { statusEnum, type StatusOf } from './status.ts'

/** The `arbitrators` row fields the status rules read. */
type ArbitratorTerm = Pick<ArbitratorRow, 'arb_status' | 'term_expiration'>

/** Arbitrator statuses (contract enum arb_status): numbers by name, labels, guard and label lookup. */
export const {
  codes: ARB_STATUS,
  labels: ARB_STATUS_LABELS,
  is: isArbStatus,
  label: arbStatusLabel,
} = statusEnum(
  { available: 1, unavailable: 2, removed: 3, expired: 4 },
  { 1: 'Available', 2: 'Unavailable', 3: 'Removed', 4: 'Expired' },
)

/** An arbitrator status number, 1–4. */
export type ArbStatus = StatusOf<typeof ARB_STATUS>

/**
 * The status to show and act on: the contract marks expired seats only lazily, so an available or
 * unavailable arbitrator whose term_expiration has passed is already expired (4).
 */
export function effectiveArbStatus(arbitrator: ArbitratorTerm, now: Date | number = Date.now()): number {
  const status = arbitrator.arb_status
  if (
    (status === ARB_STATUS.available || status === ARB_STATUS.unavailable) &&
    hasPassed(arbitrator.term_expiration, now)
  ) {
    return ARB_STATUS.expired
  }
  return status
}

/** True when the status toggle must be disabled: the arbitrator is removed or expired. */
export function isArbStatusLocked(arbitrator: ArbitratorTerm, now: Date | number = Date.now()): boolean {
  const status = effectiveArbStatus(arbitrator, now)
  return status === ARB_STATUS.removed || status === ARB_STATUS.expired
}

/** True for an arbitrator who holds a live seat: available or unavailable, term not expired. */
export function isSeatedArbitrator(arbitrator: ArbitratorTerm, now: Date | number = Date.now()): boolean {
  const status = effectiveArbStatus(arbitrator, now)
  return status === ARB_STATUS.available || status === ARB_STATUS.unavailable
}

/** The arbitrator row of an account, whatever its status. */
export function findArbitrator<T extends Pick<ArbitratorRow, 'arb'>>(
  arbitrators: readonly T[],
  account: string | undefined,
): T | undefined {
  return account ? arbitrators.find((row) => row.arb === account) : undefined
}

/**
 * Seats an election can fill: max_elected_arbs minus the arbitrators whose term has not yet expired
 * (never below 0). As the contract's own count in initelection does, a removed (3) or expired (4)
 * arbitrator holds no seat even before its term ends, so Prepare Election shows whenever the chain
 * would accept it.
 */
export function availableSeats(
  maxElectedArbs: number,
  arbitrators: readonly ArbitratorTerm[],
  now: Date | number = Date.now(),
): number {
  const occupied = arbitrators.filter((row) => isSeatedArbitrator(row, now)).length
  const max = Number.isFinite(maxElectedArbs) ? Math.trunc(maxElectedArbs) : 0
  return Math.max(0, max - occupied)
}
