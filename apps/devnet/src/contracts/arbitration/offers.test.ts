import { describe, expect, it } from 'vitest'
import { arbitrationChain, DAY, failure } from './test-support.ts'

describe('makeoffer', () => {
  it('R-CALL-ARB-16, R-CALL-ARB-17: -1 makes a pending offer and counts it; an id updates that pending offer', async () => {
    const arb = await arbitrationChain({ arbitrators: ['carol', 'dave'] })
    const id = await arb.readyCase()
    await arb.makeOffer('carol', id, '12.5000 USD', 3)
    await arb.makeOffer('dave', id, '20.0000 USD', 2)
    expect(arb.offers()).toEqual([
      {
        offer_id: '0',
        case_id: id,
        status: 1,
        estimated_hours: 3,
        arbitrator: 'carol',
        hourly_rate: '12.5000 USD',
      },
      {
        offer_id: '1',
        case_id: id,
        status: 1,
        estimated_hours: 2,
        arbitrator: 'dave',
        hourly_rate: '20.0000 USD',
      },
    ])
    expect(arb.caseFile(id).number_offers).toBe(2)
    await arb.makeOffer('carol', id, '11.0000 USD', 4, 0)
    expect(arb.offers()[0]).toMatchObject({ estimated_hours: 4, hourly_rate: '11.0000 USD', status: 1 })
    expect(arb.caseFile(id).number_offers).toBe(2)
  })

  it('checks the arbitrator, the case, the window, the rate and the hours in the real order', async () => {
    const arb = await arbitrationChain({ arbitrators: ['carol', 'dave'] })
    const id = await arb.readyCase()
    await expect(arb.makeOffer('bob', id)).rejects.toThrow(failure('actor is not a registered Arbitrator'))
    await arb.act('dave', 'newarbstatus', { arbitrator: 'dave', new_status: 2 })
    await expect(arb.makeOffer('dave', id)).rejects.toThrow(
      failure("Arb status isn't set to available, Arbitrator is unable to receive new cases"),
    )
    await expect(arb.makeOffer('carol', '7')).rejects.toThrow(failure('Case not found'))
    await expect(arb.makeOffer('carol', id, '10.0000 TLOS')).rejects.toThrow(
      failure('Offer needs to be set in USD'),
    )
    await expect(arb.makeOffer('carol', id, '10.0000 USD', 0)).rejects.toThrow(
      failure('The minimum estimated hours is 1'),
    )
    await expect(
      arb.act('bob', 'makeoffer', {
        case_id: id,
        offer_id: -1,
        arbitrator: 'carol',
        hourly_rate: '1.0000 USD',
        estimated_hours: 1,
      }),
    ).rejects.toThrow('missing authority of carol')
    await expect(arb.makeOffer('carol', id, '10.0000 USD', 1, 5)).rejects.toThrow(failure('Offer not found'))
    await arb.makeOffer('carol', id)
    await expect(arb.makeOffer('carol', id)).rejects.toThrow(failure('Arbitrator already has made an offer'))
    await arb.act('dave', 'newarbstatus', { arbitrator: 'dave', new_status: 1 })
    await expect(arb.makeOffer('dave', id, '10.0000 USD', 1, 0)).rejects.toThrow(
      failure('Arbitrator is not the one who made the offer'),
    )
    arb.chain.advanceTime(7 * DAY + 1)
    await expect(arb.makeOffer('dave', id)).rejects.toThrow(failure('Time for sending offers is over'))
  })

  it('refuses an arbitrator who is party to the case, and cases not awaiting arbitrators', async () => {
    const arb = await arbitrationChain({ arbitrators: ['bob', 'carol'] })
    const id = await arb.readyCase()
    await expect(arb.makeOffer('bob', id)).rejects.toThrow(
      failure('Arbitrator can not be neither claimant nor respondant'),
    )
    await arb.fileCase('dave', { respondant: null })
    await expect(arb.makeOffer('carol', '1')).rejects.toThrow(
      failure('Case needs to be in AWAITING ARBS status'),
    )
  })

  it('R-RES-STATE-16: a dismissed offer blocks any new offer from the same arbitrator; the rate may be negative', async () => {
    const arb = await arbitrationChain({ arbitrators: ['carol'] })
    const id = await arb.readyCase()
    await arb.makeOffer('carol', id, '-5.0000 USD', 1)
    expect(arb.offers()[0]?.hourly_rate).toBe('-5.0000 USD')
    await arb.act('carol', 'dismissoffer', { case_id: id, offer_id: 0 })
    await expect(arb.makeOffer('carol', id)).rejects.toThrow(failure('Arbitrator already has made an offer'))
    await expect(arb.makeOffer('carol', id, '1.0000 USD', 1, 0)).rejects.toThrow(
      failure('Offer needs to be pending to be updated'),
    )
  })
})

