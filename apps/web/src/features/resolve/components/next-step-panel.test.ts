import { describe, expect, it } from 'vitest'
import type { ArbitratorRow, CaseFileRow, ClaimRow } from '@portal/chain/contracts/arbitration/index'
import { arbitratorRow, caseFileRow, claimRow } from '../testing/rows.ts'
import { nextSteps } from './next-step-panel.tsx'

const NOW = Date.parse('2026-06-01T00:00:00Z')
const caseFile = (status: number, arbitrators: string[] = []): CaseFileRow =>
  caseFileRow({
    case_id: '7',
    case_status: status,
    arbitrators,
    update_ts: '2026-05-30T00:00:00',
    sending_offers_until_ts: '2026-06-05T00:00:00',
  })
const claim: ClaimRow = claimRow({ respondant_limit_time: '2026-06-03T00:00:00', response_info_needed: true })
const arbitrators: ArbitratorRow[] = [arbitratorRow()]
const config = {
  admin: 'resolveadmin',
  max_elected_arbs: 21,
  current_election_id: '0',
  max_claims_per_case: 21,
  fee_usd: '10.0000 USD',
}
const steps = (account: string, file: CaseFileRow, claims: ClaimRow[] = []) =>
  nextSteps({ account, config, arbitrators, caseFile: file, claims, offers: [] }, claims, NOW)

describe('next step panel', () => {
  it('R-RES-CASE-20: in Decision the assigned arbitrator is told the ruling waits, and that Recuse is there, never "nothing to do"', () => {
    const [step, ...rest] = steps('arbitrator1', caseFile(4, ['arbitrator1']))
    expect(rest).toEqual([])
    expect(step).toMatchObject({ key: 'recuse' })
    expect(step?.text).toMatch(/waits for the administrator's approval.*Recuse withdraws you/)
    // Someone with no action on the case still gets no step.
    expect(steps('voter1', caseFile(4, ['arbitrator1']))).toEqual([])
  })

  it('tells the claimant of a case awaiting offers to accept one before the offers deadline', () => {
    expect(steps('claimant1', caseFile(1))).toEqual([
      expect.objectContaining({ key: 'offers', deadline: '2026-06-05T00:00:00' }),
    ])
  })

  it('after the offers deadline tells the claimant the window has closed, with no countdown', () => {
    const closed = { ...caseFile(1), sending_offers_until_ts: '2026-05-20T00:00:00' }
    const [step] = steps('claimant1', closed)
    expect(step?.text).toBe('The time for new offers has passed: accept a pending offer, or cancel the case.')
    expect(step?.deadline).toBeUndefined()
  })

  it('offers an available arbitrator to submit an offer, by the same deadline', () => {
    expect(steps('arbitrator1', caseFile(1))).toEqual([
      expect.objectContaining({ key: 'offer', text: 'You can submit an offer on this case.' }),
    ])
  })

  it('gives the respondant its answer deadline, and the arbitrator nothing to settle before it', () => {
    const file = caseFile(3, ['arbitrator1'])
    expect(steps('respondant1', file, [claim])).toEqual([
      expect.objectContaining({ key: 'respond-0', deadline: '2026-06-03T00:00:00' }),
    ])
    expect(steps('arbitrator1', file, [claim])).toEqual([
      expect.objectContaining({ key: 'awaiting-0', deadline: '2026-06-03T00:00:00' }),
    ])
  })

  it("after Start case the arbitrator's panel names the claims beside their Request more info buttons", () => {
    const [step] = steps('arbitrator1', caseFile(3, ['arbitrator1']), [claim])
    expect(step?.text).toMatch(/^Claim 0 waits for the respondant's information: .*request more information/)
  })

  it('a responded claim waiting on the claimant says why it cannot be settled yet, and until when', () => {
    const waiting = claimRow({
      status: 2,
      claim_info_needed: true,
      claimant_limit_time: '2026-06-04T00:00:00',
      response_info_needed: false,
    })
    const [step] = steps('arbitrator1', caseFile(3, ['arbitrator1']), [waiting])
    expect(step).toEqual(expect.objectContaining({ key: 'awaiting-0', deadline: '2026-06-04T00:00:00' }))
    expect(step?.text).toMatch(/waits for the claimant's information/)
  })

  it('a claim with nothing awaited tells the arbitrator to settle it', () => {
    const answered = claimRow({ status: 2, claim_info_needed: false, response_info_needed: false })
    expect(steps('arbitrator1', caseFile(3, ['arbitrator1']), [answered]).map((step) => step.key)).toEqual([
      'settle-0',
    ])
  })

  it('asks the admin to approve or reject a ruling, and has nothing for a third party', () => {
    expect(steps('resolveadmin', caseFile(4, ['arbitrator1'])).map((step) => step.key)).toEqual(['validate'])
    expect(steps('someoneelse', caseFile(4, ['arbitrator1']))).toEqual([])
  })
})
