import { laborRow } from '@portal/chain/contracts/decide/index'
import { describe, expect, it } from 'vitest'
import { DECIDE, createBallot, createDao, decideChain, depositFee, openBallot } from './test-support.ts'

const DAY = 86400

async function rebalancedVote() {
  const chain = decideChain()
  await createDao(chain, { voters: ['alice', 'bob'], amount: '100.0000' })
  await createBallot(chain, { options: ['yes', 'no'] })
  await openBallot(chain, 'ballot1', 'alice', 7)
  await chain.act('bob', 'castvote', { voter: 'bob', ballot_name: 'ballot1', options: ['yes'] })
  return chain
}

describe('rebalance', () => {
  it('re-weighs a vote after the voter balance changed and records the worker', async () => {
    const chain = await rebalancedVote()
    const rebalance = (voter: string, worker: string | null, actor = 'carol') =>
      chain.act(actor, 'rebalance', { voter, ballot_name: 'ballot1', worker })
    await expect(rebalance('alice', null)).rejects.toThrow('assertion failure with message: vote not found')
    // Balanced votes are left alone.
    await rebalance('bob', 'carol')
    expect(chain.votes('ballot1')[0]).toMatchObject({ rebalances: 0, worker: '' })

    await chain.act('alice', 'mint', { to: 'bob', quantity: '50.0000 GOV', memo: '' })
    await expect(rebalance('bob', 'carol', 'dave')).rejects.toThrow('missing authority of carol')
    await rebalance('bob', 'carol')
    expect(chain.ballot('ballot1')).toMatchObject({
      options: [
        { key: 'no', value: '0.0000 GOV' },
        { key: 'yes', value: '150.0000 GOV' },
      ],
      total_raw_weight: '150.0000 GOV',
    })
    expect(chain.votes('ballot1')[0]).toMatchObject({
      raw_votes: '150.0000 GOV',
      worker: 'carol',
      rebalances: 1,
      rebalance_volume: '50.0000 GOV',
    })
    chain.advanceTime(8 * DAY)
    await expect(rebalance('bob', null)).rejects.toThrow(
      'assertion failure with message: vote has already expired',
    )
  })
})

