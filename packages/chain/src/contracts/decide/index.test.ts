import { describe, expect, it } from 'vitest'
import { ballotRow, decideActionData, decideTables, DECIDE_ACTION_WRITES, treasuryRow } from './index.ts'

describe('telos.decide schemas', () => {
  it('R-RES-DATA-03: parses a ballot row as nodeos renders it (bools 0/1, maps as key/value pairs)', () => {
    const row = ballotRow.parse({
      ballot_name: 'elect1',
      category: 'election',
      publisher: 'testtelosarb',
      status: 'voting',
      title: '',
      description: '',
      content: '',
      treasury_symbol: '4,VOTE',
      voting_method: '1tokennvote',
      min_options: 1,
      max_options: 2,
      options: [{ key: 'alice', value: '12.5000 VOTE' }],
      total_voters: 1,
      total_delegates: 0,
      total_raw_weight: '12.5000 VOTE',
      cleaned_count: 0,
      settings: [
        { key: 'lightballot', value: 0 },
        { key: 'votestake', value: 1 },
      ],
      begin_time: '2026-01-01T00:00:00',
      end_time: '2026-01-08T00:00:00',
    })
    expect(row.settings).toEqual([
      { key: 'lightballot', value: false },
      { key: 'votestake', value: true },
    ])
    expect(row.options[0]).toEqual({ key: 'alice', value: '12.5000 VOTE' })
  })

  it('refuses a treasury row with a malformed asset', () => {
    expect(() => treasuryRow.parse({ supply: '12 VOTE' })).toThrow()
  })

  it('describes every action and the ballot indexes the portal reads', () => {
    expect(Object.keys(DECIDE_ACTION_WRITES).sort()).toEqual(Object.keys(decideActionData()).sort())
    expect(decideTables.ballots.indexes.map((index) => [index.name, index.position])).toEqual([
      ['bycategory', 2],
      ['bystatus', 3],
      ['bysymbol', 4],
      ['byendtime', 5],
    ])
    expect(
      decideActionData().castvote.parse({ voter: 'bob', ballot_name: 'elect1', options: ['alice'] }),
    ).toBeTruthy()
  })
})
