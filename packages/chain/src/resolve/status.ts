// The contract enums the Resolve rules name (case, claim, offer, arbitrator and election statuses)
// share one shape: a table of named numbers, their labels, a guard and a label lookup.

/** The label shown for a status number outside its enum. */
export const UNKNOWN_STATUS_LABEL = 'Unknown status'

/** True when `value` is one of the enum's numbers. */
export function isStatusOf<const T extends Readonly<Record<string, number>>>(
  statuses: T,
  value: unknown,
): value is T[keyof T] {
  return typeof value === 'number' && Object.values(statuses).includes(value)
}

/** The label of a status number, or "Unknown status" for a value outside the enum. */
export function statusLabelOf<const T extends Readonly<Record<string, number>>>(
  statuses: T,
  labels: Readonly<Record<T[keyof T], string>>,
  value: unknown,
): string {
  return isStatusOf(statuses, value) ? labels[value] : UNKNOWN_STATUS_LABEL
}
