import { voteRow } from '@portal/chain/contracts/decide/index'
import { describe, expect, it } from 'vitest'
import { createBallot, createDao, decideChain, openBallot, type DecideChain } from './test-support.ts'

// Liquid GOV: bob 100.0000 (1 000 000 units), carol 40.0000 (400 000), dave 0.0009 (9), erin 0.
async function votingChain(method: string, max = 2, options = ['a', 'b', 'c']): Promise<DecideChain> {
  const chain = decideChain()
  await createDao(chain, { voters: ['alice', 'bob', 'carol', 'dave', 'erin'] })
  for (const [to, quantity] of [
    ['bob', '100.0000 GOV'],
    ['carol', '40.0000 GOV'],
    ['dave', '0.0009 GOV'],
  ] as const) {
    await chain.act('alice', 'mint', { to, quantity, memo: '' })
  }
  await createBallot(chain, { method, options, min: 1, max })
  await openBallot(chain, 'ballot1')
  return chain
}

const vote = (chain: DecideChain, voter: string, options: string[], actor = voter) =>
  chain.act(actor, 'castvote', { voter, ballot_name: 'ballot1', options })

const totals = (chain: DecideChain) =>
  Object.fromEntries(chain.ballot('ballot1').options.map(({ key, value }) => [key, value]))

describe('castvote weights by voting method (computed by hand)', () => {
  it('R-GOV-08, R-CALL-DEC-03: 1acct1vote gives one whole token to each chosen option', async () => {
    const chain = await votingChain('1acct1vote')
    await vote(chain, 'bob', ['a', 'b'])
    await vote(chain, 'carol', ['a'])
    expect(totals(chain)).toEqual({ a: '2.0000 GOV', b: '1.0000 GOV', c: '0.0000 GOV' })
    expect(chain.ballot('ballot1')).toMatchObject({ total_voters: 2, total_raw_weight: '140.0000 GOV' })
    expect(voteRow.parse(chain.votes('ballot1')[0])).toMatchObject({
      voter: 'bob',
      is_delegate: false,
      raw_votes: '100.0000 GOV',
      weighted_votes: [
        { key: 'a', value: '1.0000 GOV' },
        { key: 'b', value: '1.0000 GOV' },
      ],
      worker: '',
      rebalances: 0,
      rebalance_volume: '0.0000 GOV',
    })
  })

  it('1tokennvote gives the full balance to each chosen option', async () => {
    const chain = await votingChain('1tokennvote')
    await vote(chain, 'bob', ['a', 'b'])
    await vote(chain, 'carol', ['a'])
    expect(totals(chain)).toEqual({ a: '140.0000 GOV', b: '100.0000 GOV', c: '0.0000 GOV' })
  })

  it('1token1vote splits the balance evenly with integer division', async () => {
    const chain = await votingChain('1token1vote')
    await vote(chain, 'bob', ['a', 'b']) // 1 000 000 / 2 = 500 000 each
    await vote(chain, 'carol', ['a']) // 400 000
    await vote(chain, 'dave', ['b', 'c']) // 9 / 2 = 4 each
    expect(totals(chain)).toEqual({ a: '90.0000 GOV', b: '50.0004 GOV', c: '0.0004 GOV' })
  })

  it('1tsquare1v squares each share while voting and takes the integer square root at close', async () => {
    const chain = await votingChain('1tsquare1v')
    await vote(chain, 'bob', ['a', 'b']) // (1 000 000 / 2)² = 250 000 000 000 each
    await vote(chain, 'carol', ['a']) // 400 000² = 160 000 000 000
    expect(totals(chain)).toEqual({ a: '41000000.0000 GOV', b: '25000000.0000 GOV', c: '0.0000 GOV' })
    chain.advanceTime(8 * 86400)
    await chain.act('alice', 'closevoting', { ballot_name: 'ballot1', broadcast: false })
    // √410 000 000 000 = 640 312.42… → 640 312; √250 000 000 000 = 500 000.
    expect(totals(chain)).toEqual({ a: '64.0312 GOV', b: '50.0000 GOV', c: '0.0000 GOV' })
  })

  it('1tsquare1v squares the share in int64, so a share of 2^32 units wraps to a weight of 0', async () => {
    const chain = await votingChain('1tsquare1v', 1)
    // 429 496.7296 GOV = 2^32 units; (2^32)² = 2^64 overflows int64 and wraps to 0 in the contract.
    await chain.act('alice', 'mint', { to: 'erin', quantity: '429496.7296 GOV', memo: '' })
    await vote(chain, 'erin', ['a'])
    expect(totals(chain)).toEqual({ a: '0.0000 GOV', b: '0.0000 GOV', c: '0.0000 GOV' })
    expect(chain.ballot('ballot1')).toMatchObject({ total_voters: 1, total_raw_weight: '429496.7296 GOV' })
    expect(chain.votes('ballot1')[0]?.weighted_votes).toEqual([{ key: 'a', value: '0.0000 GOV' }])
  })

  it('quadratic gives the integer square root of the balance to each chosen option', async () => {
    const chain = await votingChain('quadratic')
    await vote(chain, 'bob', ['a', 'b']) // √1 000 000 = 1000
    await vote(chain, 'carol', ['a']) // √400 000 = 632.45… → 632
    expect(totals(chain)).toEqual({ a: '0.1632 GOV', b: '0.1000 GOV', c: '0.0000 GOV' })
  })

  it('duplicate options collapse into one weight but count toward n and max', async () => {
    const chain = await votingChain('1token1vote')
    await vote(chain, 'bob', ['a', 'a']) // n = 2: 500 000 once on a
    expect(totals(chain)).toEqual({ a: '50.0000 GOV', b: '0.0000 GOV', c: '0.0000 GOV' })
    expect(chain.votes('ballot1')[0]?.weighted_votes).toEqual([{ key: 'a', value: '50.0000 GOV' }])
  })
})

