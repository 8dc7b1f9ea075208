import { describe, expect, it } from 'vitest'
import type { OfferRow } from '../contracts/arbitration/tables.ts'
import { formatOfferRate, offerStatusLabel, offerTotal, offersForCase, ownOffer } from './offers.ts'

describe('offers', () => {
  it('R-RES-STATE-15: labels 1 pending, 2 accepted, 3 rejected, 4 dismissed', () => {
    expect([1, 2, 3, 4].map(offerStatusLabel)).toEqual(['Pending', 'Accepted', 'Rejected', 'Dismissed'])
    expect(offerStatusLabel(5)).toBe('Unknown status')
  })

  it('R-CONST-07: the offer rate carries 4 decimals and the USD suffix', () => {
    expect(formatOfferRate(25)).toBe('25.0000 USD')
    expect(formatOfferRate('12.5')).toBe('12.5000 USD')
    expect(formatOfferRate(0.1 + 0.2)).toBe('0.3000 USD')
    expect(formatOfferRate('twelve')).toBeUndefined()
  })

  it('R-FORM-22: the total is rate times hours to 2 decimals', () => {
    expect(offerTotal('12.5000 USD', 3)).toBe('37.50')
    expect(offerTotal(1, 1)).toBe('1.00')
    expect(offerTotal('0.3333 USD', 3)).toBe('1.00') // 0.9999 rounds half up to 1.00
    expect(offerTotal('10.0050 USD', 1)).toBe('10.01')
    expect(offerTotal(0.1, 3)).toBe('0.30') // no 0.30000000000000004
    expect(offerTotal('abc', 2)).toBeUndefined()
    expect(offerTotal(5, null)).toBeUndefined()
  })

  it('picks the offers of one case, and an arbitrator’s own offer', () => {
    const offers: Pick<OfferRow, 'offer_id' | 'case_id' | 'arbitrator' | 'status'>[] = [
      { offer_id: '0', case_id: '1', arbitrator: 'arbone', status: 1 },
      { offer_id: '1', case_id: '2', arbitrator: 'arbone', status: 4 },
      { offer_id: '2', case_id: '2', arbitrator: 'arbtwo', status: 1 },
    ]
    expect(offersForCase(offers, '2').map((o) => o.offer_id)).toEqual(['1', '2'])
    expect(ownOffer(offers, '2', 'arbone')?.offer_id).toBe('1')
    expect(ownOffer(offers, '3', 'arbone')).toBeUndefined()
  })
})
