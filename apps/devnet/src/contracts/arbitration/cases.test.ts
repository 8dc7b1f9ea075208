import { describe, expect, it } from 'vitest'
import { ADMIN, ARB, arbitrationChain, DAY, doc, failure } from './test-support.ts'

describe('filecase', () => {
  it('R-CALL-ARB-09, R-RES-CASES-07: opens case 0 in setup with claim 0 filed, no fee', async () => {
    const arb = await arbitrationChain()
    await arb.fileCase('alice', { lang_codes: [0, 6], claim_category: 6 })
    const [casefile] = arb.cases()
    expect(casefile).toMatchObject({
      case_id: '0',
      case_status: 0,
      claimant: 'alice',
      respondant: 'bob',
      arbitrators: [],
      approvals: [],
      number_claims: 1,
      number_offers: 0,
      required_langs: [0, 6],
      case_ruling: '',
      fee_paid_tlos: '0.0000 TLOS',
      arbitrator_cost_tlos: '0.0000 TLOS',
      sending_offers_until_ts: '1970-01-01T00:00:00',
    })
    expect(arb.claims(0)).toEqual([
      {
        claim_id: '0',
        claim_summary: doc(1),
        decision_link: '',
        response_link: '',
        claimant_limit_time: '1970-01-01T00:00:00',
        claim_info_needed: false,
        claim_info_required: '',
        respondant_limit_time: '1970-01-01T00:00:00',
        response_info_needed: false,
        response_info_required: '',
        status: 1,
        claim_category: 6,
      },
    ])
    expect(arb.chain.balance('alice')).toBe('1000.0000 TLOS')
  })

  it('accepts a case without respondant (the name reads as empty)', async () => {
    const arb = await arbitrationChain()
    await arb.fileCase('alice', { respondant: null })
    expect(arb.caseFile(0).respondant).toBe('')
  })

  it.each([
    [{ claim_link: 'x'.repeat(45) }, 'invalid ipfs string, valid schema: <hash>'],
    [{ claim_link: 'x'.repeat(49), respondant: 'nobody' }, 'Respondant must be an account'],
    [{ claim_category: 0 }, 'Claim category not found'],
    [{ claim_category: 15 }, 'Claim category not found'],
  ])('refuses %j with its message', async (overrides, message) => {
    const arb = await arbitrationChain()
    await expect(arb.fileCase('alice', overrides)).rejects.toThrow(failure(message))
    expect(arb.cases()).toEqual([])
  })

  it('needs the claimant to sign', async () => {
    const arb = await arbitrationChain()
    await expect(
      arb.act('bob', 'filecase', {
        claimant: 'alice',
        claim_link: doc(1),
        lang_codes: [0],
        respondant: null,
        claim_category: 1,
      }),
    ).rejects.toThrow('missing authority of alice')
  })
})

