import { describe, expect, it } from 'vitest'
import { CLAIM_CATEGORIES, claimCategory, claimCategoryLabel, isClaimCategory } from './categories.ts'

describe('claim categories', () => {
  it('R-RES-DATA-04: categories 1 to 14 carry the short codes', () => {
    expect(CLAIM_CATEGORIES.map((c) => [c.id, c.code])).toEqual([
      [1, 'lost'],
      [2, 'reversal'],
      [3, 'emergency'],
      [4, 'contested'],
      [5, 'relief'],
      [6, 'breach'],
      [7, 'ip'],
      [8, 'tort'],
      [9, 'bp'],
      [10, 'arb'],
      [11, 'exec'],
      [12, 'works'],
      [13, 'tbnoa'],
      [14, 'misc'],
    ])
  })

  it('R-RES-DATA-05: full labels, with 0 as Undecided', () => {
    expect(claimCategoryLabel(0)).toBe('Undecided')
    expect(claimCategoryLabel(1)).toBe('Lost key recovery')
    expect(claimCategoryLabel(7)).toBe('Misused IP')
    expect(claimCategoryLabel(9)).toBe('Block-producer penalty reversal')
    expect(claimCategoryLabel(13)).toBe('TBNOA breach')
    expect(claimCategoryLabel(14)).toBe('Misc')
  })

  it('R-RES-DATA-06: pickers never offer 0 Undecided', () => {
    expect(CLAIM_CATEGORIES.some((c) => c.id === 0 || c.label === 'Undecided')).toBe(false)
    expect(isClaimCategory(0)).toBe(false)
  })

  it('unknown values read as Undecided instead of throwing', () => {
    for (const value of [15, -1, 2.5, '3', null, undefined, {}]) {
      expect(isClaimCategory(value)).toBe(false)
      expect(claimCategory(value).id).toBe(0)
    }
  })
})
