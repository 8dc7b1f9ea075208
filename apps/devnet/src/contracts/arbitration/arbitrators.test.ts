import { describe, expect, it } from 'vitest'
import { ADMIN, ARB, arbitrationChain, DAY, failure } from './test-support.ts'

const YEAR = 31_536_000

describe('newarbstatus and setlangcodes', () => {
  it('R-RES-ARB-03, R-CALL-ARB-04: the arbitrator sets its status; any value is accepted (real contract bug)', async () => {
    const arb = await arbitrationChain({ arbitrators: ['carol'] })
    expect(arb.arbitrator('carol')?.arb_status).toBe(1)
    await expect(arb.act('bob', 'newarbstatus', { arbitrator: 'carol', new_status: 2 })).rejects.toThrow(
      'missing authority of carol',
    )
    await expect(arb.act('bob', 'newarbstatus', { arbitrator: 'bob', new_status: 2 })).rejects.toThrow(
      failure('Arbitrator not found'),
    )
    await arb.act('carol', 'newarbstatus', { arbitrator: 'carol', new_status: 2 })
    expect(arb.arbitrator('carol')?.arb_status).toBe(2)
    await arb.act('carol', 'newarbstatus', { arbitrator: 'carol', new_status: 200 })
    expect(arb.arbitrator('carol')?.arb_status).toBe(200)
    await arb.act('carol', 'newarbstatus', { arbitrator: 'carol', new_status: 3 })
    await expect(arb.act('carol', 'newarbstatus', { arbitrator: 'carol', new_status: 1 })).rejects.toThrow(
      failure('Arbitrator must be active'),
    )
  })

  it('setlangcodes stores the languages; both refuse once the term is over', async () => {
    const arb = await arbitrationChain({ arbitrators: ['carol'] })
    await arb.act('carol', 'setlangcodes', { arbitrator: 'carol', lang_codes: [0, 1, 8] })
    expect(arb.arbitrator('carol')?.languages).toEqual([0, 1, 8])
    await expect(arb.act('dave', 'setlangcodes', { arbitrator: 'dave', lang_codes: [0] })).rejects.toThrow(
      failure('Arbitrator not found'),
    )
    arb.chain.advanceTime(YEAR)
    await expect(arb.act('carol', 'setlangcodes', { arbitrator: 'carol', lang_codes: [1] })).rejects.toThrow(
      failure('Arbitrator term expired'),
    )
    await expect(arb.act('carol', 'newarbstatus', { arbitrator: 'carol', new_status: 1 })).rejects.toThrow(
      failure('Arbitrator term expired'),
    )
    await expect(arb.makeOffer('carol', '0')).rejects.toThrow(failure('Arbitrator term has expired'))
  })
})

describe('recuse and forcerecusal', () => {
  it('recuse: mistrial, fee and cost back to the claimant escrow, case moved to recused', async () => {
    const arb = await arbitrationChain({ arbitrators: ['carol', 'dave'] })
    await arb.caseInInvestigation()
    const escrow = arb.escrow('alice')
    const updated = arb.caseFile(0).update_ts
    arb.chain.advanceTime(60)
    const recuse = { case_id: 0, rationale: 'conflict of interest', assigned_arb: 'carol' }
    await expect(arb.act('dave', 'recuse', recuse)).rejects.toThrow('missing authority of carol')
    await expect(arb.act('carol', 'recuse', { ...recuse, case_id: 3 })).rejects.toThrow(
      failure('Case not found'),
    )
    await expect(arb.act('dave', 'recuse', { ...recuse, assigned_arb: 'dave' })).rejects.toThrow(
      failure("Arbitrator isn't selected for this case."),
    )
    for (const rationale of ['', 'x'.repeat(255)])
      await expect(arb.act('carol', 'recuse', { ...recuse, rationale })).rejects.toThrow(
        failure('rationale must be greater than 0 and less than 255'),
      )
    await arb.act('carol', 'recuse', recuse)
    expect(arb.caseFile(0)).toMatchObject({ case_status: 9, update_ts: updated })
    expect(escrow).toBe('130.7693 TLOS') // 300 deposited - 15.3846 fee - 153.8461 cost
    expect(arb.escrow('alice')).toBe('300.0000 TLOS')
    expect(arb.config().reserved_funds).toBe('0.0000 TLOS')
    expect(arb.arbitrator('carol')).toMatchObject({ open_case_ids: [], recused_case_ids: ['0'] })
    await expect(arb.act('carol', 'recuse', recuse)).rejects.toThrow(
      failure('Unable to recuse if the case has not started or it is resolved'),
    )
  })

  it('forcerecusal: the admin makes the same mistrial', async () => {
    const arb = await arbitrationChain({ arbitrators: ['carol'] })
    await arb.caseInInvestigation()
    const force = { case_id: 0, rationale: 'misconduct', arbitrator: 'carol' }
    await expect(arb.act('carol', 'forcerecusal', force)).rejects.toThrow(`missing authority of ${ADMIN}`)
    await expect(arb.act(ADMIN, 'forcerecusal', { ...force, arbitrator: 'dave' })).rejects.toThrow(
      failure("Arbitrator isn't selected for this case."),
    )
    await expect(arb.act(ADMIN, 'forcerecusal', { ...force, rationale: '' })).rejects.toThrow(
      failure('rationale must be greater than 0 and less than 255'),
    )
    await arb.act(ADMIN, 'forcerecusal', force)
    expect(arb.caseFile(0).case_status).toBe(9)
    expect(arb.config().reserved_funds).toBe('0.0000 TLOS')
    expect(arb.arbitrator('carol')?.recused_case_ids).toEqual(['0'])
    await expect(arb.act(ADMIN, 'forcerecusal', force)).rejects.toThrow(
      failure('Unable to force recusal if case has not started or if is resolved'),
    )
  })
})

