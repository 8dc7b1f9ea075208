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

/** A status number of an enum built by `statusEnum`. */
export type StatusOf<T extends Readonly<Record<string, number>>> = T[keyof T]

/** One contract status enum: its numbers by name and their labels, with the guard and label lookup. */
export type StatusEnum<T extends Readonly<Record<string, number>>> = {
  /** Status numbers by name, as the contract stores them. */
  readonly codes: T
  /** Display label of each status number. */
  readonly labels: Readonly<Record<StatusOf<T>, string>>
  /** True when `value` is one of the enum's numbers. */
  readonly is: (value: unknown) => value is StatusOf<T>
  /** The label of a status number, or "Unknown status" for a value outside the enum. */
  readonly label: (value: unknown) => string
}

/** Builds a status enum from its numbers by name and the label of each number. */
export function statusEnum<const T extends Readonly<Record<string, number>>>(
  codes: T,
  labels: NoInfer<Readonly<Record<StatusOf<T>, string>>>,
): StatusEnum<T> {
  return {
    codes,
    labels,
    is: (value): value is StatusOf<T> => isStatusOf(codes, value),
    label: (value) => statusLabelOf(codes, labels, value),
  }
}