describe('claims in setup', () => {
  it('R-CALL-ARB-10: addclaim adds the next claim id and counts it', async () => {
    const arb = await arbitrationChain()
    await arb.fileCase()
    const filed = arb.caseFile(0).update_ts
    arb.chain.advanceTime(60)
    await arb.act('alice', 'addclaim', {
      case_id: 0,
      claim_link: doc(2),
      claimant: 'alice',
      claim_category: 14,
    })
    expect(arb.claims(0).map((c) => [c.claim_id, c.claim_summary, c.claim_category])).toEqual([
      ['0', doc(1), 1],
      ['1', doc(2), 14],
    ])
    expect(arb.caseFile(0).number_claims).toBe(2)
    expect(arb.caseFile(0).update_ts > filed).toBe(true)
  })

  it('addclaim checks link, case, category, status, limit, claimant and duplicates in that order', async () => {
    const arb = await arbitrationChain()
    await arb.fileCase()
    const add = (over: Record<string, unknown>, actor = 'alice') =>
      arb.act(actor, 'addclaim', {
        case_id: 0,
        claim_link: doc(2),
        claimant: 'alice',
        claim_category: 1,
        ...over,
      })
    await expect(add({ claim_link: 'short', case_id: 9 })).rejects.toThrow(
      failure('invalid ipfs string, valid schema: <hash>'),
    )
    await expect(add({ case_id: 9, claim_category: 0 })).rejects.toThrow(failure('Case Not Found'))
    await expect(add({ claim_category: 0 })).rejects.toThrow(failure('Claim category not found'))
    await expect(add({ claimant: 'bob' }, 'bob')).rejects.toThrow(
      failure('you are not the claimant of this case.'),
    )
    await expect(add({ claim_link: doc(1) })).rejects.toThrow(
      failure('Claim Link already exists in another claim'),
    )
    await expect(add({}, 'bob')).rejects.toThrow('missing authority of alice')
    await arb.act(ADMIN, 'setconfig', {
      max_elected_arbs: 21,
      election_duration: 2_505_600,
      runoff_duration: 604_800,
      election_add_candidates_duration: 604_800,
      arbitrator_term_length: 31_536_000,
      max_claims_per_case: 1,
      fee_usd: '10.0000 USD',
      claimant_accepting_offers_duration: 604_800,
    })
    await expect(add({ claimant: 'bob' }, 'bob')).rejects.toThrow(
      failure('case file has reached maximum number of claims'),
    )
    await arb.deposit('alice', '20.0000 TLOS')
    await arb.act('alice', 'readycase', { case_id: 0, claimant: 'alice' })
    await expect(add({})).rejects.toThrow(failure('claims cannot be added after CASE_SETUP is complete.'))
  })

  it('R-CALL-ARB-11, R-ROLE-18: updateclaim replaces the summary and clears claim_info_needed, without touching update_ts', async () => {
    const arb = await arbitrationChain()
    await arb.fileCase()
    const before = arb.caseFile(0).update_ts
    arb.chain.advanceTime(60)
    await arb.act('alice', 'updateclaim', { case_id: 0, claim_id: 0, claimant: 'alice', claim_link: doc(3) })
    expect(arb.claims(0)[0]).toMatchObject({ claim_summary: doc(3), claim_info_needed: false })
    expect(arb.caseFile(0).update_ts).toBe(before)
  })

  it('updateclaim checks link, case, claimant, case status, claim and claim status', async () => {
    const arb = await arbitrationChain()
    await arb.fileCase()
    const update = (over: Record<string, unknown>, actor = 'alice') =>
      arb.act(actor, 'updateclaim', {
        case_id: 0,
        claim_id: 0,
        claimant: 'alice',
        claim_link: doc(3),
        ...over,
      })
    await expect(update({ claim_link: '' })).rejects.toThrow(
      failure('invalid ipfs string, valid schema: <hash>'),
    )
    await expect(update({ case_id: 4 })).rejects.toThrow(failure('Case not found'))
    await expect(update({ claimant: 'bob' }, 'bob')).rejects.toThrow(
      failure('must be the claimant of this case_id'),
    )
    await expect(update({ claim_id: 7 })).rejects.toThrow(failure('Claim not found'))
    await expect(update({}, 'bob')).rejects.toThrow('missing authority of alice')
    await arb.deposit('alice', '20.0000 TLOS')
    await arb.act('alice', 'readycase', { case_id: 0, claimant: 'alice' })
    await expect(update({})).rejects.toThrow(failure('case status does NOT allow responses at this time'))
  })

  it('removeclaim erases the claim and counts down; checks case, status, claimant, claim', async () => {
    const arb = await arbitrationChain()
    await arb.fileCase()
    await arb.act('alice', 'addclaim', {
      case_id: 0,
      claim_link: doc(2),
      claimant: 'alice',
      claim_category: 1,
    })
    const remove = (over: Record<string, unknown>, actor = 'alice') =>
      arb.act(actor, 'removeclaim', { case_id: 0, claim_id: 1, claimant: 'alice', ...over })
    await expect(remove({ case_id: 3 })).rejects.toThrow(failure('Case Not Found'))
    await expect(remove({ claimant: 'bob' }, 'bob')).rejects.toThrow(
      failure('you are not the claimant of this case.'),
    )
    await expect(remove({ claim_id: 5 })).rejects.toThrow(failure('Claim not found'))
    await remove({})
    expect(arb.claims(0).map((c) => c.claim_id)).toEqual(['0'])
    expect(arb.caseFile(0).number_claims).toBe(1)
    // The id of an erased newest claim is handed out again (available_primary_key).
    await arb.act('alice', 'addclaim', {
      case_id: 0,
      claim_link: doc(4),
      claimant: 'alice',
      claim_category: 1,
    })
    expect(arb.claims(0).map((c) => [c.claim_id, c.claim_summary])).toEqual([
      ['0', doc(1)],
      ['1', doc(4)],
    ])
    await arb.deposit('alice', '20.0000 TLOS')
    await arb.act('alice', 'readycase', { case_id: 0, claimant: 'alice' })
    await expect(remove({})).rejects.toThrow(failure('Claims cannot be removed after CASE_SETUP is complete'))
  })

  it('R-RES-STATE-11, R-CALL-ARB-24: shredcase erases the case and its claims; the newest case id is reused', async () => {
    const arb = await arbitrationChain()
    await arb.fileCase()
    await arb.fileCase('carol', { claim_link: doc(7) })
    await arb.act('carol', 'addclaim', {
      case_id: 1,
      claim_link: doc(8),
      claimant: 'carol',
      claim_category: 2,
    })
    await expect(arb.act('bob', 'shredcase', { case_id: 1, claimant: 'carol' })).rejects.toThrow(
      'missing authority of carol',
    )
    await expect(arb.act('carol', 'shredcase', { case_id: 5, claimant: 'carol' })).rejects.toThrow(
      failure('Case Not Found'),
    )
    await expect(arb.act('carol', 'shredcase', { case_id: 0, claimant: 'carol' })).rejects.toThrow(
      failure('you are not the claimant of this case.'),
    )
    await arb.act('carol', 'shredcase', { case_id: 1, claimant: 'carol' })
    expect(arb.cases().map((c) => c.case_id)).toEqual(['0'])
    expect(arb.claims(1)).toEqual([])
    await arb.fileCase('dave', { claim_link: doc(9) })
    expect(arb.caseFile(1).claimant).toBe('dave')
    expect(arb.claims(1).map((c) => c.claim_summary)).toEqual([doc(9)])
    await arb.deposit('alice', '20.0000 TLOS')
    await arb.act('alice', 'readycase', { case_id: 0, claimant: 'alice' })
    await expect(arb.act('alice', 'shredcase', { case_id: 0, claimant: 'alice' })).rejects.toThrow(
      failure('cases can only be shredded during CASE_SETUP'),
    )
  })
})

