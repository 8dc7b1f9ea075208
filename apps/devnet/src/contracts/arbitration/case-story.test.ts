import { describe, expect, it } from 'vitest'
import { ADMIN, ARB, arbitrationChain, doc, failure, type ArbitrationChain } from './test-support.ts'

// Whole cases, with the money checked at each step: the claimant's escrow, the contract's
// reserved_funds (fees and costs it may still refund) and available_funds (its own money), and
// the TLOS the contract account actually holds.

const FEE = '15.3846 TLOS' // 10 USD at median 6500
const COST = '153.8461 TLOS' // 10 h × 10 USD at median 6500

function money(arb: ArbitrationChain) {
  const config = arb.config()
  return {
    claimant: arb.escrow('alice') ?? 'none',
    arbitrator: arb.escrow('carol') ?? 'none',
    reserved: config.reserved_funds,
    available: config.available_funds,
    held: arb.chain.balance(ARB),
  }
}

/** filecase → readycase → two offers → accept carol's → startcase → review → respond → settle → ruling. */
async function caseToDecision(arb: ArbitrationChain): Promise<void> {
  await arb.fileCase('alice')
  await arb.act('alice', 'addclaim', { case_id: 0, claim_link: doc(2), claimant: 'alice', claim_category: 5 })
  await arb.deposit('alice', '200.0000 TLOS')
  await arb.act('alice', 'readycase', { case_id: 0, claimant: 'alice' })
  expect(money(arb)).toEqual({
    claimant: '184.6154 TLOS',
    arbitrator: 'none',
    reserved: FEE,
    available: '0.0000 TLOS',
    held: '200.0000 TLOS',
  })

  await arb.makeOffer('carol', '0', '10.0000 USD', 10)
  await arb.makeOffer('dave', '0', '8.0000 USD', 12)
  await arb.act('alice', 'respondoffer', { case_id: 0, offer_id: 0, accept: true })
  expect(arb.offers().map((o) => [o.arbitrator, o.status])).toEqual([
    ['carol', 2],
    ['dave', 3],
  ])
  expect(money(arb)).toEqual({
    claimant: '30.7693 TLOS',
    arbitrator: 'none',
    reserved: '169.2307 TLOS',
    available: '0.0000 TLOS',
    held: '200.0000 TLOS',
  })

  await arb.act('carol', 'startcase', {
    case_id: 0,
    assigned_arb: 'carol',
    number_days_respondant: 5,
    response_info_required: '',
  })
  await arb.act('carol', 'reviewclaim', {
    case_id: 0,
    claim_id: 1,
    assigned_arb: 'carol',
    claim_info_needed: true,
    claim_info_required: doc('more'),
    response_info_needed: false,
    response_info_required: '',
    number_days_claimant: 2,
    number_days_respondant: 0,
  })
  await arb.act('bob', 'respond', { case_id: 0, claim_id: 0, respondant: 'bob', response_link: doc('r0') })
  await arb.act('bob', 'respond', { case_id: 0, claim_id: 1, respondant: 'bob', response_link: doc('r1') })
  await expect(
    arb.act('carol', 'settleclaim', {
      case_id: 0,
      assigned_arb: 'carol',
      claim_id: 1,
      accept: true,
      decision_link: doc('d1'),
    }),
  ).rejects.toThrow(failure('Claimant still have time to respond'))
  // Updating the claim answers the request (claim_info_needed false), so it can be settled now.
  await arb.act('alice', 'updateclaim', { case_id: 0, claim_id: 1, claimant: 'alice', claim_link: doc(3) })
  await arb.act('carol', 'settleclaim', {
    case_id: 0,
    assigned_arb: 'carol',
    claim_id: 0,
    accept: true,
    decision_link: doc('d0'),
  })
  await arb.act('carol', 'settleclaim', {
    case_id: 0,
    assigned_arb: 'carol',
    claim_id: 1,
    accept: false,
    decision_link: doc('d1'),
  })
  expect(arb.claims(0).map((c) => [c.status, c.response_link, c.decision_link])).toEqual([
    [3, doc('r0'), doc('d0')],
    [4, doc('r1'), doc('d1')],
  ])
  await arb.act('carol', 'setruling', { case_id: 0, assigned_arb: 'carol', case_ruling: doc('ruling') })
  expect(arb.caseFile(0).case_status).toBe(4)
  expect(arb.arbitrator('carol')?.open_case_ids).toEqual(['0'])
}

