import { describe, expect, it } from 'vitest'
import {
  arbStatusLabel,
  availableSeats,
  effectiveArbStatus,
  findArbitrator,
  isArbStatusLocked,
  isSeatedArbitrator,
} from './arbitrators.ts'

const now = Date.UTC(2024, 5, 1)
const arb = (arb_status: number, term_expiration: string, arb = 'arbone') => ({
  arb,
  arb_status,
  term_expiration,
})

describe('arbitrator status', () => {
  it('R-RES-STATE-17: labels 1 available, 2 unavailable, 3 removed, 4 expired', () => {
    expect([1, 2, 3, 4].map(arbStatusLabel)).toEqual(['Available', 'Unavailable', 'Removed', 'Expired'])
  })

  it('R-RES-STATE-18: available or unavailable becomes expired once the term has passed', () => {
    expect(effectiveArbStatus(arb(1, '2024-05-31T23:59:59'), now)).toBe(4)
    expect(effectiveArbStatus(arb(2, '2024-05-31T23:59:59'), now)).toBe(4)
    expect(effectiveArbStatus(arb(1, '2025-01-01T00:00:00'), now)).toBe(1)
    expect(effectiveArbStatus(arb(3, '2020-01-01T00:00:00'), now)).toBe(3)
  })

  it('R-RES-ARB-02: the toggle is locked for removed and expired arbitrators', () => {
    expect(isArbStatusLocked(arb(3, '2025-01-01T00:00:00'), now)).toBe(true)
    expect(isArbStatusLocked(arb(1, '2020-01-01T00:00:00'), now)).toBe(true)
    expect(isArbStatusLocked(arb(2, '2025-01-01T00:00:00'), now)).toBe(false)
  })

  it('a seated arbitrator is available or unavailable with a live term', () => {
    expect(isSeatedArbitrator(arb(2, '2025-01-01T00:00:00'), now)).toBe(true)
    expect(isSeatedArbitrator(arb(1, '2024-01-01T00:00:00'), now)).toBe(false)
    expect(findArbitrator([arb(1, '', 'bob')], 'bob')?.arb).toBe('bob')
    expect(findArbitrator([arb(1, '', 'bob')], undefined)).toBeUndefined()
  })
})

describe('availableSeats', () => {
  it('R-CONST-08: max_elected_arbs minus arbitrators whose term has not yet expired', () => {
    const arbitrators = [
      arb(1, '2025-01-01T00:00:00', 'a'),
      arb(2, '2025-01-01T00:00:00', 'b'),
      arb(1, '2024-01-01T00:00:00', 'c'), // expired
      arb(4, '2023-01-01T00:00:00', 'd'), // expired
    ]
    expect(availableSeats(5, arbitrators, now)).toBe(3)
    expect(availableSeats(2, arbitrators, now)).toBe(0)
  })

  it('R-RES-ADMIN-02: a removed or expired arbitrator frees the seat before its term ends, as initelection counts', () => {
    const arbitrators = [
      arb(1, '2025-01-01T00:00:00', 'a'),
      arb(3, '2025-01-01T00:00:00', 'b'), // removed, term still running
      arb(4, '2025-01-01T00:00:00', 'c'), // re-nominated: regarb set the seat expired
    ]
    expect(availableSeats(3, arbitrators, now)).toBe(2)
  })

  it('R-RES-ADMIN-02: never goes below zero or breaks on odd input', () => {
    expect(availableSeats(1, [arb(1, '2025-01-01T00:00:00'), arb(1, '2025-01-01T00:00:00', 'b')], now)).toBe(
      0,
    )
    expect(availableSeats(Number.NaN, [], now)).toBe(0)
    expect(availableSeats(21, [], now)).toBe(21)
  })
})
