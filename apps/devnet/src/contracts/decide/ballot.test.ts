import { ballotRow } from '@portal/chain/contracts/decide/index'
import { describe, expect, it } from 'vitest'
import { DECIDE, createBallot, createDao, decideChain, depositFee, openBallot } from './test-support.ts'

const newballot = (overrides: Record<string, unknown> = {}) => ({
  ballot_name: 'ballot1',
  category: 'poll',
  publisher: 'alice',
  treasury_symbol: '4,GOV',
  voting_method: '1tokennvote',
  initial_options: ['yes', 'no'],
  ...overrides,
})

async function daoChain() {
  const chain = decideChain()
  await createDao(chain, { voters: ['alice', 'bob', 'carol'], amount: '100.0000' })
  return chain
}

describe('newballot', () => {
  it('R-GOV-17, R-CALL-DEC-04, R-CALL-DEC-16: charges the ballot fee and creates a setup ballot', async () => {
    const chain = await daoChain()
    await chain.transactAll([
      {
        actor: 'alice',
        action: 'eosio.token::transfer',
        data: { from: 'alice', to: DECIDE, quantity: '10.0000 TLOS', memo: 'fees-deposit' },
      },
      {
        actor: 'alice',
        action: `${DECIDE}::newballot`,
        data: newballot({ initial_options: ['yes', 'no', 'yes'] }),
      },
    ])
    expect(ballotRow.parse(chain.ballot('ballot1'))).toEqual({
      ballot_name: 'ballot1',
      category: 'poll',
      publisher: 'alice',
      status: 'setup',
      title: '',
      description: '',
      content: '',
      treasury_symbol: '4,GOV',
      voting_method: '1tokennvote',
      min_options: 1,
      max_options: 1,
      // Duplicates merge; the map is ordered by name value.
      options: [
        { key: 'no', value: '0.0000 GOV' },
        { key: 'yes', value: '0.0000 GOV' },
      ],
      total_voters: 0,
      total_delegates: 0,
      total_raw_weight: '0.0000 GOV',
      cleaned_count: 0,
      settings: [
        { key: 'lightballot', value: false },
        { key: 'revotable', value: true },
        { key: 'voteliquid', value: false },
        { key: 'votestake', value: false },
      ],
      begin_time: '1970-01-01T00:00:00',
      end_time: '1970-01-01T00:00:00',
    })
    expect(chain.deposit('alice')).toBe('0.0000 TLOS')
  })

  it('votestake starts as the treasury stakeable setting', async () => {
    const chain = await daoChain()
    await chain.act('alice', 'toggle', { treasury_symbol: '4,GOV', setting_name: 'stakeable' })
    await createBallot(chain)
    expect(chain.ballot('ballot1').settings).toContainEqual({ key: 'votestake', value: true })
  })

  it('checks treasury, publisher registration, fee, name, category and method in that order', async () => {
    const chain = await daoChain()
    const create = (overrides: Record<string, unknown> = {}, actor = 'alice') =>
      chain.act(actor, 'newballot', newballot(overrides))
    await expect(create({}, 'bob')).rejects.toThrow('missing authority of alice')
    await expect(create({ treasury_symbol: '4,NOPE' })).rejects.toThrow(
      'assertion failure with message: treasury not found',
    )
    await expect(create({ publisher: 'dave' }, 'dave')).rejects.toThrow(
      'assertion failure with message: voter not found',
    )
    await expect(create({ publisher: 'bob' }, 'bob')).rejects.toThrow(
      'assertion failure with message: TLOS balance not found',
    )
    // alice's deposit row stays at zero after paying the treasury fee.
    await expect(create()).rejects.toThrow('assertion failure with message: insufficient funds to cover fee')
    depositFee(chain, 'alice', '9.9999 TLOS')
    await expect(create()).rejects.toThrow('assertion failure with message: insufficient funds to cover fee')
    depositFee(chain, 'alice', '10.0001 TLOS')
    await expect(create({ category: 'gossip' })).rejects.toThrow(
      'assertion failure with message: invalid category',
    )
    await expect(create({ voting_method: 'ranked' })).rejects.toThrow(
      'assertion failure with message: ranked voting method feature under development',
    )
    await expect(create({ voting_method: 'loudest' })).rejects.toThrow(
      'assertion failure with message: invalid voting method',
    )
    await create()
    await expect(create()).rejects.toThrow('assertion failure with message: ballot name already exists')
    expect(chain.deposit('alice')).toBe('10.0000 TLOS')
  })
})

