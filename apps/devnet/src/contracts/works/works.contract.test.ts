import { beforeEach, describe, expect, it } from 'vitest'
import { milestoneRow, proposalRow, type SeedPropData } from '@portal/chain/contracts/works/index'
import { getTableRows } from '../../chain/api/table-rows.ts'
import { seedWorks } from '../../seed/contracts.ts'
import { decideChain, depositFee, type DecideChain } from '../decide/test-support.ts'

const assertion = (message: string) => `assertion failure with message: ${message}`

let chain: DecideChain
const proposals = () => chain.rows('works.decide', 'proposals').map((row) => proposalRow.parse(row))
const milestones = (proposal: string) =>
  chain.rows('works.decide', 'milestones', proposal).map((row) => milestoneRow.parse(row))

const proposal = (overrides: Partial<SeedPropData> = {}): SeedPropData => ({
  title: 'A block explorer',
  description: 'An explorer for Telos',
  content: 'https://example.org/explorer',
  proposal_name: 'explorer',
  proposer: 'alice',
  category: 'apps',
  total_requested: '10000.0000 TLOS',
  milestones: 2,
  status: 'drafting',
  ...overrides,
})
const seedprop = (data: SeedPropData, actor = 'works.decide') =>
  chain.transact(actor, 'works.decide::seedprop', data)

/** A telos.decide ballot named `name` of `category`, published by alice on VOTE. */
async function newBallot(name: string, category = 'proposal') {
  depositFee(chain, 'alice', '10.0000 TLOS')
  await chain.act('alice', 'newballot', {
    ballot_name: name,
    category,
    publisher: 'alice',
    treasury_symbol: '4,VOTE',
    voting_method: '1token1vote',
    initial_options: ['yes', 'no', 'abstain'],
  })
}

beforeEach(async () => {
  chain = decideChain()
  seedWorks(chain.chain)
  await chain.act('alice', 'regvoter', { voter: 'alice', treasury_symbol: '4,VOTE', referrer: null })
})

describe('works.decide seedprop', () => {
  it('R-WORKS-01 R-READ-19: a drafted proposal reads as draftprop leaves it', async () => {
    await seedprop(proposal())
    expect(proposals()).toEqual([
      {
        title: 'A block explorer',
        description: 'An explorer for Telos',
        content: 'https://example.org/explorer',
        proposal_name: 'explorer',
        proposer: 'alice',
        category: 'apps',
        status: 'drafting',
        current_ballot: 'explorer',
        fee: '0.0000 TLOS',
        refunded: false,
        total_requested: '10000.0000 TLOS',
        remaining: '0.0000 TLOS',
        milestones: 2,
        current_milestone: 1,
      },
    ])
    expect(
      milestones('explorer').map((row) => [row.milestone_id, row.status, row.requested, row.ballot_name]),
    ).toEqual([
      ['1', 'queued', '5000.0000 TLOS', 'explorer'],
      ['2', 'queued', '5000.0000 TLOS', ''],
    ])
  })

  it('R-WORKS-02: a launched proposal links to the proposal ballot of the same name', async () => {
    await newBallot('explorer')
    await seedprop(proposal({ status: 'inprogress' }))
    const [row] = proposals()
    expect(row).toMatchObject({ status: 'inprogress', current_ballot: 'explorer', fee: '500.0000 TLOS' })
    expect(chain.ballot(row?.current_ballot ?? '')).toMatchObject({
      ballot_name: 'explorer',
      category: 'proposal',
    })
    expect(milestones('explorer')[0]).toMatchObject({ status: 'voting', ballot_name: 'explorer' })
    // The portal's proposal_info read: lower = upper = the ballot name.
    const read = getTableRows(chain.chain, {
      code: 'works.decide',
      scope: 'works.decide',
      table: 'proposals',
      json: true,
      lower_bound: 'explorer',
      upper_bound: 'explorer',
    })
    expect(read.rows).toMatchObject([{ proposal_name: 'explorer', refunded: 0, milestones: 2 }])
  })

  it('every later status fills the fields the real contract would have', async () => {
    for (const [name, status] of [
      ['failedprop', 'failed'],
      ['cancelprop', 'cancelled'],
      ['doneprop', 'completed'],
    ] as const) {
      await newBallot(name)
      await seedprop(proposal({ proposal_name: name, status, total_requested: '100.0000 TLOS' }))
    }
    const byName = Object.fromEntries(proposals().map((row) => [row.proposal_name, row]))
    expect(byName.failedprop).toMatchObject({ status: 'failed', fee: '30.0000 TLOS', refunded: false })
    expect(byName.doneprop).toMatchObject({ status: 'completed', refunded: true, current_milestone: 2 })
    expect(milestones('cancelprop').map((row) => row.status)).toEqual(['failed', 'failed'])
    expect(milestones('doneprop').map((row) => row.status)).toEqual(['paid', 'paid'])
    expect(milestones('failedprop')[0]?.ballot_results.map((entry) => entry.key)).toEqual([
      'abstain',
      'no',
      'yes',
    ])
  })

  it.each([
    [{ milestones: 0 }, 'milestones must be greater than 0'],
    [{ milestones: 13 }, 'too many milestones'],
    [{ total_requested: '500000.0001 TLOS' }, 'requested amount exceeds allowed maximum'],
    [{ total_requested: '0.0000 TLOS' }, 'must request a positive amount'],
    [{ total_requested: '10.00 USD' }, 'must request TLOS'],
    [{ category: 'games' }, 'invalid works category'],
    [{ status: 'voting' }, 'invalid proposal status'],
    [{ proposer: 'nobody' }, 'proposer account does not exist'],
    [{ status: 'inprogress' }, 'ballot not found'],
  ])('rejects %j with "%s"', async (overrides, message) => {
    await expect(seedprop(proposal(overrides as Partial<SeedPropData>))).rejects.toThrow(assertion(message))
    expect(proposals()).toEqual([])
  })

  it('only the contract may seed; names are unique; the ballot must be a proposal ballot', async () => {
    await expect(seedprop(proposal(), 'alice')).rejects.toThrow('missing authority of works.decide')
    await seedprop(proposal())
    await expect(seedprop(proposal())).rejects.toThrow(assertion('proposal already exists'))
    await newBallot('pollprop', 'poll')
    await expect(seedprop(proposal({ proposal_name: 'pollprop', status: 'inprogress' }))).rejects.toThrow(
      assertion('ballot must be a proposal ballot'),
    )
  })
})
