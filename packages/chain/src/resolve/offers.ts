import { CORE_PRECISION, formatUnits, formatUsd, toUnits } from '../assets.ts'
import type { OfferRow } from '../contracts/arbitration/tables.ts'
import { statusEnum, type StatusOf } from './status.ts'

/** Offer statuses (contract enum offer_status): numbers by name, labels, guard and label lookup. */
export const {
  codes: OFFER_STATUS,
  labels: OFFER_STATUS_LABELS,
  is: isOfferStatus,
  label: offerStatusLabel,
} = statusEnum(
  { pending: 1, accepted: 2, rejected: 3, dismissed: 4 },
  { 1: 'Pending', 2: 'Accepted', 3: 'Rejected', 4: 'Dismissed' },
)

/** An offer status number, 1–4. */
export type OfferStatus = StatusOf<typeof OFFER_STATUS>

/** The offer_id makeoffer takes to create a new offer instead of updating one. */
export const NEW_OFFER_ID = -1

/** The hourly rate as makeoffer sends it: 4 decimals and the USD suffix (`25` → `"25.0000 USD"`). */
export function formatOfferRate(rate: unknown): string | undefined {
  return formatUsd(rate)
}

/**
 * The offer total shown beside an offer: rate × hours to 2 decimals (`"12.5000 USD"`, 3 → `"37.50"`).
 * The rate may be an asset string or a plain amount; undefined when either part is not a number.
 */
export function offerTotal(rate: unknown, hours: unknown): string | undefined {
  const amount = typeof rate === 'string' ? rate.replace(/ USD$/, '') : rate
  const rateUnits = toUnits(amount, CORE_PRECISION)
  const hourUnits = toUnits(hours, 2)
  if (rateUnits === undefined || hourUnits === undefined) return undefined
  // rate (4 decimals) × hours (2 decimals) has 6 decimals; round half away from zero to 2.
  const product = rateUnits * hourUnits
  const negative = product < 0n
  const magnitude = negative ? -product : product
  const cents = (magnitude + 5_000n) / 10_000n
  return formatUnits(negative ? -cents : cents, 2)
}

/** The offers that belong to one case (`caseId` as parsed rows carry it: a uint64 decimal string). */
export function offersForCase<T extends Pick<OfferRow, 'case_id'>>(
  offers: readonly T[],
  caseId: OfferRow['case_id'],
): T[] {
  return offers.filter((offer) => offer.case_id === caseId)
}

/** The offer an arbitrator made on a case, whatever its status, or undefined. */
export function ownOffer<T extends Pick<OfferRow, 'case_id' | 'arbitrator'>>(
  offers: readonly T[],
  caseId: OfferRow['case_id'],
  account: string,
): T | undefined {
  return offers.find((offer) => offer.case_id === caseId && offer.arbitrator === account)
}
