import { describe, expect, it } from 'vitest'
import {
  canRespondToOffer,
  caseActions,
  claimActions,
  resolveRoles,
  type ResolveContext,
} from './case-actions.ts'
import {
  caseFileRow,
  type ArbitratorRow,
  type CaseFileRow,
  type ClaimRow,
  type ConfigRow,
  type OfferRow,
} from '../contracts/arbitration/tables.ts'

type CaseFile = NonNullable<ResolveContext['caseFile']>
type Claim = Pick<
  ClaimRow,
  'status' | 'claim_info_needed' | 'response_info_needed' | 'claimant_limit_time' | 'respondant_limit_time'
>

const now = Date.UTC(2024, 5, 1)
const config: Pick<
  ConfigRow,
  'admin' | 'max_elected_arbs' | 'current_election_id' | 'max_claims_per_case' | 'fee_usd'
> = {
  admin: 'admin',
  max_elected_arbs: 5,
  current_election_id: '0',
  max_claims_per_case: 3,
  fee_usd: '10.0000 USD',
}
const arbitrators: Pick<ArbitratorRow, 'arb' | 'arb_status' | 'term_expiration'>[] = [
  { arb: 'arbone', arb_status: 1, term_expiration: '2025-01-01T00:00:00' },
  { arb: 'arbbusy', arb_status: 2, term_expiration: '2025-01-01T00:00:00' },
  { arb: 'arbold', arb_status: 1, term_expiration: '2024-01-01T00:00:00' },
  { arb: 'bob', arb_status: 1, term_expiration: '2025-01-01T00:00:00' },
]
const caseFile = (over: Partial<CaseFile> = {}): CaseFile => ({
  case_id: '7',
  case_status: 0,
  claimant: 'alice',
  respondant: 'bob',
  arbitrators: [],
  number_claims: 1,
  sending_offers_until_ts: '2024-06-05T00:00:00',
  ...over,
})
const claim = (over: Partial<Claim> = {}): Claim => ({
  status: 1,
  claim_info_needed: false,
  response_info_needed: false,
  claimant_limit_time: '1970-01-01T00:00:00',
  respondant_limit_time: '1970-01-01T00:00:00',
  ...over,
})
const ctx = (
  account: string | undefined,
  file: CaseFile,
  extra: Partial<ResolveContext> = {},
): ResolveContext => ({
  account,
  config,
  arbitrators,
  caseFile: file,
  now,
  ...extra,
})

describe('resolveRoles', () => {
  it('R-ROLE-06: derives guest, admin, arbitrator, claimant and respondant', () => {
    expect(resolveRoles(ctx(undefined, caseFile()))).toEqual(['guest'])
    expect(resolveRoles(ctx('admin', caseFile()))).toEqual(['admin'])
    expect(resolveRoles(ctx('alice', caseFile()))).toEqual(['claimant'])
    expect(resolveRoles(ctx('bob', caseFile()))).toEqual(['arbitrator', 'respondant'])
    expect(resolveRoles(ctx('arbold', caseFile()))).toEqual(['arbitrator']) // R-RES-MENU-01: any arbitrators row
    expect(resolveRoles(ctx('carol', caseFile({ respondant: '' })))).toEqual([])
  })
})

