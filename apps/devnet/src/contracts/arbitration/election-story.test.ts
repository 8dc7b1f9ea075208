import { describe, expect, it } from 'vitest'
import { ADMIN, ARB, arbitrationChain, DAY, doc, failure, type ArbitrationChain } from './test-support.ts'

// Whole elections through a real telos.decide ballot: the contract funds and publishes the
// ballot, accounts vote with staked TLOS mirrored as VOTE, and the closing broadcast seats the
// winners.

const DECIDE = 'telos.decide'
type Ballot = {
  ballot_name: string
  status: string
  title: string
  content: string
  publisher: string
  max_options: number
  options: { key: string; value: string }[]
  settings: { key: string; value: boolean }[]
}

async function electionWithBallot(candidates: string[], seats: number): Promise<ArbitrationChain> {
  const arb = await arbitrationChain({ accounts: ['alice', 'bob', 'carol', 'dave', 'erin', ADMIN] })
  await arb.act(ADMIN, 'setconfig', {
    max_elected_arbs: seats,
    election_duration: 2 * DAY,
    runoff_duration: DAY,
    election_add_candidates_duration: DAY,
    arbitrator_term_length: 365 * DAY,
    max_claims_per_case: 21,
    fee_usd: '10.0000 USD',
    claimant_accepting_offers_duration: 7 * DAY,
  })
  // What the demo world does before an election: fund the contract and register it as a VOTE voter.
  arb.chain.transfer('eosio', ARB, '25.0000 TLOS', 'skip')
  await arb.chain.transact(ARB, `${DECIDE}::regvoter`, {
    voter: ARB,
    treasury_symbol: '4,VOTE',
    referrer: null,
  })
  await arb.act(ADMIN, 'initelection', { content: doc('election-info') })
  for (const name of candidates) {
    await arb.act(name, 'regarb', { nominee: name, credentials_link: doc(name) })
    await arb.act(name, 'candaddlead', { nominee: name })
  }
  arb.chain.advanceTime(DAY)
  await arb.act(ADMIN, 'beginvoting', { ballot_name: 'arbelection1', runoff: false })
  return arb
}

/** Stakes `tlos` (half net, half cpu), registers a VOTE voter and votes for `options`. */
async function vote(arb: ArbitrationChain, voter: string, tlos: number, options: string[]) {
  const half = `${(tlos / 2).toFixed(4)} TLOS`
  await arb.chain.transact(voter, 'eosio::delegatebw', {
    from: voter,
    receiver: voter,
    stake_net_quantity: half,
    stake_cpu_quantity: half,
    transfer: false,
  })
  await arb.chain.transact(voter, `${DECIDE}::regvoter`, { voter, treasury_symbol: '4,VOTE', referrer: null })
  await arb.chain.transact(voter, `${DECIDE}::castvote`, { voter, ballot_name: 'arbelection1', options })
}

const ballot = (arb: ArbitrationChain) =>
  arb.chain.rows<Ballot>(DECIDE, 'ballots').find((row) => row.ballot_name === 'arbelection1')

