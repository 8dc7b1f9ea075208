import { describe, expect, it } from 'vitest'
import { getNetwork } from '@/config/network.ts'
import { createBallotCalls, deleteBallotTransaction, type NewBallot } from './ballot-actions.ts'

const ballot: NewBallot = {
  publisher: 'alice',
  fee: '10.0000 TLOS',
  ballot_name: 'vote22budget',
  category: 'poll',
  treasury_symbol: '2,DEMO',
  voting_method: '1token1vote',
  initial_options: ['yes', 'no'],
  title: 'Vote 2026 budget',
  description: 'Why',
  content: '',
  min_options: 1,
  max_options: 2,
  weighting: { voteliquid: true, votestake: false },
  treasuryStakeable: false,
  end_time: '2030-01-01T00:00:00',
}
const names = (value: NewBallot) => createBallotCalls(value).map((call) => call.action.name)
const toggles = (value: NewBallot) =>
  createBallotCalls(value)
    .filter((call) => call.action.name === 'togglebal')
    .map((call) => call.action.data.setting_name)

describe('ballot transactions', () => {
  it('R-GOV-17 R-CALL-DEC-16 R-CALL-DEC-04 R-CALL-DEC-05 R-CALL-DEC-06 R-CALL-DEC-08: fee deposit first, then the original order', () => {
    const calls = createBallotCalls(ballot).map((call) => call.action)
    const decide = getNetwork().contracts.decide
    expect(calls[0]).toEqual({
      account: 'eosio.token',
      name: 'transfer',
      data: { from: 'alice', to: decide, quantity: '10.0000 TLOS', memo: 'fees-deposit' },
    })
    expect(calls.map((call) => call.name)).toEqual([
      'transfer',
      'newballot',
      'togglebal',
      'editdetails',
      'editminmax',
      'openvoting',
    ])
    expect(calls[1]?.data).toEqual({
      ballot_name: 'vote22budget',
      category: 'poll',
      publisher: 'alice',
      treasury_symbol: '2,DEMO',
      voting_method: '1token1vote',
      initial_options: ['yes', 'no'],
    })
    expect(calls[4]?.data).toEqual({ ballot_name: 'vote22budget', new_min_options: 1, new_max_options: 2 })
  })

  it('R-GOV-33: without an end time the ballot stays in setup (no openvoting)', () => {
    expect(names({ ...ballot, end_time: undefined })).not.toContain('openvoting')
  })

  it('R-CALL-DEC-07 R-DEFECT-12: every togglebal combination is sent, a single setting included', () => {
    // newballot starts with voteliquid off and votestake = the DAO's stakeable setting.
    const cases: [boolean, boolean, boolean, string[]][] = [
      // voteliquid, votestake, stakeable → toggles
      [true, false, false, ['voteliquid']],
      [false, true, false, ['votestake']],
      [true, true, false, ['votestake', 'voteliquid']],
      [false, false, false, []],
      [true, false, true, ['votestake', 'voteliquid']],
      [false, true, true, []],
      [true, true, true, ['voteliquid']],
      [false, false, true, ['votestake']],
    ]
    for (const [voteliquid, votestake, treasuryStakeable, expected] of cases)
      expect(toggles({ ...ballot, weighting: { voteliquid, votestake }, treasuryStakeable })).toEqual(
        expected,
      )
  })

  it('R-GOV-32: min and max go out as integers', () => {
    const minmax = createBallotCalls({ ...ballot, min_options: 1, max_options: 2 }).find(
      (call) => call.action.name === 'editminmax',
    )
    expect(Number.isInteger(minmax?.action.data.new_min_options)).toBe(true)
    expect(Number.isInteger(minmax?.action.data.new_max_options)).toBe(true)
  })

  it('R-GOV-23 R-CALL-DEC-09 R-CALL-DEC-10: delete of a voting ballot closes it (with broadcast) first', () => {
    expect(
      deleteBallotTransaction('vote22budget', ['closevoting', 'deleteballot']).calls.map(
        (call) => call.action,
      ),
    ).toMatchObject([
      { name: 'closevoting', data: { ballot_name: 'vote22budget', broadcast: true } },
      { name: 'deleteballot', data: { ballot_name: 'vote22budget' } },
    ])
  })

  it('R-GOV-23: a closed ballot with votes left cleans each one up (cleanupvote) before deleteballot', () => {
    const transaction = deleteBallotTransaction(
      'vote22budget',
      ['cleanupvote', 'deleteballot'],
      ['bob', 'carol'],
    )
    expect(transaction.calls.map((call) => call.action)).toMatchObject([
      { name: 'cleanupvote', data: { voter: 'bob', ballot_name: 'vote22budget', worker: null } },
      { name: 'cleanupvote', data: { voter: 'carol', ballot_name: 'vote22budget', worker: null } },
      { name: 'deleteballot', data: { ballot_name: 'vote22budget' } },
    ])
  })
})
