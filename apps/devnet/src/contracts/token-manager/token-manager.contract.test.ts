import { beforeEach, describe, expect, it } from 'vitest'
import {
  currencyStatsRow,
  tokenManagerConfigRow,
  tokenRow,
} from '@portal/chain/contracts/token-manager/index'
import { getTableRows } from '../../chain/api/table-rows.ts'
import { createTestChain, type TestChain } from '../../chain/test-chain.ts'
import { getActions } from '../../history/history-queries.ts'
import type { HyperionAction } from '../../history/history-store.ts'
import { seedTokenmanager, TOKEN_CREATE_PRICE } from '../../seed/contracts.ts'

const assertion = (message: string) => `assertion failure with message: ${message}`

let chain: TestChain
const deposit = (account: string) =>
  chain.rows<{ balance: string }>('tokenmanager', 'accounts', account)[0]?.balance
const tokens = () => chain.rows('tokenmanager', 'tokens').map((row) => tokenRow.parse(row))
const history = (query: Record<string, string>) =>
  getActions(chain.chain.db, { sort: 'asc', ...query }, 0).actions as HyperionAction[]

const createToken = (owner: string, max_supply: string, token_name = 'Alpha Coin') => ({
  actor: owner,
  action: 'tokenmanager::createtoken',
  data: { owner, token_name, max_supply, logo_sm: 'https://x.io/s.png', logo_lg: 'https://x.io/l.png' },
})
/** The portal's token creation: openacct, the create price, createtoken, in one transaction. */
const portalCreate = (owner: string, max_supply: string) =>
  chain.transactAll([
    { actor: owner, action: 'tokenmanager::openacct', data: { account_name: owner } },
    {
      actor: owner,
      action: 'eosio.token::transfer',
      data: {
        from: owner,
        to: 'tokenmanager',
        quantity: TOKEN_CREATE_PRICE,
        memo: 'Payment for creating ABC',
      },
    },
    // The portal also sends token_symbol; serializing by the ABI drops it, as eosjs does.
    {
      ...createToken(owner, max_supply),
      data: { ...createToken(owner, max_supply).data, token_symbol: '2,ABC' },
    },
  ])

beforeEach(() => {
  chain = createTestChain()
  seedTokenmanager(chain.chain)
})