describe('revotes', () => {
  it('a revote rolls back the previous weights and counts the voter once', async () => {
    const chain = await votingChain('1tokennvote')
    await vote(chain, 'bob', ['a'])
    await vote(chain, 'bob', ['b'])
    expect(totals(chain)).toEqual({ a: '0.0000 GOV', b: '100.0000 GOV', c: '0.0000 GOV' })
    expect(chain.ballot('ballot1')).toMatchObject({ total_voters: 1, total_raw_weight: '100.0000 GOV' })
    await chain.act('alice', 'mint', { to: 'bob', quantity: '50.0000 GOV', memo: '' })
    await vote(chain, 'bob', ['b', 'c'])
    expect(totals(chain)).toEqual({ a: '0.0000 GOV', b: '150.0000 GOV', c: '150.0000 GOV' })
    expect(chain.ballot('ballot1')).toMatchObject({ total_voters: 1, total_raw_weight: '150.0000 GOV' })
    expect(chain.votes('ballot1')).toHaveLength(1)
  })

  it('a ballot toggled non-revotable refuses a second vote', async () => {
    const chain = decideChain()
    await createDao(chain, { voters: ['alice', 'bob'], amount: '10.0000' })
    await createBallot(chain, { options: ['a', 'b'] })
    await chain.act('alice', 'togglebal', { ballot_name: 'ballot1', setting_name: 'revotable' })
    await openBallot(chain, 'ballot1')
    await vote(chain, 'bob', ['a'])
    await expect(vote(chain, 'bob', ['b'])).rejects.toThrow(
      'assertion failure with message: ballot is not revotable',
    )
    expect(totals(chain)).toEqual({ a: '10.0000 GOV', b: '0.0000 GOV' })
  })

  it('unvoteall removes the weights but keeps the receipt, so voting again fails as on chain', async () => {
    const chain = await votingChain('1tokennvote')
    await vote(chain, 'bob', ['a', 'b'])
    await expect(chain.act('carol', 'unvoteall', { voter: 'carol', ballot_name: 'ballot1' })).rejects.toThrow(
      'assertion failure with message: vote not found',
    )
    await chain.act('bob', 'unvoteall', { voter: 'bob', ballot_name: 'ballot1' })
    expect(totals(chain)).toEqual({ a: '0.0000 GOV', b: '0.0000 GOV', c: '0.0000 GOV' })
    expect(chain.ballot('ballot1')).toMatchObject({ total_voters: 0, total_raw_weight: '0.0000 GOV' })
    await expect(chain.act('bob', 'unvoteall', { voter: 'bob', ballot_name: 'ballot1' })).rejects.toThrow(
      'assertion failure with message: votes are already empty',
    )
    await expect(vote(chain, 'bob', ['a'])).rejects.toThrow(
      'could not insert object, most likely a uniqueness constraint was violated',
    )
  })
})

