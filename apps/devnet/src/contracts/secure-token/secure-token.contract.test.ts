import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { currencyStatsRow } from '@portal/chain/contracts/token-manager/index'
import { createTestChain, type TestChain } from '../../chain/test-chain.ts'
import { getActions } from '../../history/history-queries.ts'
import type { HyperionAction } from '../../history/history-store.ts'
import { seedTokenmanager } from '../../seed/contracts.ts'

const assertion = (message: string) => `assertion failure with message: ${message}`

let chain: TestChain
const stat = (code: string) => currencyStatsRow.parse(chain.rows('secure.token', 'stat', code)[0])
const balance = (owner: string, code = 'ABC') => chain.balance(owner, code)
const act = (actor: string, name: string, data: object) =>
  chain.transact(actor, `secure.token::${name}`, data)
const calls = (name: string) =>
  (
    getActions(chain.chain.db, { filter: `secure.token:${name}`, sort: 'asc' }, 0).actions as HyperionAction[]
  ).map((action) => action.act.data)

async function createToken() {
  chain = createTestChain()
  seedTokenmanager(chain.chain)
  // A token owned by alice, created as the token manager does (secure.token@create).
  await chain.transact([{ actor: 'secure.token', permission: 'create' }], 'secure.token::create', {
    issuer: 'alice',
    maximum_supply: '1000.00 ABC',
  })
}

describe('secure.token (eosio.token-compatible)', () => {
  beforeEach(createToken)

  it('R-TOK-04 R-TOK-05 R-CALL-TOK-01 R-CALL-TOK-02: the issuer issues to itself and retires, moving the supply', async () => {
    await act('alice', 'issue', { to: 'alice', quantity: '100.00 ABC', memo: 'first' })
    await act('alice', 'retire', { quantity: '10.00 ABC', memo: 'burn' })
    expect(stat('ABC')).toEqual({ supply: '90.00 ABC', max_supply: '1000.00 ABC', issuer: 'alice' })
    expect(chain.rows('secure.token', 'accounts', 'alice')).toEqual([{ balance: '90.00 ABC' }])
    expect(calls('issue')).toEqual([{ to: 'alice', quantity: '100.00 ABC', memo: 'first' }])
    expect(calls('retire')).toEqual([{ quantity: '10.00 ABC', memo: 'burn' }])
  })

  it('R-TOK-06 R-TOK-07 R-CALL-TOK-03 R-CALL-TOK-04: open makes a zero row; transfer moves tokens and notifies both', async () => {
    await act('alice', 'issue', { to: 'alice', quantity: '100.00 ABC', memo: '' })
    await act('bob', 'open', { owner: 'bob', symbol: '2,ABC', ram_payer: 'bob' })
    expect(chain.rows('secure.token', 'accounts', 'bob')).toEqual([{ balance: '0.00 ABC' }])
    const result = await act('alice', 'transfer', {
      from: 'alice',
      to: 'bob',
      quantity: '1.50 ABC',
      memo: 'hi',
    })
    expect(chain.rows('secure.token', 'accounts', 'bob')).toEqual([{ balance: '1.50 ABC' }])
    expect(result.actionTraces.map((trace) => trace.receiver)).toEqual(['secure.token', 'alice', 'bob'])
    expect(calls('open')).toEqual([{ owner: 'bob', symbol: '2,ABC', ram_payer: 'bob' }])
    // History adds Hyperion's amount and symbol to a transfer's data.
    expect(calls('transfer')).toEqual([
      { from: 'alice', to: 'bob', quantity: '1.50 ABC', memo: 'hi', amount: 1.5, symbol: 'ABC' },
    ])
    expect(balance('bob')).toBeUndefined() // nothing leaks into eosio.token
  })

  it('create needs secure.token and a new, valid supply', async () => {
    await expect(act('alice', 'create', { issuer: 'alice', maximum_supply: '1.00 XYZ' })).rejects.toThrow(
      'missing authority of secure.token',
    )
    await expect(act('secure.token', 'create', { issuer: 'bob', maximum_supply: '5.0 ABC' })).rejects.toThrow(
      assertion('token with symbol already exists'),
    )
    await expect(act('secure.token', 'create', { issuer: 'bob', maximum_supply: '0.0 XYZ' })).rejects.toThrow(
      assertion('max-supply must be positive'),
    )
    await expect(
      act('secure.token', 'create', { issuer: 'bob', maximum_supply: '4611686018427387904 XYZ' }),
    ).rejects.toThrow(assertion('invalid supply'))
  })

  it('open and close check the owner, the symbol and the balance', async () => {
    await expect(act('bob', 'open', { owner: 'nobody', symbol: '2,ABC', ram_payer: 'bob' })).rejects.toThrow(
      assertion('owner account does not exist'),
    )
    await expect(act('bob', 'open', { owner: 'bob', symbol: '2,XYZ', ram_payer: 'bob' })).rejects.toThrow(
      assertion('symbol does not exist'),
    )
    await expect(act('bob', 'open', { owner: 'bob', symbol: '4,ABC', ram_payer: 'bob' })).rejects.toThrow(
      assertion('symbol precision mismatch'),
    )
    await expect(act('bob', 'open', { owner: 'bob', symbol: '2,ABC', ram_payer: 'carol' })).rejects.toThrow(
      'missing authority of carol',
    )
    await act('alice', 'issue', { to: 'alice', quantity: '1.00 ABC', memo: '' })
    await act('bob', 'open', { owner: 'bob', symbol: '2,ABC', ram_payer: 'bob' })
    await expect(act('alice', 'close', { owner: 'alice', symbol: '2,ABC' })).rejects.toThrow(
      assertion('Cannot close because the balance is not zero.'),
    )
    await act('bob', 'close', { owner: 'bob', symbol: '2,ABC' })
    await expect(act('bob', 'close', { owner: 'bob', symbol: '2,ABC' })).rejects.toThrow(
      assertion("Balance row already deleted or never existed. Action won't have any effect."),
    )
  })
})