describe('tokenmanager createtoken', () => {
  it('R-TOK-03 R-TOK-02 R-CALL-TM-01 R-CALL-TM-02 R-CALL-TM-04: the portal flow creates the token on secure.token and pays the price', async () => {
    expect(tokenManagerConfigRow.parse(chain.rows('tokenmanager', 'config')[0])).toEqual({
      create_price: '100.0000 TLOS',
      admins: [],
    })
    await portalCreate('alice', '1000000.00 ABC')
    expect(tokens()).toEqual([
      {
        contract_account: 'secure.token',
        token_owner: 'alice',
        token_name: 'Alpha Coin',
        logo_sm: 'https://x.io/s.png',
        logo_lg: 'https://x.io/l.png',
        token_symbol: '2,ABC',
        meta: [],
      },
    ])
    expect(currencyStatsRow.parse(chain.rows('secure.token', 'stat', 'ABC')[0])).toEqual({
      supply: '0.00 ABC',
      max_supply: '1000000.00 ABC',
      issuer: 'alice',
    })
    expect([deposit('alice'), chain.balance('alice'), chain.balance('exrsrv.tf')]).toEqual([
      '0.0000 TLOS',
      '900.0000 TLOS',
      '100.0000 TLOS',
    ])
    expect(history({ filter: 'tokenmanager:createtoken' }).map((action) => action.act.data)).toEqual([
      {
        owner: 'alice',
        token_name: 'Alpha Coin',
        max_supply: '1000000.00 ABC',
        logo_sm: 'https://x.io/s.png',
        logo_lg: 'https://x.io/l.png',
      },
    ])
    expect(history({ filter: 'secure.token:create' }).map((action) => action.act)).toMatchObject([
      {
        authorization: [{ actor: 'secure.token', permission: 'create' }],
        data: { issuer: 'alice', maximum_supply: '1000000.00 ABC' },
      },
    ])
    expect(history({ account: 'exrsrv.tf' }).map((action) => action.act.data)).toEqual([
      {
        from: 'tokenmanager',
        to: 'exrsrv.tf',
        quantity: '100.0000 TLOS',
        memo: 'Token creation fee',
        // Hyperion's fields on a transfer
        amount: 100,
        symbol: 'TLOS',
      },
    ])
  })

  it('keeps a deposit above the price for the next token', async () => {
    await chain.transact('alice', 'tokenmanager::openacct', { account_name: 'alice' })
    chain.transfer('alice', 'tokenmanager', '250.0000 TLOS')
    await chain.transactAll([createToken('alice', '10 ONE')])
    await chain.transactAll([createToken('alice', '10 TWO')])
    expect(deposit('alice')).toBe('50.0000 TLOS')
    await expect(chain.transactAll([createToken('alice', '10 THREE')])).rejects.toThrow(
      assertion('Insufficient balance'),
    )
  })

  it.each([
    ['4611686018427387904 BIG', 'invalid supply'],
    ['0.00 ABC', 'max-supply must be positive'],
    ['-5.00 ABC', 'max-supply must be positive'],
  ])('rejects max_supply %s with "%s"', async (maxSupply, message) => {
    await expect(portalCreate('alice', maxSupply)).rejects.toThrow(assertion(message))
    expect([tokens(), deposit('alice'), chain.balance('alice')]).toEqual([[], undefined, '1000.0000 TLOS'])
  })

  it('needs a deposit row, enough balance, a free symbol and the owner’s signature', async () => {
    await expect(chain.transactAll([createToken('alice', '10.00 ABC')])).rejects.toThrow(
      assertion('Cannot create a token without an account balance'),
    )
    await chain.transact('alice', 'tokenmanager::openacct', { account_name: 'alice' })
    chain.transfer('alice', 'tokenmanager', '99.9999 TLOS')
    await expect(chain.transactAll([createToken('alice', '10.00 ABC')])).rejects.toThrow(
      assertion('Insufficient balance'),
    )
    await portalCreate('bob', '5.0000 ABC')
    chain.transfer('alice', 'tokenmanager', '0.0001 TLOS')
    await expect(chain.transactAll([createToken('alice', '10.00 ABC')])).rejects.toThrow(
      assertion('Cannot create token, symbol already exists'),
    )
    expect(deposit('alice')).toBe('100.0000 TLOS')
    await expect(chain.transactAll([{ ...createToken('alice', '1.00 XYZ'), actor: 'bob' }])).rejects.toThrow(
      'missing authority of alice',
    )
  })

  it('fails before init with "Contract not yet initialized"', async () => {
    const fresh = createTestChain({ accounts: ['alice'] })
    fresh.createAccount('exrsrv.tf')
    for (const account of ['secure.token', 'tokenmanager']) {
      fresh.createAccount(account)
      fresh.chain.deployContract(account)
    }
    await fresh.transact('alice', 'tokenmanager::openacct', { account_name: 'alice' })
    await expect(fresh.transactAll([createToken('alice', '1.00 ABC')])).rejects.toThrow(
      assertion('Contract not yet initialized'),
    )
    await fresh.transact('tokenmanager', 'tokenmanager::init', { create_price: '1.0000 TLOS' })
    await expect(
      fresh.transact('tokenmanager', 'tokenmanager::init', { create_price: '1.0000 TLOS' }),
    ).rejects.toThrow(assertion('config already initialized'))
  })
})