describe('ballot setup', () => {
  it('R-CALL-DEC-05: editdetails sets title, description and content while in setup', async () => {
    const chain = await daoChain()
    await createBallot(chain)
    const edit = (actor = 'alice', ballot_name = 'ballot1') =>
      chain.act(actor, 'editdetails', {
        ballot_name,
        title: 'Budget',
        description: 'Q3',
        content: '{"imageUrl":"x"}',
      })
    await expect(edit('alice', 'missing')).rejects.toThrow('assertion failure with message: ballot not found')
    await expect(edit('bob')).rejects.toThrow('missing authority of alice')
    await edit()
    expect(chain.ballot('ballot1')).toMatchObject({
      title: 'Budget',
      description: 'Q3',
      content: '{"imageUrl":"x"}',
    })
    await openBallot(chain, 'ballot1')
    await expect(edit()).rejects.toThrow(
      'assertion failure with message: ballot must be in setup mode to edit details',
    )
  })

  it('R-GOV-32, R-CALL-DEC-06: editminmax bounds min and max by the options', async () => {
    const chain = await daoChain()
    await createBallot(chain, { options: ['a', 'b', 'c'] })
    const minmax = (new_min_options: number, new_max_options: number, actor = 'alice') =>
      chain.act(actor, 'editminmax', { ballot_name: 'ballot1', new_min_options, new_max_options })
    await expect(minmax(1, 2, 'bob')).rejects.toThrow('missing authority of alice')
    await expect(minmax(0, 2)).rejects.toThrow(
      'assertion failure with message: min and max options must be greater than zero',
    )
    await expect(minmax(3, 2)).rejects.toThrow(
      'assertion failure with message: max must be greater than or equal to min',
    )
    await expect(minmax(1, 4)).rejects.toThrow(
      'assertion failure with message: max options cannot be greater than number of options',
    )
    await minmax(2, 3)
    expect(chain.ballot('ballot1')).toMatchObject({ min_options: 2, max_options: 3 })
    await openBallot(chain, 'ballot1')
    await expect(minmax(1, 1)).rejects.toThrow(
      'assertion failure with message: ballot must be in setup mode to edit max options',
    )
  })

  it('R-CALL-DEC-07, R-DEFECT-12: togglebal flips one ballot setting, votestake or voteliquid alone', async () => {
    const chain = await daoChain()
    await createBallot(chain)
    const toggle = (setting_name: string, actor = 'alice') =>
      chain.act(actor, 'togglebal', { ballot_name: 'ballot1', setting_name })
    await expect(toggle('voteliquid', 'bob')).rejects.toThrow('missing authority of alice')
    await expect(toggle('stakeable')).rejects.toThrow('assertion failure with message: setting not found')
    await toggle('voteliquid')
    await toggle('votestake')
    await toggle('revotable')
    expect(chain.ballot('ballot1').settings).toEqual([
      { key: 'lightballot', value: false },
      { key: 'revotable', value: false },
      { key: 'voteliquid', value: true },
      { key: 'votestake', value: true },
    ])
    await openBallot(chain, 'ballot1')
    await expect(toggle('votestake')).rejects.toThrow(
      'assertion failure with message: ballot must be in setup mode to toggle settings',
    )
  })

  it('addoption and rmvoption edit options; removing one shrinks min and max to fit', async () => {
    const chain = await daoChain()
    await createBallot(chain, { options: ['a', 'b', 'c'], min: 3, max: 3 })
    const add = (new_option_name: string) =>
      chain.act('alice', 'addoption', { ballot_name: 'ballot1', new_option_name })
    const remove = (option_name: string) =>
      chain.act('alice', 'rmvoption', { ballot_name: 'ballot1', option_name })
    await expect(add('a')).rejects.toThrow('assertion failure with message: option is already in ballot')
    await expect(
      chain.act('bob', 'addoption', { ballot_name: 'ballot1', new_option_name: 'd' }),
    ).rejects.toThrow('missing authority of alice')
    await add('d')
    await expect(remove('zzz')).rejects.toThrow('assertion failure with message: option not found')
    await remove('a')
    await remove('b')
    expect(chain.ballot('ballot1')).toMatchObject({
      options: [
        { key: 'c', value: '0.0000 GOV' },
        { key: 'd', value: '0.0000 GOV' },
      ],
      min_options: 2,
      max_options: 2,
    })
    await openBallot(chain, 'ballot1')
    await expect(add('e')).rejects.toThrow(
      'assertion failure with message: ballot must be in setup mode to add options',
    )
    await expect(remove('c')).rejects.toThrow(
      'assertion failure with message: ballot must be in setup mode to remove options',
    )
  })
})

describe('openvoting', () => {
  it('R-GOV-19, R-CALL-DEC-08, R-DAO-02: opens voting now until end_time and counts the open ballot', async () => {
    const chain = await daoChain()
    await createBallot(chain)
    const begin = new Date(chain.now() * 1000).toISOString().slice(0, 19)
    const end = await openBallot(chain, 'ballot1')
    expect(chain.ballot('ballot1')).toMatchObject({ status: 'voting', begin_time: begin, end_time: end })
    expect(chain.treasury('GOV')?.open_ballots).toBe(1)
  })

  it('checks options, status, end time and minimum length in order', async () => {
    const chain = await daoChain()
    await createBallot(chain, { options: ['only'] })
    const at = (offset: number) => new Date((chain.now() + offset) * 1000).toISOString().slice(0, 19)
    const open = (end_time: string, actor = 'alice', ballot_name = 'ballot1') =>
      chain.act(actor, 'openvoting', { ballot_name, end_time })
    await expect(open(at(3600), 'alice', 'missing')).rejects.toThrow(
      'assertion failure with message: ballot not found',
    )
    await expect(open(at(3600), 'bob')).rejects.toThrow('missing authority of alice')
    await expect(open(at(3600))).rejects.toThrow(
      'assertion failure with message: ballot must have at least 2 options',
    )
    await chain.act('alice', 'addoption', { ballot_name: 'ballot1', new_option_name: 'other' })
    await expect(open(at(0))).rejects.toThrow(
      'assertion failure with message: end time must be in the future',
    )
    await expect(open(at(59))).rejects.toThrow(
      'assertion failure with message: ballot must be open for minimum ballot length',
    )
    await open(at(60))
    await expect(open(at(3600))).rejects.toThrow(
      'assertion failure with message: ballot must be in setup mode to ready',
    )
    expect(chain.treasury('GOV')?.open_ballots).toBe(1)
  })
})
