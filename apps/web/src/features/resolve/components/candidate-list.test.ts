import { describe, expect, it } from 'vitest'
import { roundedShares } from './candidate-list.tsx'

describe('election shares', () => {
  it('R-RES-ELEC-14: the shares of all the votes add up to 100 % (largest remainder), never 99.8', () => {
    const shares = roundedShares([1666n, 3124n, 5210n], 10_000n)
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(100, 10)
    expect(shares).toEqual([16.7, 31.2, 52.1])
    expect(roundedShares([1n, 1n, 1n], 3n)).toEqual([33.4, 33.3, 33.3])
    expect(roundedShares([0n, 0n], 0n)).toEqual([0, 0])
  })
})