describe('tokenmanager deposits', () => {
  it('a TLOS transfer without openacct fails and moves nothing', () => {
    expect(() => chain.transfer('alice', 'tokenmanager', '1.0000 TLOS')).toThrow(
      assertion('Must call openacct action first to create an account'),
    )
    expect(chain.balance('alice')).toBe('1000.0000 TLOS')
  })

  it('openacct is idempotent and needs the account; closeacct returns the deposit', async () => {
    await expect(chain.transact('bob', 'tokenmanager::openacct', { account_name: 'alice' })).rejects.toThrow(
      'missing authority of alice',
    )
    await chain.transact('alice', 'tokenmanager::openacct', { account_name: 'alice' })
    chain.transfer('alice', 'tokenmanager', '7.0000 TLOS')
    await chain.transact('alice', 'tokenmanager::openacct', { account_name: 'alice' })
    expect(deposit('alice')).toBe('7.0000 TLOS')
    await chain.transact('alice', 'tokenmanager::closeacct', { account_name: 'alice' })
    expect([deposit('alice'), chain.balance('alice')]).toEqual([undefined, '1000.0000 TLOS'])
    await expect(
      chain.transact('alice', 'tokenmanager::closeacct', { account_name: 'alice' }),
    ).rejects.toThrow(assertion('account not found'))
  })
})

describe('tokenmanager metadata and listing', () => {
  beforeEach(async () => {
    await portalCreate('alice', '1000.00 ABC')
  })

  it('R-CALL-TM-03: setmeta by the owner changes name and logos', async () => {
    await chain.transact('alice', 'tokenmanager::setmeta', {
      token_symbol: '2,ABC',
      token_name: 'Alpha',
      logo_sm: 'https://y.io/s.png',
      logo_lg: 'https://y.io/l.png',
    })
    expect(tokens()[0]).toMatchObject({
      token_name: 'Alpha',
      logo_sm: 'https://y.io/s.png',
      logo_lg: 'https://y.io/l.png',
    })
    expect(history({ filter: 'tokenmanager:setmeta' })).toHaveLength(1)
  })

  it('setmeta by anyone else needs an admin; unknown symbols are "Token not found"', async () => {
    const meta = { token_symbol: '2,ABC', token_name: 'Mine', logo_sm: '', logo_lg: '' }
    await expect(chain.transact('bob', 'tokenmanager::setmeta', meta)).rejects.toThrow(
      assertion('This transaction was not authorized by an admin'),
    )
    await chain.transact('tokenmanager', 'tokenmanager::addadmin', { admin: 'bob' })
    await chain.transact('bob', 'tokenmanager::setmeta', meta)
    expect(tokens()[0]?.token_name).toBe('Mine')
    await expect(
      chain.transact('alice', 'tokenmanager::setmeta', { ...meta, token_symbol: '2,XYZ' }),
    ).rejects.toThrow(assertion('Token not found'))
  })

  it('R-READ-20: the tokens table pages 1000 rows at a time with next_key', async () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
    const codes = Array.from(
      { length: 1004 },
      (_, i) => `Q${letters[Math.floor(i / 26) % 26]}${letters[i % 26]}${letters[Math.floor(i / 676)]}`,
    )
    await chain.transactAll(
      codes.map((code) => ({
        actor: 'tokenmanager',
        action: 'tokenmanager::addtoken',
        data: {
          token_name: code,
          token_owner: 'bob',
          contract_account: 'eosio.token',
          token_symbol: `4,${code}`,
          logo_sm: '',
          logo_lg: '',
        },
      })),
    )
    const read = (lower_bound?: string) =>
      getTableRows(chain.chain, {
        code: 'tokenmanager',
        scope: 'tokenmanager',
        table: 'tokens',
        json: true,
        limit: 1000,
        lower_bound,
      })
    const first = read()
    expect([first.rows.length, first.more]).toEqual([1000, true])
    const second = read(first.next_key)
    expect([second.rows.length, second.more]).toEqual([5, false])
    const symbols = [...first.rows, ...second.rows].map((row) => tokenRow.parse(row).token_symbol)
    expect(new Set(symbols).size).toBe(1005)
  })
})