describe('case stories', () => {
  it('R-RES-STATE-08, R-RES-STATE-10, R-CALL-ARB-22, R-CALL-ARB-23: approved ruling pays the arbitrator, closecase resolves', async () => {
    const arb = await arbitrationChain({ arbitrators: ['carol', 'dave'] })
    await caseToDecision(arb)
    await expect(arb.act('alice', 'validatecase', { case_id: 0, proceed: true })).rejects.toThrow(
      `missing authority of ${ADMIN}`,
    )
    await expect(arb.act(ADMIN, 'closecase', { case_id: 0 })).rejects.toThrow(
      failure('Case status must be ENFORCEMENT'),
    )
    await arb.act(ADMIN, 'validatecase', { case_id: 0, proceed: true })
    expect(arb.caseFile(0).case_status).toBe(5)
    expect(money(arb)).toEqual({
      claimant: '30.7693 TLOS',
      arbitrator: COST,
      reserved: '0.0000 TLOS',
      available: FEE,
      held: '200.0000 TLOS',
    })
    await expect(arb.act(ADMIN, 'validatecase', { case_id: 0, proceed: true })).rejects.toThrow(
      failure('Case must be in DECISION status'),
    )
    await arb.act(ADMIN, 'closecase', { case_id: 0 })
    expect(arb.caseFile(0).case_status).toBe(6)
    expect(arb.arbitrator('carol')).toMatchObject({ open_case_ids: [], closed_case_ids: ['0'] })
    // The arbitrator withdraws its pay.
    await arb.act('carol', 'withdraw', { owner: 'carol' })
    expect(arb.chain.balance('carol')).toBe('1153.8461 TLOS')
    expect(money(arb).held).toBe('46.1539 TLOS') // claimant escrow + the contract's own fee
  })

  it('R-RES-STATE-09: rejected ruling dismisses the case and refunds fee and cost to the claimant', async () => {
    const arb = await arbitrationChain({ arbitrators: ['carol', 'dave'] })
    await caseToDecision(arb)
    await arb.act(ADMIN, 'validatecase', { case_id: 0, proceed: false })
    expect(arb.caseFile(0).case_status).toBe(7)
    expect(money(arb)).toEqual({
      claimant: '200.0000 TLOS',
      arbitrator: 'none',
      reserved: '0.0000 TLOS',
      available: '0.0000 TLOS',
      held: '200.0000 TLOS',
    })
    expect(arb.arbitrator('carol')).toMatchObject({ open_case_ids: [], closed_case_ids: ['0'] })
    await expect(arb.act(ADMIN, 'closecase', { case_id: 0 })).rejects.toThrow(
      failure('Case status must be ENFORCEMENT'),
    )
    await expect(arb.act(ADMIN, 'validatecase', { case_id: 9, proceed: false })).rejects.toThrow(
      failure('Case not found'),
    )
  })

  it('shredcase in setup, cancelcase while awaiting offers, recuse after assignment', async () => {
    const arb = await arbitrationChain({ arbitrators: ['carol'] })
    await arb.fileCase('alice')
    await arb.act('alice', 'shredcase', { case_id: 0, claimant: 'alice' })
    expect(arb.cases()).toEqual([])

    const cancelled = await arb.readyCase()
    expect(cancelled).toBe('0') // the shredded case's id is handed out again
    await arb.act('alice', 'cancelcase', { case_id: cancelled })
    expect(money(arb)).toMatchObject({ claimant: '100.0000 TLOS', reserved: '0.0000 TLOS' })

    await arb.fileCase('alice', { claim_link: doc(9) })
    await arb.act('alice', 'readycase', { case_id: 1, claimant: 'alice' })
    await arb.makeOffer('carol', '1')
    await arb.deposit('alice', '100.0000 TLOS')
    await arb.act('alice', 'respondoffer', { case_id: 1, offer_id: 0, accept: true })
    expect(money(arb)).toMatchObject({ claimant: '30.7693 TLOS', reserved: '169.2307 TLOS' })
    await arb.act('carol', 'recuse', { case_id: 1, rationale: 'conflict', assigned_arb: 'carol' })
    expect(arb.caseFile(1).case_status).toBe(9)
    expect(money(arb)).toMatchObject({
      claimant: '200.0000 TLOS',
      reserved: '0.0000 TLOS',
      available: '0.0000 TLOS',
    })
    expect(arb.arbitrator('carol')?.recused_case_ids).toEqual(['1'])
  })
})
