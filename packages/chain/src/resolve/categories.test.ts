import { describe, expect, it } from 'vitest'
import { CLAIM_CATEGORIES, claimCategory, claimCategoryLabel, isClaimCategory } from './categories.ts'

describe('claim categories', () => {
  it('R-RES-DATA-04: categories 1 to 14 carry the short codes', () => {
    expect(CLAIM_CATEGORIES.map((c) => c.code)).toEqual([
      'lost',
      'reversal',
      'emergency',
      'contested',
      'relief',
      'breach',
      'ip',
      'tort',
      'bp',
      'arb',
      'exec',
      'works',
      'tbnoa',
      'misc',
    ])
    expect(CLAIM_CATEGORIES.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])
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
