// claim_category of the arbitration contract: 1–14 are valid; 0 marks a claim with no category.

/** One claim category: the contract number, a short code and the full label. */
export type ClaimCategory = {
  readonly id: number
  readonly code: string
  readonly label: string
}

/** The category shown for claim_category 0; never offered in pickers. */
export const UNDECIDED_CATEGORY: ClaimCategory = { id: 0, code: 'undecided', label: 'Undecided' }

/** The categories a claim can be filed under (1–14), in contract order; these are what pickers offer. */
export const CLAIM_CATEGORIES: readonly ClaimCategory[] = [
  { id: 1, code: 'lost', label: 'Lost key recovery' },
  { id: 2, code: 'reversal', label: 'Transaction reversal' },
  { id: 3, code: 'emergency', label: 'Emergency intervention' },
  { id: 4, code: 'contested', label: 'Contested ownership' },
  { id: 5, code: 'relief', label: 'Unexecuted relief' },
  { id: 6, code: 'breach', label: 'Contract breach' },
  { id: 7, code: 'ip', label: 'Misused IP' },
  { id: 8, code: 'tort', label: 'A tort' },
  { id: 9, code: 'bp', label: 'Block-producer penalty reversal' },
  { id: 10, code: 'arb', label: 'Wrongful arbitration act' },
  { id: 11, code: 'exec', label: 'Act exec relief' },
  { id: 12, code: 'works', label: 'Works project failure' },
  { id: 13, code: 'tbnoa', label: 'TBNOA breach' },
  { id: 14, code: 'misc', label: 'Misc' },
]

/** True for a category a claim can be filed under (1–14, as the contract checks). */
export function isClaimCategory(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 14
}

/** The category for a claim_category number: 0 (or anything unknown) reads as Undecided. */
export function claimCategory(value: unknown): ClaimCategory {
  return isClaimCategory(value) ? (CLAIM_CATEGORIES[value - 1] ?? UNDECIDED_CATEGORY) : UNDECIDED_CATEGORY
}

/** The full label of a claim_category number ("Undecided" for 0 or unknown values). */
export function claimCategoryLabel(value: unknown): string {
  return claimCategory(value).label
}