describe('workers payroll', () => {
  it('cleanupvote logs work; claimpayment pays a worker from the payroll funds', async () => {
    const chain = await rebalancedVote()
    await chain.act('alice', 'mint', { to: 'bob', quantity: '50.0000 GOV', memo: '' })
    await chain.act('carol', 'rebalance', { voter: 'bob', ballot_name: 'ballot1', worker: 'carol' })
    await expect(
      chain.act('carol', 'cleanupvote', { voter: 'bob', ballot_name: 'ballot1', worker: 'carol' }),
    ).rejects.toThrow("assertion failure with message: vote hasn't expired")

    await expect(
      chain.act('alice', 'editpayrate', {
        treasury_symbol: '4,GOV',
        period_length: 0,
        per_period: '1.0000 TLOS',
      }),
    ).rejects.toThrow('assertion failure with message: period length must be greater than 0')
    await expect(
      chain.act('alice', 'editpayrate', {
        treasury_symbol: '4,GOV',
        period_length: DAY,
        per_period: '1.0000 GOV',
      }),
    ).rejects.toThrow('assertion failure with message: only TLOS allowed in payrolls')
    await chain.act('alice', 'editpayrate', {
      treasury_symbol: '4,GOV',
      period_length: DAY,
      per_period: '1.0000 TLOS',
    })
    depositFee(chain, 'dave', '5.0000 TLOS')
    await expect(
      chain.act('dave', 'addfunds', { from: 'dave', treasury_symbol: '4,GOV', quantity: '1.0000 GOV' }),
    ).rejects.toThrow('assertion failure with message: only TLOS allowed in payrolls')
    await chain.act('dave', 'addfunds', { from: 'dave', treasury_symbol: '4,GOV', quantity: '5.0000 TLOS' })
    expect(chain.rows(DECIDE, 'payrolls', 'GOV')[0]).toMatchObject({ payroll_funds: '5.0000 TLOS' })

    chain.advanceTime(8 * DAY)
    await expect(
      chain.act('dave', 'cleanupvote', { voter: 'bob', ballot_name: 'ballot1', worker: 'carol' }),
    ).rejects.toThrow('missing authority of carol')
    await chain.act('carol', 'cleanupvote', { voter: 'bob', ballot_name: 'ballot1', worker: 'carol' })
    expect(chain.votes('ballot1')).toEqual([])
    expect(chain.ballot('ballot1').cleaned_count).toBe(1)
    expect(laborRow.parse(chain.rows(DECIDE, 'labors', 'GOV')[0])).toMatchObject({
      worker_name: 'carol',
      unclaimed_volume: [{ key: 'rebalvolume', value: '50.0000 GOV' }],
      unclaimed_events: [
        { key: 'cleancount', value: 1 },
        { key: 'rebalcount', value: 1 },
      ],
    })
    expect(chain.rows(DECIDE, 'laborbuckets', 'GOV')[0]).toMatchObject({
      claimable_volume: [{ key: 'rebalvolume', value: '50.0000 GOV' }],
      claimable_events: [
        { key: 'cleancount', value: 1 },
        { key: 'rebalcount', value: 1 },
      ],
    })

    const claim = (actor = 'carol', worker_name = 'carol') =>
      chain.act(actor, 'claimpayment', { worker_name, treasury_symbol: '4,GOV' })
    await expect(claim('dave', 'dave')).rejects.toThrow('assertion failure with message: work not found')
    await expect(claim()).rejects.toThrow(
      'assertion failure with message: labor must mature for 1 day before claiming',
    )
    chain.advanceTime(DAY + 3600)
    await expect(claim('dave')).rejects.toThrow('missing authority of carol')
    // Carol did all the work (every share is 1); more periods passed than the 5 TLOS of funds cover.
    await claim()
    expect(chain.deposit('carol')).toBe('5.0000 TLOS')
    expect(chain.rows(DECIDE, 'payrolls', 'GOV')[0]).toMatchObject({
      payroll_funds: '0.0000 TLOS',
      claimable_pay: '0.0000 TLOS',
    })
    expect(chain.rows(DECIDE, 'labors', 'GOV')).toEqual([])
  })

  it('forfeitwork drops a worker and its share of the bucket', async () => {
    const chain = await rebalancedVote()
    await chain.act('alice', 'mint', { to: 'bob', quantity: '10.0000 GOV', memo: '' })
    await chain.act('carol', 'rebalance', { voter: 'bob', ballot_name: 'ballot1', worker: 'carol' })
    chain.advanceTime(8 * DAY)
    await chain.act('carol', 'cleanupvote', { voter: 'bob', ballot_name: 'ballot1', worker: 'carol' })
    await expect(
      chain.act('dave', 'forfeitwork', { worker_name: 'carol', treasury_symbol: '4,GOV' }),
    ).rejects.toThrow('missing authority of carol')
    await expect(
      chain.act('dave', 'forfeitwork', { worker_name: 'dave', treasury_symbol: '4,GOV' }),
    ).rejects.toThrow('assertion failure with message: labor not found')
    await chain.act('carol', 'forfeitwork', { worker_name: 'carol', treasury_symbol: '4,GOV' })
    expect(chain.rows(DECIDE, 'labors', 'GOV')).toEqual([])
    expect(chain.rows(DECIDE, 'laborbuckets', 'GOV')[0]).toMatchObject({
      claimable_volume: [{ key: 'rebalvolume', value: '0.0000 GOV' }],
      claimable_events: [
        { key: 'cleancount', value: 0 },
        { key: 'rebalcount', value: 0 },
      ],
    })
  })
})