describe('castvote checks, in the contract order', () => {
  it('signer, ballot, voter, status, time, min/max, weight and options', async () => {
    const chain = await votingChain('1acct1vote')
    await expect(vote(chain, 'bob', ['a'], 'carol')).rejects.toThrow('missing authority of bob')
    await expect(
      chain.act('bob', 'castvote', { voter: 'bob', ballot_name: 'nope', options: ['a'] }),
    ).rejects.toThrow('assertion failure with message: ballot not found')
    await expect(vote(chain, 'alice', ['a', 'b', 'c'])).rejects.toThrow(
      'assertion failure with message: cannot vote for more than max options',
    )
    await expect(vote(chain, 'alice', [])).rejects.toThrow(
      'assertion failure with message: cannot vote for fewer than min options',
    )
    // chain-notes.md §2.5: even one-account-one-vote needs tokens.
    await expect(vote(chain, 'erin', ['a'])).rejects.toThrow(
      'assertion failure with message: must vote with a positive amount',
    )
    await expect(vote(chain, 'bob', ['zzz'])).rejects.toThrow(
      "assertion failure with message: option doesn't exist on ballot",
    )
    chain.advanceTime(8 * 86400)
    await expect(vote(chain, 'bob', ['a'])).rejects.toThrow(
      'assertion failure with message: vote must occur between ballot begin and end times',
    )
    expect(chain.votes('ballot1')).toEqual([])
  })

  it('refuses voters of other treasuries and ballots not open yet', async () => {
    const chain = decideChain()
    await createDao(chain, { voters: ['alice', 'bob'], amount: '10.0000' })
    await createBallot(chain, { options: ['a', 'b'] })
    await expect(vote(chain, 'carol', ['a'])).rejects.toThrow(
      'assertion failure with message: voter not found',
    )
    await expect(vote(chain, 'bob', ['a'])).rejects.toThrow(
      'assertion failure with message: ballot status is must be in voting mode to cast vote',
    )
  })

  it('votestake counts the staked balance instead of the liquid one', async () => {
    const chain = decideChain()
    await createDao(chain, { voters: ['alice', 'bob'], amount: '10.0000' })
    await createBallot(chain, { options: ['a', 'b'] })
    await chain.act('alice', 'togglebal', { ballot_name: 'ballot1', setting_name: 'votestake' })
    await openBallot(chain, 'ballot1')
    await expect(vote(chain, 'bob', ['a'])).rejects.toThrow(
      'assertion failure with message: must vote with a positive amount',
    )
    await chain.act('alice', 'toggle', { treasury_symbol: '4,GOV', setting_name: 'stakeable' })
    await chain.act('bob', 'stake', { voter: 'bob', quantity: '4.0000 GOV' })
    await vote(chain, 'bob', ['a'])
    expect(totals(chain)).toEqual({ a: '4.0000 GOV', b: '0.0000 GOV' })
  })

  it('a light ballot accepts votes without recording them', async () => {
    const chain = decideChain()
    await createDao(chain, { voters: ['alice', 'bob'], amount: '10.0000' })
    await createBallot(chain, { options: ['a', 'b'] })
    await chain.act('alice', 'togglebal', { ballot_name: 'ballot1', setting_name: 'lightballot' })
    await openBallot(chain, 'ballot1')
    await vote(chain, 'bob', ['a'])
    expect(totals(chain)).toEqual({ a: '0.0000 GOV', b: '0.0000 GOV' })
    expect(chain.votes('ballot1')).toEqual([])
  })
})
