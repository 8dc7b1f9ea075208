import { beforeEach, describe, expect, it } from 'vitest'
import { ActionDataError } from '@/lib/chain/use-contract-action.ts'
import { getNetwork } from '@/config/network.ts'
import { notifications } from '@/lib/notifications/notification-store.ts'
import { castVote, NO_TRANSACTION_MESSAGE } from './cast-vote.ts'
import { voteCalls } from './send-vote.ts'

beforeEach(() => notifications.clear())

const request = {
  voter: 'alice',
  ballotName: 'artcontest',
  treasurySymbol: '4,VOTE',
  options: ['sunrise', 'forest'],
  register: true,
}

describe('voting', () => {
  it('R-CALL-DEC-01 R-CALL-DEC-02 R-CALL-DEC-03: sends regvoter (when needed), then refresh, then castvote', () => {
    const decide = getNetwork().contracts.decide
    expect(voteCalls(request).map((call) => call.action)).toEqual([
      {
        account: decide,
        name: 'regvoter',
        data: { voter: 'alice', treasury_symbol: '4,VOTE', referrer: null },
      },
      { account: decide, name: 'refresh', data: { voter: 'alice' } },
      {
        account: decide,
        name: 'castvote',
        data: { voter: 'alice', ballot_name: 'artcontest', options: ['sunrise', 'forest'] },
      },
    ])
    expect(voteCalls({ ...request, register: false }).map((call) => call.action.name)).toEqual([
      'refresh',
      'castvote',
    ])
  })

  it('refetches the tables the three actions write, from their descriptors', () => {
    const tables = new Set(voteCalls(request).flatMap((call) => call.writes.map((ref) => ref.table)))
    expect([...tables].sort()).toEqual(['ballots', 'treasuries', 'voters', 'votes'])
  })

  it('refuses option names the castvote schema refuses before anything is signed', () => {
    expect(() => voteCalls({ ...request, options: ['Not An Option!'] })).toThrow(ActionDataError)
  })

  it('R-ERR-07: a failed vote resolves false and hands the error over', async () => {
    let seen: unknown
    const failure = new Error('voter not found')
    const result = await castVote(
      () => Promise.reject(failure),
      (error) => (seen = error),
    )
    expect(result).toBe(false)
    expect(seen).toBe(failure)
  })

  it('R-ERR-08: a null transaction result is an error: a notification, and false', async () => {
    const before = notifications.getSnapshot().items.length
    expect(await castVote(() => Promise.resolve(null))).toBe(false)
    const { items } = notifications.getSnapshot()
    expect(items.length).toBe(before + 1)
    expect(items[0]).toMatchObject({ status: 'error', error: NO_TRANSACTION_MESSAGE })
  })

  it('a vote with a transaction id resolves it', async () => {
    expect(await castVote(() => Promise.resolve({ transactionId: 'ab'.repeat(32) }))).toEqual({
      transactionId: 'ab'.repeat(32),
    })
  })
})
