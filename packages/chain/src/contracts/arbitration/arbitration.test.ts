import { describe, expect, it } from 'vitest'
import { arbitrationActionData, caseFileRow, claimRow } from './index.ts'
import { caseFileAsSent } from '../../testing/case-files.ts'

describe('arbitration descriptor', () => {
  it('parses nodeos rows (bools 0/1, small ids as numbers) and abieos rows to the same shape', () => {
    const nodeos = {
      claim_id: 3,
      claim_summary: 'Qm',
      decision_link: '',
      response_link: '',
      claimant_limit_time: '1970-01-01T00:00:00',
      claim_info_needed: 1,
      claim_info_required: '',
      respondant_limit_time: '2026-01-02T00:00:00',
      response_info_needed: 0,
      response_info_required: '',
      status: 1,
      claim_category: 6,
    }
    const plain = { ...nodeos, claim_id: '3', claim_info_needed: true, response_info_needed: false }
    expect(claimRow.parse(nodeos)).toEqual(plain)
    expect(claimRow.parse(plain)).toEqual(plain)
  })

  it('keeps a case without respondant (name "") and refuses a malformed asset', () => {
    const row = { ...caseFileAsSent, case_id: '4294967296' }
    expect(caseFileRow.parse(row).case_id).toBe('4294967296')
    expect(caseFileRow.safeParse({ ...row, fee_paid_tlos: '15.3846' }).success).toBe(false)
  })

  it('R-CALL-ARB-16: makeoffer takes -1 as a new offer id (int64) and checks nothing the contract checks', () => {
    expect(
      arbitrationActionData().makeoffer.parse({
        case_id: 0,
        offer_id: -1,
        arbitrator: 'carol',
        hourly_rate: '-5.0000 USD',
        estimated_hours: 0,
      }),
    ).toMatchObject({ case_id: '0', offer_id: '-1' })
  })
})
