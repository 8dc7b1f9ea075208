import { describe, expect, it } from 'vitest'
import { ADMIN, ARB, arbitrationChain, DAY, doc, failure } from './test-support.ts'

// Checks not reached by the per-action files and the stories.

describe('remaining checks', () => {
  it('the escrow refuses any token but TLOS', async () => {
    const arb = await arbitrationChain()
    await arb.chain.transact('eosio.token', 'eosio.token::create', {
      issuer: 'alice',
      maximum_supply: '1000.0000 ABC',
    })
    await arb.chain.transact('alice', 'eosio.token::issue', {
      to: 'alice',
      quantity: '10.0000 ABC',
      memo: '',
    })
    await expect(arb.deposit('alice', '1.0000 ABC')).rejects.toThrow(
      failure('only TLOS tokens are accepted by this contract'),
    )
  })

  it('offers: removed arbitrators, offers of another case, answered offers', async () => {
    const arb = await arbitrationChain({ arbitrators: ['carol', 'dave'] })
    const first = await arb.readyCase()
    await arb.fileCase('bob', { respondant: null, claim_link: doc(5) })
    await arb.deposit('bob', '50.0000 TLOS')
    await arb.act('bob', 'readycase', { case_id: 1, claimant: 'bob' })
    await arb.makeOffer('carol', first)
    await expect(arb.makeOffer('carol', '1', '10.0000 USD', 1, 0)).rejects.toThrow(
      failure('Offer does not belong to the case ID'),
    )
    await expect(arb.act('bob', 'respondoffer', { case_id: 1, offer_id: 0, accept: true })).rejects.toThrow(
      failure('Offer does not belong to the case ID'),
    )
    await expect(arb.act('carol', 'dismissoffer', { case_id: 1, offer_id: 0 })).rejects.toThrow(
      failure('Offer does not belong to the case ID'),
    )
    await arb.act('alice', 'cancelcase', { case_id: first })
    await expect(arb.act('carol', 'dismissoffer', { case_id: first, offer_id: 0 })).rejects.toThrow(
      failure('Case needs to be in AWAITING ARBS status'),
    )
    await arb.act(ADMIN, 'dismissarb', { arbitrator: 'dave', remove_from_cases: false })
    await expect(arb.makeOffer('dave', '1')).rejects.toThrow(failure('Arbitrator has been removed.'))
    await expect(arb.act('dave', 'setlangcodes', { arbitrator: 'dave', lang_codes: [0] })).rejects.toThrow(
      failure('Arbitrator must be active'),
    )
  })

  it('updateclaim refuses a settled claim; closecase and forcerecusal need the admin and a case', async () => {
    const arb = await arbitrationChain({ arbitrators: ['carol'] })
    await arb.caseInInvestigation(1)
    arb.chain.advanceTime(2 * DAY)
    await arb.act('carol', 'settleclaim', {
      case_id: 0,
      assigned_arb: 'carol',
      claim_id: 0,
      accept: true,
      decision_link: doc('d'),
    })
    await expect(
      arb.act('alice', 'updateclaim', { case_id: 0, claim_id: 0, claimant: 'alice', claim_link: doc(9) }),
    ).rejects.toThrow(failure('Claim cannot be updated'))
    await expect(arb.act('alice', 'closecase', { case_id: 0 })).rejects.toThrow(
      `missing authority of ${ADMIN}`,
    )
    await expect(arb.act(ADMIN, 'closecase', { case_id: 7 })).rejects.toThrow(failure('Case not found'))
    await expect(
      arb.act(ADMIN, 'forcerecusal', { case_id: 7, rationale: 'x', arbitrator: 'carol' }),
    ).rejects.toThrow(failure('Case not found'))
  })

  it('candidates cannot be added or removed once the election is live or ended', async () => {
    const arb = await arbitrationChain()
    await arb.act(ADMIN, 'initelection', { content: '' })
    await arb.act('carol', 'regarb', { nominee: 'carol', credentials_link: doc('carol') })
    await arb.act('carol', 'candaddlead', { nominee: 'carol' })
    await arb.act('dave', 'regarb', { nominee: 'dave', credentials_link: doc('dave') })
    await arb.act(ARB, 'skiptovoting', {})
    await arb.act(ARB, 'beginvoting', { ballot_name: 'x', runoff: false }) // the contract itself may start it
    await expect(arb.act('dave', 'candaddlead', { nominee: 'dave' })).rejects.toThrow(
      failure('Election needs to be in CREATED status to add a new candidate'),
    )
    await expect(arb.act('carol', 'candrmvlead', { nominee: 'carol' })).rejects.toThrow(
      failure('Election needs to be in CREATED status to remove a new candidate'),
    )
    expect(arb.arbitrator('carol')?.arb_status).toBe(2)
  })
})