describe('readycase', () => {
  it('R-RES-STATE-02, R-CALL-ARB-15: takes the fee (10 USD at median 6500 = 15.3846 TLOS) from escrow into reserved_funds', async () => {
    const arb = await arbitrationChain()
    await arb.fileCase()
    await arb.deposit('alice', '20.0000 TLOS')
    await arb.act('alice', 'readycase', { case_id: 0, claimant: 'alice' })
    expect(arb.escrow('alice')).toBe('4.6154 TLOS')
    expect(arb.config().reserved_funds).toBe('15.3846 TLOS')
    expect(arb.caseFile(0)).toMatchObject({
      case_status: 1,
      fee_paid_tlos: '15.3846 TLOS',
    })
    const readyAt = Date.parse(`${arb.caseFile(0).update_ts}Z`) / 1000
    expect(Date.parse(`${arb.caseFile(0).sending_offers_until_ts}Z`) / 1000).toBe(readyAt + 7 * DAY)
  })

  it('R-CALL-ARB-26, R-RES-STATE-03: a top-up transfer in the same transaction pays an exact fee and erases the emptied row', async () => {
    const arb = await arbitrationChain()
    await arb.fileCase()
    await arb.chain.transactAll([
      {
        actor: 'alice',
        action: 'eosio.token::transfer',
        data: { from: 'alice', to: ARB, quantity: '15.3846 TLOS', memo: 'For arbitration fee' },
      },
      { actor: 'alice', action: `${ARB}::readycase`, data: { case_id: 0, claimant: 'alice' } },
    ])
    expect(arb.escrow('alice')).toBeUndefined()
    expect(arb.caseFile(0).case_status).toBe(1)
  })

  it('checks case, status, claimant, claims and escrow in order', async () => {
    const arb = await arbitrationChain()
    await arb.fileCase()
    const ready = (actor = 'alice', caseId = 0) =>
      arb.act(actor, 'readycase', { case_id: caseId, claimant: actor })
    await expect(arb.act('bob', 'readycase', { case_id: 0, claimant: 'alice' })).rejects.toThrow(
      'missing authority of alice',
    )
    await expect(ready('alice', 2)).rejects.toThrow(failure('Case Not Found'))
    await expect(ready('bob')).rejects.toThrow(failure('you are not the claimant of this case.'))
    await expect(ready()).rejects.toThrow(failure('no balance object found'))
    await arb.deposit('alice', '15.3845 TLOS')
    await expect(ready()).rejects.toThrow(failure('overdrawn balance'))
    await arb.act('alice', 'removeclaim', { case_id: 0, claim_id: 0, claimant: 'alice' })
    await expect(ready()).rejects.toThrow(failure('Cases must have at least one claim'))
    expect(arb.config().reserved_funds).toBe('0.0000 TLOS')
  })
})