// Failed actions roll back, so the checks share one chain where alice holds 10.00 ABC.
describe('secure.token checks', () => {
  beforeAll(async () => {
    await createToken()
    await act('alice', 'issue', { to: 'alice', quantity: '10.00 ABC', memo: '' })
  })

  it.each([
    ['alice', { to: 'bob', quantity: '1.00 ABC', memo: '' }, 'tokens can only be issued to issuer account'],
    [
      'alice',
      { to: 'alice', quantity: '1.00 XYZ', memo: '' },
      'token with symbol does not exist, create token before issue',
    ],
    ['alice', { to: 'alice', quantity: '1.00 ABC', memo: 'm'.repeat(257) }, 'memo has more than 256 bytes'],
    ['alice', { to: 'alice', quantity: '-1.00 ABC', memo: '' }, 'must issue positive quantity'],
    ['alice', { to: 'alice', quantity: '1.0 ABC', memo: '' }, 'symbol precision mismatch'],
    ['alice', { to: 'alice', quantity: '990.01 ABC', memo: '' }, 'quantity exceeds available supply'],
    ['bob', { to: 'alice', quantity: '1.00 ABC', memo: '' }, 'missing authority of alice'],
  ])('issue by %s of %j fails with "%s"', async (actor, data, message) => {
    await expect(act(actor, 'issue', data)).rejects.toThrow(message)
    expect(stat('ABC').supply).toBe('10.00 ABC')
  })

  it.each([
    ['alice', { quantity: '1.00 XYZ', memo: '' }, 'token with symbol does not exist'],
    ['bob', { quantity: '1.00 ABC', memo: '' }, 'missing authority of alice'],
    ['alice', { quantity: '0.00 ABC', memo: '' }, 'must retire positive quantity'],
    ['alice', { quantity: '1.000 ABC', memo: '' }, 'symbol precision mismatch'],
    ['alice', { quantity: '11.00 ABC', memo: '' }, 'overdrawn balance'],
  ])('retire by %s of %j fails with "%s"', async (actor, data, message) => {
    await expect(act(actor, 'retire', data)).rejects.toThrow(message)
    expect(stat('ABC').supply).toBe('10.00 ABC')
  })

  it.each([
    ['alice', { from: 'alice', to: 'alice', quantity: '1.00 ABC', memo: '' }, 'cannot transfer to self'],
    ['bob', { from: 'alice', to: 'bob', quantity: '1.00 ABC', memo: '' }, 'missing authority of alice'],
    ['alice', { from: 'alice', to: 'nobody', quantity: '1.00 ABC', memo: '' }, 'to account does not exist'],
    ['alice', { from: 'alice', to: 'bob', quantity: '1.00 XYZ', memo: '' }, 'unable to find key'],
    [
      'alice',
      { from: 'alice', to: 'bob', quantity: '-1.00 ABC', memo: '' },
      'must transfer positive quantity',
    ],
    ['alice', { from: 'alice', to: 'bob', quantity: '1.0 ABC', memo: '' }, 'symbol precision mismatch'],
    [
      'alice',
      { from: 'alice', to: 'bob', quantity: '1.00 ABC', memo: 'm'.repeat(257) },
      'memo has more than 256 bytes',
    ],
    ['carol', { from: 'carol', to: 'bob', quantity: '1.00 ABC', memo: '' }, 'no balance object found'],
    ['alice', { from: 'alice', to: 'bob', quantity: '10.01 ABC', memo: '' }, 'overdrawn balance'],
  ])('transfer by %s of %j fails with "%s"', async (actor, data, message) => {
    await expect(act(actor, 'transfer', data)).rejects.toThrow(message)
    expect(chain.rows('secure.token', 'accounts', 'alice')).toEqual([{ balance: '10.00 ABC' }])
  })
})