describe('election story through telos.decide', () => {
  it('R-CALL-ARB-02, R-CALL-ARB-03, R-RES-ADMIN-06: initelection → candidates → ballot → votes → endelection seats the winners', async () => {
    const arb = await electionWithBallot(['carol', 'dave', 'erin'], 2)

    // beginvoting paid the ballot fee from available_funds and opened the ballot.
    expect(arb.config().available_funds).toBe('15.0000 TLOS')
    expect(arb.elections()[0]).toMatchObject({ status: 2, ballot_name: 'arbelection1', available_seats: 2 })
    expect(ballot(arb)).toMatchObject({
      status: 'voting',
      publisher: ARB,
      title: 'Telos Arbitrator Election',
      content: doc('election-info'),
      max_options: 2,
      options: [
        { key: 'carol', value: '0.0000 VOTE' },
        { key: 'dave', value: '0.0000 VOTE' },
        { key: 'erin', value: '0.0000 VOTE' },
      ],
    })
    expect(ballot(arb)?.settings).toContainEqual({ key: 'votestake', value: true })
    await expect(
      arb.act(ADMIN, 'beginvoting', { ballot_name: 'arbelection1', runoff: false }),
    ).rejects.toThrow(failure('Election must be in created status'))

    await vote(arb, 'alice', 200, ['carol', 'dave'])
    await vote(arb, 'bob', 100, ['carol', 'erin'])
    await expect(arb.act(ADMIN, 'endelection', {})).rejects.toThrow(failure('Vote time has not ended'))

    arb.chain.advanceTime(2 * DAY + 1)
    await arb.act(ADMIN, 'endelection', {})
    expect(ballot(arb)?.status).toBe('closed')
    expect(arb.elections()[0]).toMatchObject({
      status: 3,
      candidates: [
        { name: 'carol', votes: '300.0000 VOTE' },
        { name: 'dave', votes: '200.0000 VOTE' },
        { name: 'erin', votes: '100.0000 VOTE' },
      ],
    })
    expect(arb.arbitrators().map((row) => [row.arb, row.arb_status, row.credentials_link])).toEqual([
      ['carol', 2, doc('carol')],
      ['dave', 2, doc('dave')],
    ])
    expect(arb.nominees()).toEqual([])
    expect(
      arb.chain.chain.accounts.permission(ARB, 'major')?.auth.accounts.map((a) => a.permission.actor),
    ).toEqual(['carol', 'dave'])
    // The seated arbitrators make themselves available before taking cases.
    await arb.act('carol', 'newarbstatus', { arbitrator: 'carol', new_status: 1 })
    expect(arb.arbitrator('carol')?.arb_status).toBe(1)
  })

  it('a tie at the last seat is broken by account name (devnet rule; the real runoff cannot run)', async () => {
    const arb = await electionWithBallot(['carol', 'dave', 'erin'], 2)
    await vote(arb, 'alice', 200, ['carol', 'dave'])
    await vote(arb, 'bob', 100, ['carol'])
    await vote(arb, 'erin', 200, ['erin'])
    arb.chain.advanceTime(2 * DAY + 1)
    await arb.act(ADMIN, 'endelection', {})
    expect(arb.elections().map((e) => e.election_id)).toEqual(['0']) // no runoff election
    expect(arb.elections()[0]?.candidates).toEqual([
      { name: 'carol', votes: '300.0000 VOTE' },
      { name: 'dave', votes: '200.0000 VOTE' },
      { name: 'erin', votes: '200.0000 VOTE' },
    ])
    expect(arb.arbitrators().map((row) => row.arb)).toEqual(['carol', 'dave'])
    expect(arb.nominees()).toEqual([])
  })

  it('a ballot needs the contract registered as a VOTE voter (decide: voter not found)', async () => {
    const arb = await arbitrationChain()
    await arb.act(ADMIN, 'setconfig', {
      max_elected_arbs: 1,
      election_duration: 2 * DAY,
      runoff_duration: DAY,
      election_add_candidates_duration: DAY,
      arbitrator_term_length: 365 * DAY,
      max_claims_per_case: 21,
      fee_usd: '10.0000 USD',
      claimant_accepting_offers_duration: 7 * DAY,
    })
    arb.chain.transfer('eosio', ARB, '25.0000 TLOS', 'skip')
    await arb.act(ADMIN, 'initelection', { content: '' })
    for (const name of ['carol', 'dave']) {
      await arb.act(name, 'regarb', { nominee: name, credentials_link: doc(name) })
      await arb.act(name, 'candaddlead', { nominee: name })
    }
    arb.chain.advanceTime(DAY)
    await expect(
      arb.act(ADMIN, 'beginvoting', { ballot_name: 'arbelection1', runoff: false }),
    ).rejects.toThrow(failure('voter not found'))
    expect(arb.config().available_funds).toBe('25.0000 TLOS')
  })
})