describe('claimant actions', () => {
  it('R-RES-CASE-16 R-RES-CASE-17 R-RES-STATE-02: ready, add claim and delete in setup only', () => {
    expect(caseActions(ctx('alice', caseFile()))).toEqual(['ready-case', 'add-claim', 'delete-case'])
    expect(caseActions(ctx('alice', caseFile({ case_status: 3 })))).toEqual([])
  })

  it('R-RES-CASE-18 R-DEFECT-03: add claim is hidden once number_claims reaches the maximum', () => {
    expect(caseActions(ctx('alice', caseFile({ number_claims: 2 })))).toContain('add-claim')
    expect(caseActions(ctx('alice', caseFile({ number_claims: 3 })))).not.toContain('add-claim')
  })

  it('R-ROLE-19: other users see no claimant actions', () => {
    for (const account of ['bob', 'carol', 'admin', undefined]) {
      expect(caseActions(ctx(account, caseFile()))).toEqual([])
    }
  })

  it('the claimant may cancel while waiting for offers', () => {
    expect(caseActions(ctx('alice', caseFile({ case_status: 1 })))).toEqual(['cancel-case'])
  })

  it('R-RES-CASE-19: the claimant is offered accept and reject on pending offers of the case only', () => {
    const awaiting = caseFile({ case_status: 1 })
    const offer = (
      status: number,
      case_id = '7',
    ): Pick<OfferRow, 'offer_id' | 'case_id' | 'arbitrator' | 'status'> => ({
      offer_id: '1',
      case_id,
      arbitrator: 'arbone',
      status,
    })
    expect(canRespondToOffer(ctx('alice', awaiting), offer(1))).toBe(true)
    expect(canRespondToOffer(ctx('alice', awaiting), offer(4))).toBe(false)
    expect(canRespondToOffer(ctx('alice', awaiting), offer(1, '8'))).toBe(false)
    expect(canRespondToOffer(ctx('carol', awaiting), offer(1))).toBe(false)
    expect(canRespondToOffer(ctx('alice', caseFile({ case_status: 2 })), offer(1))).toBe(false)
  })
})

describe('arbitrator offer actions', () => {
  const awaiting = caseFile({ case_status: 1 })

  it('R-ROLE-10 R-ROLE-11: Submit Offer only in status 1 and only while available', () => {
    expect(caseActions(ctx('arbone', awaiting))).toEqual(['submit-offer'])
    expect(caseActions(ctx('arbone', caseFile({ case_status: 2 })))).toEqual([])
    expect(caseActions(ctx('arbbusy', awaiting))).toEqual([])
    expect(caseActions(ctx('arbold', awaiting))).toEqual([]) // term expired
  })

  it('R-ROLE-12: not to an arbitrator who is the claimant or the respondant', () => {
    expect(caseActions(ctx('bob', awaiting))).toEqual([])
  })

  it('no offers after the offers deadline', () => {
    expect(
      caseActions(
        ctx('arbone', caseFile({ case_status: 1, sending_offers_until_ts: '2024-05-01T00:00:00' })),
      ),
    ).toEqual([])
  })

  it('R-ROLE-13: a pending own offer can be updated or dismissed', () => {
    const offers = [{ offer_id: '3', case_id: '7', arbitrator: 'arbone', status: 1 }]
    expect(caseActions(ctx('arbone', awaiting, { offers }))).toEqual(['update-offer', 'dismiss-offer'])
    expect(caseActions(ctx('arbbusy', awaiting, { offers }))).toEqual([])
  })

  it('R-RES-STATE-16: a dismissed offer cannot be replaced', () => {
    const offers = [{ offer_id: '3', case_id: '7', arbitrator: 'arbone', status: 4 }]
    expect(caseActions(ctx('arbone', awaiting, { offers }))).toEqual([])
  })
})

describe('assigned arbitrator and admin actions', () => {
  const assigned = (case_status: number) => caseFile({ case_status, arbitrators: ['arbone'] })

  it('R-ROLE-14: Start Case for the assigned arbitrator in status 2', () => {
    expect(caseActions(ctx('arbone', assigned(2)))).toEqual(['start-case', 'recuse'])
    expect(caseActions(ctx('arbbusy', assigned(2)))).toEqual([])
  })

  it('R-ROLE-17 R-RES-STATE-07: Set ruling in investigation only when no claim is filed or responded', () => {
    expect(
      caseActions(ctx('arbone', assigned(3), { claims: [claim({ status: 3 }), claim({ status: 4 })] })),
    ).toEqual(['set-ruling', 'recuse'])
    expect(caseActions(ctx('arbone', assigned(3), { claims: [claim({ status: 2 })] }))).toEqual(['recuse'])
    expect(caseActions(ctx('arbone', assigned(3)))).toEqual(['recuse']) // claims not loaded yet
  })

  it('recusal is offered in statuses 2 to 4 only', () => {
    expect(
      [0, 1, 2, 3, 4, 5, 6].map((s) => caseActions(ctx('arbone', assigned(s))).includes('recuse')),
    ).toEqual([false, false, true, true, true, false, false])
  })

  it('R-ROLE-08 R-ROLE-09: the admin approves or rejects in decision and closes in enforcement', () => {
    expect(caseActions(ctx('admin', assigned(4)))).toEqual(['approve-ruling', 'reject-ruling'])
    expect(caseActions(ctx('admin', assigned(5)))).toEqual(['close-case'])
    expect(caseActions(ctx('arbone', assigned(5)))).toEqual([])
    expect(caseActions(ctx('admin', assigned(3)))).toEqual([])
  })
})

