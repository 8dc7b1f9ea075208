import { describe, expect, it } from 'vitest'
import { milestoneRow, proposalRow, seedPropData } from './index.ts'

describe('works rows', () => {
  it('R-WORKS-01: reads a proposal as nodeos renders it (bool 0/1)', () => {
    const row = proposalRow.parse({
      title: 'Explorer',
      description: '',
      content: '',
      proposal_name: 'explorer',
      proposer: 'alice',
      category: 'apps',
      status: 'inprogress',
      current_ballot: 'explorer',
      fee: '500.0000 TLOS',
      refunded: 0,
      total_requested: '10000.0000 TLOS',
      remaining: '0.0000 TLOS',
      milestones: 2,
      current_milestone: 1,
    })
    expect(row).toMatchObject({ refunded: false, current_ballot: 'explorer' })
  })

  it('reads milestone ids as strings and ballot results as key/value pairs', () => {
    expect(
      milestoneRow.parse({
        milestone_id: 1,
        status: 'voting',
        requested: '5000.0000 TLOS',
        report: '',
        ballot_name: 'explorer',
        ballot_results: [{ key: 'yes', value: '0.0000 VOTE' }],
      }).milestone_id,
    ).toBe('1')
  })

  it('seedprop accepts only the real categories and statuses', () => {
    const data = {
      title: 't',
      description: 'd',
      content: 'c',
      proposal_name: 'explorer',
      proposer: 'alice',
      category: 'apps',
      total_requested: '1.0000 TLOS',
      milestones: 1,
      status: 'drafting',
    }
    expect(seedPropData.safeParse(data).success).toBe(true)
    expect(seedPropData.safeParse({ ...data, category: 'games' }).success).toBe(false)
    expect(seedPropData.safeParse({ ...data, status: 'voting' }).success).toBe(false)
  })
})