describe('dismissoffer', () => {
  it('R-ROLE-13, R-CALL-ARB-18: only the offering arbitrator dismisses a pending offer; number_offers stays', async () => {
    const arb = await arbitrationChain({ arbitrators: ['carol', 'dave'] })
    const id = await arb.readyCase()
    await arb.makeOffer('carol', id)
    await expect(arb.act('dave', 'dismissoffer', { case_id: id, offer_id: 0 })).rejects.toThrow(
      'missing authority of carol',
    )
    await expect(arb.act('carol', 'dismissoffer', { case_id: 9, offer_id: 0 })).rejects.toThrow(
      failure('Case not found'),
    )
    await expect(arb.act('carol', 'dismissoffer', { case_id: id, offer_id: 4 })).rejects.toThrow(
      failure('Offer not found'),
    )
    await arb.act('carol', 'dismissoffer', { case_id: id, offer_id: 0 })
    expect(arb.offers()[0]?.status).toBe(4)
    expect(arb.caseFile(id).number_offers).toBe(1)
    await expect(arb.act('carol', 'dismissoffer', { case_id: id, offer_id: 0 })).rejects.toThrow(
      failure('Offer needs to be pending to be updated'),
    )
  })
})

describe('respondoffer', () => {
  it('R-RES-STATE-04, R-CALL-ARB-19: accepting pays 10 h × 10 USD = 153.8461 TLOS into reserved funds and assigns the arbitrator', async () => {
    const arb = await arbitrationChain({ arbitrators: ['carol', 'dave'] })
    const id = await arb.readyCase() // escrow 100 - 15.3846
    await arb.makeOffer('carol', id)
    await arb.makeOffer('dave', id, '9.0000 USD', 10)
    await arb.act('dave', 'dismissoffer', { case_id: id, offer_id: 1 })
    await arb.deposit('alice', '100.0000 TLOS')
    await arb.act('alice', 'respondoffer', { case_id: id, offer_id: 0, accept: true })
    expect(arb.escrow('alice')).toBe('30.7693 TLOS')
    expect(arb.config().reserved_funds).toBe('169.2307 TLOS')
    expect(arb.caseFile(id)).toMatchObject({
      case_status: 2,
      arbitrators: ['carol'],
      arbitrator_cost_tlos: '153.8461 TLOS',
    })
    // Every other offer of the case is rewritten to REJECTED, the dismissed one too.
    expect(arb.offers().map((o) => o.status)).toEqual([2, 3])
  })

  it('rejecting marks only that offer rejected', async () => {
    const arb = await arbitrationChain({ arbitrators: ['carol', 'dave'] })
    const id = await arb.readyCase()
    await arb.makeOffer('carol', id)
    await arb.makeOffer('dave', id)
    await arb.act('alice', 'respondoffer', { case_id: id, offer_id: 1, accept: false })
    expect(arb.offers().map((o) => o.status)).toEqual([1, 3])
    expect(arb.caseFile(id).case_status).toBe(1)
  })

  it('checks case, status, claimant, offer, case match and pending status; answers after the offer window', async () => {
    const arb = await arbitrationChain({ arbitrators: ['carol'] })
    const id = await arb.readyCase()
    await arb.makeOffer('carol', id)
    await arb.fileCase('dave', { respondant: null })
    const respond = (over: Record<string, unknown>, actor = 'alice') =>
      arb.act(actor, 'respondoffer', { case_id: id, offer_id: 0, accept: true, ...over })
    await expect(respond({ case_id: 9 })).rejects.toThrow(failure('Case not found'))
    await expect(respond({ case_id: 1 }, 'dave')).rejects.toThrow(
      failure('Case needs to be in AWAITING ARBS status'),
    )
    await expect(respond({}, 'bob')).rejects.toThrow('missing authority of alice')
    await expect(respond({ offer_id: 3 })).rejects.toThrow(failure('Offer not found'))
    await expect(respond({})).rejects.toThrow(failure('overdrawn balance'))
    arb.chain.advanceTime(30 * DAY)
    await arb.act('alice', 'respondoffer', { case_id: id, offer_id: 0, accept: false })
    await expect(respond({ accept: false })).rejects.toThrow(
      failure('Offer needs to be pending to be responded'),
    )
  })

  it('R-CALL-ARB-27, R-RES-STATE-05: a top-up transfer and the acceptance in one transaction', async () => {
    const arb = await arbitrationChain({ arbitrators: ['carol'] })
    const id = await arb.readyCase()
    await arb.makeOffer('carol', id)
    await arb.chain.transactAll([
      {
        actor: 'alice',
        action: 'eosio.token::transfer',
        data: { from: 'alice', to: 'testtelosarb', quantity: '69.2307 TLOS', memo: 'For arbitration fee' },
      },
      {
        actor: 'alice',
        action: 'testtelosarb::respondoffer',
        data: { case_id: id, offer_id: 0, accept: true },
      },
    ])
    expect(arb.escrow('alice')).toBeUndefined()
    expect(arb.caseFile(id).case_status).toBe(2)
  })

  it('a negative rate makes the cost wrap to a huge TLOS amount: overdrawn balance (chain-notes.md §2.1)', async () => {
    const arb = await arbitrationChain({ arbitrators: ['carol'] })
    const id = await arb.readyCase()
    await arb.makeOffer('carol', id, '-1.0000 USD', 1)
    await expect(
      arb.act('alice', 'respondoffer', { case_id: id, offer_id: 0, accept: true }),
    ).rejects.toThrow(failure('overdrawn balance'))
  })

  it('the 32-bit float cast truncates costs above 2^24 units as the contract does', async () => {
    const arb = await arbitrationChain({ arbitrators: ['carol'] })
    const id = await arb.readyCase()
    // 255 h × 10000 USD = 2,550,000 USD = 39230769230 units at 6500; the nearest float32 (step 4096) is 39230771200.
    await arb.makeOffer('carol', id, '10000.0000 USD', 255)
    await arb.chain.transfer('eosio', 'alice', '4000000.0000 TLOS')
    await arb.deposit('alice', '4000000.0000 TLOS')
    await arb.act('alice', 'respondoffer', { case_id: id, offer_id: 0, accept: true })
    expect(arb.caseFile(id).arbitrator_cost_tlos).toBe('3923077.1200 TLOS')
  })
})

