import { describe, expect, it } from 'vitest'
import { ADMIN, arbitrationChain, DAY, doc, failure, type ArbitrationChain } from './test-support.ts'

const YEAR = 31_536_000

async function nominate(arb: ArbitrationChain, ...names: string[]) {
  for (const name of names) {
    await arb.act(name, 'regarb', { nominee: name, credentials_link: doc(name) })
    await arb.act(name, 'candaddlead', { nominee: name })
  }
}

async function setSeats(arb: ArbitrationChain, seats: number) {
  await arb.act(ADMIN, 'setconfig', {
    max_elected_arbs: seats,
    election_duration: 2 * DAY,
    runoff_duration: DAY,
    election_add_candidates_duration: DAY,
    arbitrator_term_length: YEAR,
    max_claims_per_case: 21,
    fee_usd: '10.0000 USD',
    claimant_accepting_offers_duration: 7 * DAY,
  })
}

describe('initelection', () => {
  it('R-CALL-ARB-01, R-ROLE-07: the admin opens an election with the free seats as current election', async () => {
    const arb = await arbitrationChain()
    await expect(arb.act('alice', 'initelection', { content: doc('info') })).rejects.toThrow(
      `missing authority of ${ADMIN}`,
    )
    await arb.act(ADMIN, 'initelection', { content: doc('info') })
    const now = arb.chain.now()
    const [election] = arb.elections()
    expect(election).toMatchObject({
      election_id: '0',
      ballot_name: '',
      info_url: doc('info'),
      candidates: [],
      available_seats: 21,
      begin_voting_ts: '1970-01-01T00:00:00',
      end_voting_ts: '1970-01-01T00:00:00',
      status: 1,
    })
    const begin = Date.parse(`${election?.begin_add_candidates_ts}Z`) / 1000
    expect(Math.abs(begin - now)).toBeLessThan(2)
    expect(Date.parse(`${election?.end_add_candidates_ts}Z`) / 1000 - begin).toBe(7 * DAY)
    expect(arb.config().current_election_id).toBe('0')
    await expect(arb.act(ADMIN, 'initelection', { content: '' })).rejects.toThrow(
      failure('There is an election already running'),
    )
  })

  it('counts seats after marking lapsed terms expired, and refuses when none is free', async () => {
    const arb = await arbitrationChain()
    await setSeats(arb, 2)
    await arb.seat('carol', 'dave')
    await expect(arb.act(ADMIN, 'initelection', { content: '' })).rejects.toThrow(
      failure('No seats are available!'),
    )
    arb.chain.advanceTime(YEAR + DAY)
    await arb.act(ADMIN, 'initelection', { content: '' })
    expect(arb.arbitrators().map((a) => a.arb_status)).toEqual([4, 4])
    expect(arb.elections()[1]).toMatchObject({ election_id: '1', available_seats: 2 })
    expect(arb.config().current_election_id).toBe('1')
  })
})

describe('nominees and candidates', () => {
  it('R-CALL-ARB-05, R-CALL-ARB-06: regarb registers a nominee at any time; unregnominee removes a non-candidate', async () => {
    const arb = await arbitrationChain()
    await expect(arb.act('alice', 'regarb', { nominee: 'nobody', credentials_link: doc(1) })).rejects.toThrow(
      failure('New candidate is not an account'),
    )
    await expect(arb.act('bob', 'regarb', { nominee: 'alice', credentials_link: doc(1) })).rejects.toThrow(
      'missing authority of alice',
    )
    await expect(arb.act('alice', 'regarb', { nominee: 'alice', credentials_link: 'x' })).rejects.toThrow(
      failure('invalid ipfs string, valid schema: <hash>'),
    )
    await arb.act('alice', 'regarb', { nominee: 'alice', credentials_link: doc(1) })
    expect(arb.nominees()).toMatchObject([{ nominee_name: 'alice', credentials_link: doc(1) }])
    await expect(arb.act('alice', 'regarb', { nominee: 'alice', credentials_link: doc(1) })).rejects.toThrow(
      failure('Nominee is already an applicant'),
    )
    await expect(arb.act('bob', 'unregnominee', { nominee: 'bob' })).rejects.toThrow(
      failure("Nominee isn't an applicant"),
    )
    await arb.act('alice', 'unregnominee', { nominee: 'alice' })
    expect(arb.nominees()).toEqual([])
  })

  it('a seated arbitrator cannot re-nominate until its seat expires; re-nominating marks it expired', async () => {
    const arb = await arbitrationChain({ arbitrators: ['carol'] })
    await expect(arb.act('carol', 'regarb', { nominee: 'carol', credentials_link: doc(2) })).rejects.toThrow(
      failure("Nominee is already an Arbitrator and the seat hasn't expired or been removed"),
    )
    arb.chain.advanceTime(YEAR + 1)
    await arb.act('carol', 'regarb', { nominee: 'carol', credentials_link: doc(2) })
    expect(arb.arbitrator('carol')?.arb_status).toBe(4)
  })

  it('R-CALL-ARB-07, R-CALL-ARB-08: candaddlead and candrmvlead during the window, with their checks', async () => {
    const arb = await arbitrationChain()
    await arb.act('alice', 'regarb', { nominee: 'alice', credentials_link: doc(1) })
    await expect(arb.act('alice', 'candaddlead', { nominee: 'alice' })).rejects.toThrow(
      failure("Election doesn't exist"),
    )
    await arb.act(ADMIN, 'initelection', { content: '' })
    await expect(arb.act('bob', 'candaddlead', { nominee: 'bob' })).rejects.toThrow(
      failure("Nominee isn't an applicant. Use regarb action to register as a nominee"),
    )
    await expect(arb.act('bob', 'candrmvlead', { nominee: 'bob' })).rejects.toThrow(
      failure('Candidate not found in election list'),
    )
    await arb.act('alice', 'candaddlead', { nominee: 'alice' })
    expect(arb.elections()[0]?.candidates).toEqual([{ name: 'alice', votes: '0.0000 VOTE' }])
    await expect(arb.act('alice', 'candaddlead', { nominee: 'alice' })).rejects.toThrow(
      failure('Candidate already added'),
    )
    await expect(arb.act('alice', 'unregnominee', { nominee: 'alice' })).rejects.toThrow(
      failure('Cannot remove a nominee if is a candidate'),
    )
    await arb.act('alice', 'candrmvlead', { nominee: 'alice' })
    expect(arb.elections()[0]?.candidates).toEqual([])
    await arb.act('alice', 'candaddlead', { nominee: 'alice' })
    arb.chain.advanceTime(DAY * 7)
    await expect(arb.act('alice', 'candrmvlead', { nominee: 'alice' })).rejects.toThrow(
      failure('Cannot remove candidates if period has ended'),
    )
    await expect(arb.act('alice', 'candaddlead', { nominee: 'alice' })).rejects.toThrow(
      failure('Cannot add candidates if period has ended'),
    )
  })

  it('skiptovoting (test action) ends the window now, for anyone', async () => {
    const arb = await arbitrationChain()
    await arb.act(ADMIN, 'initelection', { content: '' })
    await arb.act('bob', 'skiptovoting', {})
    const [election] = arb.elections()
    // The window ends at the chain's present (the skip's block), not 7 days after it opened; measured
    // on the chain's clock, so a slow machine between the two actions changes nothing.
    expect(Date.parse(`${election?.end_add_candidates_ts}Z`)).toBeLessThanOrEqual(arb.chain.now() * 1000)
    await expect(arb.act('bob', 'candaddlead', { nominee: 'bob' })).rejects.toThrow(
      failure('Cannot add candidates if period has ended'),
    )
  })
})