describe('claim actions', () => {
  const investigating = caseFile({ case_status: 3, arbitrators: ['arbone'] })

  it('R-ROLE-20 R-ROLE-21 R-ROLE-22: the respondant responds in status 3 to an open claim that asks for a response', () => {
    const asked = claim({ response_info_needed: true, respondant_limit_time: '2024-06-03T00:00:00' })
    expect(claimActions(ctx('bob', investigating), asked)).toEqual(['respond'])
    expect(claimActions(ctx('bob', investigating), claim())).toEqual([])
    expect(claimActions(ctx('bob', investigating), { ...asked, status: 3 })).toEqual([])
    expect(claimActions(ctx('bob', caseFile({ case_status: 2 })), asked)).toEqual([])
  })

  it('R-ROLE-18: the claimant updates a filed claim in setup or investigation, or a responded one with info requested', () => {
    expect(claimActions(ctx('alice', caseFile()), claim())).toEqual(['update-claim'])
    expect(claimActions(ctx('alice', investigating), claim())).toEqual(['update-claim'])
    expect(claimActions(ctx('alice', investigating), claim({ status: 2 }))).toEqual([])
    expect(claimActions(ctx('alice', investigating), claim({ status: 2, claim_info_needed: true }))).toEqual([
      'update-claim',
    ])
    expect(claimActions(ctx('alice', caseFile({ case_status: 1 })), claim())).toEqual([])
  })

  it('R-ROLE-15 R-ROLE-16: the assigned arbitrator reviews and settles open claims in investigation', () => {
    expect(claimActions(ctx('arbone', investigating), claim())).toEqual(['review-claim', 'settle-claim'])
    expect(claimActions(ctx('arbone', investigating), claim({ status: 3 }))).toEqual([])
    expect(claimActions(ctx('arbbusy', investigating), claim())).toEqual([])
  })

  it('settling waits while a requested party still has time to answer', () => {
    const waiting = claim({ claim_info_needed: true, claimant_limit_time: '2024-06-02T00:00:00' })
    expect(claimActions(ctx('arbone', investigating), waiting)).toEqual(['review-claim'])
  })
})

describe('malformed rows', () => {
  it('never reach the rules: the row schema refuses a case file with a missing list, and unread lists give no actions', () => {
    const row: CaseFileRow = {
      ...caseFile({ case_status: 3 }),
      approvals: [],
      number_offers: 0,
      required_langs: [0],
      case_ruling: '',
      fee_paid_tlos: '0.0000 TLOS',
      arbitrator_cost_tlos: '0.0000 TLOS',
      update_ts: '2024-06-01T00:00:00',
    }
    expect(caseFileRow.safeParse(row).success).toBe(true)
    expect(caseFileRow.safeParse({ ...row, arbitrators: undefined }).success).toBe(false)
    expect(caseFileRow.safeParse({ ...row, case_id: 'nope' }).success).toBe(false)
    const context = {
      account: 'arbone',
      config,
      arbitrators: [],
      caseFile: caseFile({ case_status: 3 }),
      now,
    }
    expect(caseActions(context)).toEqual([])
    expect(resolveRoles(context)).toEqual([])
    expect(claimActions(context, claim())).toEqual([])
  })
})
