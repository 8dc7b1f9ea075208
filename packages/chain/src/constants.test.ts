import { describe, expect, it } from 'vitest'
import { uploadPollDelayMs } from './constants.ts'

// The constants themselves are checked where the product uses them (page sizes by the tables and
// journeys that page, time-outs by the parts that wait); here only the one rule computed from them.

describe('business constants (product.md §9)', () => {
  it('R-CONST-09 R-CONST-10: upload polling starts at once, then 2 s growing by 250 ms', () => {
    expect([0, 1, 2, 3].map(uploadPollDelayMs)).toEqual([0, 2000, 2250, 2500])
    expect(uploadPollDelayMs(Number.NaN)).toBe(0)
  })
})
