import { describe, expect, it } from 'vitest'
import { createTestChain } from '../../chain/test-chain.ts'

describe('eosio.token', () => {
  it('moves TLOS between accounts and notifies both sides', async () => {
    const chain = createTestChain()
    const result = await chain.transact('alice', 'eosio.token::transfer', {
      from: 'alice',
      to: 'bob',
      quantity: '1.5000 TLOS',
      memo: 'hi',
    })
    expect(chain.balance('alice')).toBe('998.5000 TLOS')
    expect(chain.balance('bob')).toBe('1001.5000 TLOS')
    expect(result.actionTraces.map((trace) => trace.receiver)).toEqual(['eosio.token', 'alice', 'bob'])
  })

  it('rejects an overdraft with the contract message and changes nothing', async () => {
    const chain = createTestChain()
    await expect(
      chain.transact('alice', 'eosio.token::transfer', {
        from: 'alice',
        to: 'bob',
        quantity: '5000.0000 TLOS',
        memo: '',
      }),
    ).rejects.toThrow('assertion failure with message: overdrawn balance')
    expect(chain.balance('alice')).toBe('1000.0000 TLOS')
  })

  it('requires the sender to authorize', async () => {
    const chain = createTestChain()
    await expect(
      chain.transact('bob', 'eosio.token::transfer', {
        from: 'alice',
        to: 'bob',
        quantity: '1.0000 TLOS',
        memo: '',
      }),
    ).rejects.toThrow('missing authority of alice')
  })

  it.each([
    [{ from: 'alice', to: 'alice', quantity: '1.0000 TLOS', memo: '' }, 'cannot transfer to self'],
    [{ from: 'alice', to: 'nobody', quantity: '1.0000 TLOS', memo: '' }, 'to account does not exist'],
    [{ from: 'alice', to: 'bob', quantity: '1.0000 ABC', memo: '' }, 'unable to find key'],
    [{ from: 'alice', to: 'bob', quantity: '-1.0000 TLOS', memo: '' }, 'must transfer positive quantity'],
    [{ from: 'alice', to: 'bob', quantity: '1.00 TLOS', memo: '' }, 'symbol precision mismatch'],
    [
      { from: 'alice', to: 'bob', quantity: '1.0000 TLOS', memo: 'x'.repeat(257) },
      'memo has more than 256 bytes',
    ],
    [{ from: 'carol', to: 'bob', quantity: '1.0000 TLOS', memo: '' }, 'no balance object found'],
  ])('transfer %j fails with %s', async (data, message) => {
    const chain = createTestChain({ accounts: ['alice', 'bob'] })
    chain.createAccount('carol')
    const actor = data.from
    await expect(chain.transact(actor, 'eosio.token::transfer', data)).rejects.toThrow(message)
  })

  it('creates, issues, retires, opens and closes with the reference checks', async () => {
    const chain = createTestChain({ accounts: ['alice', 'bob'] })
    await expect(
      chain.transact('alice', 'eosio.token::create', { issuer: 'alice', maximum_supply: '100.00 ABC' }),
    ).rejects.toThrow('missing authority of eosio.token')
    await chain.transact('eosio.token', 'eosio.token::create', {
      issuer: 'alice',
      maximum_supply: '100.00 ABC',
    })
    await expect(
      chain.transact('eosio.token', 'eosio.token::create', { issuer: 'alice', maximum_supply: '100.00 ABC' }),
    ).rejects.toThrow('token with symbol already exists')
    await expect(
      chain.transact('alice', 'eosio.token::issue', { to: 'bob', quantity: '1.00 ABC', memo: '' }),
    ).rejects.toThrow('tokens can only be issued to issuer account')
    await expect(
      chain.transact('alice', 'eosio.token::issue', { to: 'alice', quantity: '101.00 ABC', memo: '' }),
    ).rejects.toThrow('quantity exceeds available supply')
    await chain.transact('alice', 'eosio.token::issue', { to: 'alice', quantity: '10.00 ABC', memo: '' })
    await chain.transact('alice', 'eosio.token::retire', { quantity: '4.00 ABC', memo: '' })
    expect(chain.balance('alice', 'ABC')).toBe('6.00 ABC')
    expect(chain.rows('eosio.token', 'stat', 'ABC')).toEqual([
      { supply: '6.00 ABC', max_supply: '100.00 ABC', issuer: 'alice' },
    ])

    await chain.transact('bob', 'eosio.token::open', { owner: 'bob', symbol: '2,ABC', ram_payer: 'bob' })
    expect(chain.balance('bob', 'ABC')).toBe('0.00 ABC')
    await expect(
      chain.transact('bob', 'eosio.token::open', { owner: 'bob', symbol: '2,XYZ', ram_payer: 'bob' }),
    ).rejects.toThrow('symbol does not exist')
    await chain.transact('bob', 'eosio.token::close', { owner: 'bob', symbol: '2,ABC' })
    await expect(
      chain.transact('bob', 'eosio.token::close', { owner: 'bob', symbol: '2,ABC' }),
    ).rejects.toThrow("Balance row already deleted or never existed. Action won't have any effect.")
    await expect(
      chain.transact('alice', 'eosio.token::close', { owner: 'alice', symbol: '2,ABC' }),
    ).rejects.toThrow('Cannot close because the balance is not zero.')
  })
})
