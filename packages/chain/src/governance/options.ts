// The hint under a ballot's options while the voter picks them (decisions.md exact texts).

/** Where an option selection stands: the hint to show, whether it can be cast, and whether more may be picked. */
export type OptionSelection = {
  readonly message: string
  readonly valid: boolean
  readonly canChooseMore: boolean
}

/** "Choose from {min} to {max} options." */
export function chooseRangeMessage(min: number, max: number): string {
  return `Choose from ${min} to ${max} options.`
}

/** Shown when exactly one option can be chosen. */
export const CHOOSE_ONE_MESSAGE = 'Choose only 1 option.'
/** Shown once the maximum number of options is chosen. */
export const MAXIMUM_REACHED_MESSAGE = 'Maximum reached.'

/** "{n} more can be chosen." */
export function moreCanBeChosenMessage(n: number): string {
  return `${n} more can be chosen.`
}

/** The state of a selection of `count` options on a ballot allowing `min` to `max` options. */
export function optionSelection(count: number, min: number, max: number): OptionSelection {
  const lo = Math.max(1, Number.isFinite(min) ? Math.trunc(min) : 1)
  const hi = Math.max(lo, Number.isFinite(max) ? Math.trunc(max) : lo)
  const chosen = Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : 0
  if (hi === 1) return { message: CHOOSE_ONE_MESSAGE, valid: chosen === 1, canChooseMore: chosen < 1 }
  if (chosen < lo) return { message: chooseRangeMessage(lo, hi), valid: false, canChooseMore: true }
  if (chosen >= hi) return { message: MAXIMUM_REACHED_MESSAGE, valid: chosen === hi, canChooseMore: false }
  return { message: moreCanBeChosenMessage(hi - chosen), valid: true, canChooseMore: true }
}