describe('beginvoting', () => {
  it('R-CALL-ARB-02: candidates ≤ seats are seated at once as UNAVAILABLE with a term; the election ends', async () => {
    const arb = await arbitrationChain()
    await arb.act(ADMIN, 'initelection', { content: '' })
    await nominate(arb, 'carol')
    await expect(arb.act(ADMIN, 'beginvoting', { ballot_name: 'x', runoff: false })).rejects.toThrow(
      failure("Can't start voting process until add candidates time has ended."),
    )
    arb.chain.advanceTime(7 * DAY)
    await expect(arb.act('alice', 'beginvoting', { ballot_name: 'x', runoff: false })).rejects.toThrow(
      failure('Only admin and SC account can start a voting process'),
    )
    await arb.act(ADMIN, 'beginvoting', { ballot_name: 'x', runoff: false })
    const carol = arb.arbitrator('carol')
    expect(carol).toMatchObject({ arb_status: 2, credentials_link: doc('carol'), open_case_ids: [] })
    expect(Date.parse(`${carol?.term_expiration}Z`) - Date.parse(`${carol?.elected_time}Z`)).toBe(YEAR * 1000)
    expect(arb.nominees()).toEqual([])
    expect(arb.elections()[0]).toMatchObject({ status: 3, ballot_name: '' })
    await expect(arb.act(ADMIN, 'beginvoting', { ballot_name: 'x', runoff: false })).rejects.toThrow(
      failure('Election must be in created status'),
    )
  })

  it('an empty ballot name counts as used after an election decided without a ballot (chain-notes.md §2.7)', async () => {
    const arb = await arbitrationChain()
    await setSeats(arb, 2)
    await arb.seat('carol')
    await arb.act(ADMIN, 'initelection', { content: '' })
    await nominate(arb, 'alice', 'bob')
    arb.chain.advanceTime(DAY)
    await expect(arb.act(ADMIN, 'beginvoting', { ballot_name: '', runoff: false })).rejects.toThrow(
      failure('Ballot name already used'),
    )
    await expect(
      arb.act(ADMIN, 'beginvoting', { ballot_name: 'arbelection1', runoff: false }),
    ).rejects.toThrow(failure("The SC doesn't have enough funds to cover the ballot fee"))
  })

  it('beginvoting and endelection need an election', async () => {
    const arb = await arbitrationChain()
    await expect(arb.act(ADMIN, 'beginvoting', { ballot_name: 'x', runoff: false })).rejects.toThrow(
      failure("Election doesn't exist"),
    )
    await expect(arb.act(ADMIN, 'endelection', {})).rejects.toThrow(failure('Election not found'))
  })
})

describe('endelection', () => {
  it('checks the funds before the election status (chain-notes.md §2.8), then the status and the end time', async () => {
    const arb = await arbitrationChain()
    await arb.act(ADMIN, 'initelection', { content: '' })
    await expect(arb.act('alice', 'endelection', {})).rejects.toThrow(
      failure('Only admin and SC account can start a voting process'),
    )
    await expect(arb.act(ADMIN, 'endelection', {})).rejects.toThrow(
      failure('Not enough funds to cover ballot fees in case of new election'),
    )
    await arb.deposit('alice', '10.0000 TLOS', 'skip')
    await expect(arb.act(ADMIN, 'endelection', {})).rejects.toThrow(
      failure('Election status must be in live state'),
    )
  })
})