describe('cancelcase', () => {
  it('R-RES-STATE-01: without offers the fee returns to the claimant escrow', async () => {
    const arb = await arbitrationChain()
    const id = await arb.readyCase()
    await expect(arb.act('bob', 'cancelcase', { case_id: id })).rejects.toThrow('missing authority of alice')
    await arb.act('alice', 'cancelcase', { case_id: id })
    expect(arb.caseFile(id).case_status).toBe(8)
    expect(arb.escrow('alice')).toBe('100.0000 TLOS')
    expect(arb.config()).toMatchObject({ reserved_funds: '0.0000 TLOS', available_funds: '0.0000 TLOS' })
    await expect(arb.act('alice', 'cancelcase', { case_id: id })).rejects.toThrow(
      failure('Case status must be in AWAITING ARBS'),
    )
    await expect(arb.act('alice', 'cancelcase', { case_id: 4 })).rejects.toThrow(failure('Case not found'))
  })

  it('after any offer (even dismissed) the fee goes to the contract available funds', async () => {
    const arb = await arbitrationChain({ arbitrators: ['carol'] })
    const id = await arb.readyCase()
    await arb.makeOffer('carol', id)
    await arb.act('carol', 'dismissoffer', { case_id: id, offer_id: 0 })
    await arb.act('alice', 'cancelcase', { case_id: id })
    expect(arb.escrow('alice')).toBe('84.6154 TLOS')
    expect(arb.config()).toMatchObject({ reserved_funds: '0.0000 TLOS', available_funds: '15.3846 TLOS' })
  })
})