describe('dismissarb and the major permission', () => {
  it('seating arbitrators gives testtelosarb@major to them (threshold 1 up to 3, else 2n/3 + 1)', async () => {
    const arb = await arbitrationChain({
      accounts: ['alice', 'bob', 'carol', 'dave', 'erin', ADMIN],
      arbitrators: ['carol', 'dave'],
    })
    const major = () => arb.chain.chain.accounts.permission(ARB, 'major')
    expect(major()).toMatchObject({
      parent: 'active',
      auth: {
        threshold: 1,
        keys: [],
        accounts: [
          { permission: { actor: 'carol', permission: 'active' }, weight: 1 },
          { permission: { actor: 'dave', permission: 'active' }, weight: 1 },
        ],
      },
    })
    await arb.seat('alice', 'bob', 'erin')
    expect(major()?.auth.threshold).toBe(4) // 5 arbitrators: 2*5/3 + 1
    await arb.act(ADMIN, 'dismissarb', { arbitrator: 'erin', remove_from_cases: false })
    expect(major()?.auth.threshold).toBe(3) // 4 arbitrators: 2*4/3 + 1
    expect(major()?.auth.accounts.map((a) => a.permission.actor)).toEqual(['alice', 'bob', 'carol', 'dave'])
  })

  it('dismissarb with remove_from_cases turns open cases into refunded mistrials', async () => {
    const arb = await arbitrationChain({ arbitrators: ['carol'] })
    await arb.caseInInvestigation()
    await expect(
      arb.act('carol', 'dismissarb', { arbitrator: 'carol', remove_from_cases: true }),
    ).rejects.toThrow(`missing authority of ${ADMIN}`)
    await expect(
      arb.act(ADMIN, 'dismissarb', { arbitrator: 'bob', remove_from_cases: true }),
    ).rejects.toThrow(failure('Arbitrator not found'))
    await arb.act(ADMIN, 'dismissarb', { arbitrator: 'carol', remove_from_cases: true })
    expect(arb.caseFile(0).case_status).toBe(9)
    expect(arb.config().reserved_funds).toBe('0.0000 TLOS')
    expect(arb.arbitrator('carol')).toMatchObject({
      arb_status: 3,
      open_case_ids: [],
      recused_case_ids: ['0'],
    })
    await expect(
      arb.act(ADMIN, 'dismissarb', { arbitrator: 'carol', remove_from_cases: true }),
    ).rejects.toThrow(failure('Arbitrator is already removed'))
  })

  it('refuses an arbitrator whose term has passed', async () => {
    const arb = await arbitrationChain({ arbitrators: ['carol'] })
    arb.chain.advanceTime(YEAR + DAY)
    await expect(
      arb.act(ADMIN, 'dismissarb', { arbitrator: 'carol', remove_from_cases: false }),
    ).rejects.toThrow(failure('Arbitrator term has expired'))
  })
})
