import { describe, expect, it } from 'vitest'
import { claimStatusLabel, hasPendingInfoDeadline, isClaimOpen, isClaimStatus } from './claims.ts'
import type { ClaimRow } from '../contracts/arbitration/tables.ts'

type Claim = Pick<
  ClaimRow,
  'status' | 'claim_info_needed' | 'response_info_needed' | 'claimant_limit_time' | 'respondant_limit_time'
>

const now = Date.UTC(2024, 0, 10)
const claim = (over: Partial<Claim> = {}): Claim => ({
  status: 1,
  claim_info_needed: false,
  response_info_needed: false,
  claimant_limit_time: '1970-01-01T00:00:00',
  respondant_limit_time: '1970-01-01T00:00:00',
  ...over,
})

describe('claim status', () => {
  it('R-RES-STATE-14: labels 1 filed, 2 responded, 3 accepted, 4 dismissed', () => {
    expect([1, 2, 3, 4].map(claimStatusLabel)).toEqual(['Filed', 'Responded', 'Accepted', 'Dismissed'])
    expect(claimStatusLabel(0)).toBe('Unknown status')
    expect(isClaimStatus('1')).toBe(false)
  })

  it('open claims are filed or responded', () => {
    expect([1, 2, 3, 4].map((status) => isClaimOpen({ status }))).toEqual([true, true, false, false])
  })
})

describe('hasPendingInfoDeadline', () => {
  it('counts the claimant deadline only when claim info was requested', () => {
    expect(hasPendingInfoDeadline(claim({ claimant_limit_time: '2024-01-11T00:00:00' }), true, now)).toBe(
      false,
    )
    expect(
      hasPendingInfoDeadline(
        claim({ claim_info_needed: true, claimant_limit_time: '2024-01-11T00:00:00' }),
        true,
        now,
      ),
    ).toBe(true)
    expect(
      hasPendingInfoDeadline(
        claim({ claim_info_needed: true, claimant_limit_time: '2024-01-09T00:00:00' }),
        true,
        now,
      ),
    ).toBe(false)
  })

  it('counts the respondant deadline only when response info was requested and there is a respondant', () => {
    const waiting = claim({ response_info_needed: true, respondant_limit_time: '2024-01-11T00:00:00' })
    expect(hasPendingInfoDeadline(waiting, true, now)).toBe(true)
    expect(hasPendingInfoDeadline(waiting, false, now)).toBe(false)
  })
})
