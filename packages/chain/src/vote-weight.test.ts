import { describe, expect, it } from 'vitest'
import { telosVoteWeight } from './vote-weight.ts'

describe('Telos inverse vote weight', () => {
  it('counts nothing for no votes, half at 15 validators and all of the stake at 30', () => {
    expect(telosVoteWeight(1_000_000, 0)).toBe(0)
    expect(telosVoteWeight(1_000_000, 15)).toBeCloseTo(500_000, 6)
    expect(telosVoteWeight(1_000_000, 30)).toBeCloseTo(1_000_000, 6)
    // One validator: (1 − cos(π/30)) / 2 of the stake.
    expect(telosVoteWeight(1_000_000, 1)).toBeCloseTo(2739.052, 2)
    expect(telosVoteWeight(1_000_000, 2)).toBeGreaterThan(telosVoteWeight(1_000_000, 1))
  })
})
