import { describe, expect, it } from 'vitest'
import { keyAuthority, DEV_PUBLIC_KEY } from '../chain.ts'
import { createTestChain } from '../test-chain.ts'
import { parseAsset } from './asset.ts'
import { defineContract } from './contract.ts'

type Offer = { offer_id: string; case_id: string; arbitrator: string; rate: number; digest: string }
type Deposit = { account: string; balance: string }
type Config = { admin: string; counter: number }

/** A small contract exercising every runtime feature the portal's contracts use. */
const sample = defineContract<{
  actions: {
    setadmin: { admin: string }
    addoffer: { case_id: string; arbitrator: string; rate: number; digest: string }
    rmoffer: { offer_id: string }
    pay: { to: string; quantity: string }
    fail: { message: string }
  }
  tables: { offers: Offer; deposits: Deposit; config: Config }
  notifications: { 'eosio.token::transfer': { from: string; to: string; quantity: string; memo: string } }
}>({
  account: 'sample',
  abi: {
    version: 'eosio::abi/1.1',
    types: [],
    structs: [
      { name: 'setadmin', base: '', fields: [{ name: 'admin', type: 'name' }] },
      {
        name: 'addoffer',
        base: '',
        fields: [
          { name: 'case_id', type: 'uint64' },
          { name: 'arbitrator', type: 'name' },
          { name: 'rate', type: 'float64' },
          { name: 'digest', type: 'checksum256' },
        ],
      },
      { name: 'rmoffer', base: '', fields: [{ name: 'offer_id', type: 'uint64' }] },
      {
        name: 'pay',
        base: '',
        fields: [
          { name: 'to', type: 'name' },
          { name: 'quantity', type: 'asset' },
        ],
      },
      { name: 'fail', base: '', fields: [{ name: 'message', type: 'string' }] },
      {
        name: 'offer',
        base: '',
        fields: [
          { name: 'offer_id', type: 'uint64' },
          { name: 'case_id', type: 'uint64' },
          { name: 'arbitrator', type: 'name' },
          { name: 'rate', type: 'float64' },
          { name: 'digest', type: 'checksum256' },
        ],
      },
      {
        name: 'deposit',
        base: '',
        fields: [
          { name: 'account', type: 'name' },
          { name: 'balance', type: 'asset' },
        ],
      },
      {
        name: 'config',
        base: '',
        fields: [
          { name: 'admin', type: 'name' },
          { name: 'counter', type: 'uint32' },
        ],
      },
    ],
    actions: ['setadmin', 'addoffer', 'rmoffer', 'pay', 'fail'].map((name) => ({
      name,
      type: name,
      ricardian_contract: '',
    })),
    tables: [
      { name: 'offers', index_type: 'i64', key_names: [], key_types: [], type: 'offer' },
      { name: 'deposits', index_type: 'i64', key_names: [], key_types: [], type: 'deposit' },
      { name: 'config', index_type: 'i64', key_names: [], key_types: [], type: 'config' },
    ],
    ricardian_clauses: [],
    variants: [],
    action_results: [],
  },
  tables: {
    offers: {
      primaryKey: (row) => row.offer_id,
      indexes: [
        { name: 'byarb', keyType: 'name', key: (row) => row.arbitrator },
        {
          name: 'bycasearb',
          keyType: 'i128',
          key: (row) => (BigInt(row.case_id) << 64n) | BigInt(row.offer_id),
        },
        { name: 'byrate', keyType: 'float64', key: (row) => row.rate },
        { name: 'bydigest', keyType: 'sha256', key: (row) => row.digest },
      ],
    },
    deposits: { primaryKey: (row) => row.account },
    config: { singleton: true },
  },
  actions: {
    setadmin(ctx) {
      ctx.requireAuth(ctx.self)
      ctx.check(ctx.isAccount(ctx.data.admin), 'admin account does not exist')
      const config = ctx.singleton('config')
      const current = config.getOr({ admin: '', counter: 0 })
      config.set({ admin: ctx.data.admin, counter: current.counter + 1 }, ctx.self)
    },
    addoffer(ctx) {
      const admin = ctx.singleton('config').get('contract not initialized').admin
      ctx.requireAuth(admin)
      const offers = ctx.table('offers')
      offers.emplace(admin, { offer_id: String(offers.availablePrimaryKey()), ...ctx.data })
    },
    rmoffer(ctx) {
      const offers = ctx.table('offers')
      offers.get(ctx.data.offer_id)
      offers.erase(ctx.data.offer_id)
    },
    pay(ctx) {
      ctx.requireAuth(ctx.self)
      ctx.sendInline({
        account: 'eosio.token',
        name: 'transfer',
        authorization: [{ actor: ctx.self, permission: 'active' }],
        data: { from: ctx.self, to: ctx.data.to, quantity: ctx.data.quantity, memo: 'payout' },
      })
    },
    fail(ctx) {
      ctx.check(false, ctx.data.message)
    },
  },
  notifications: {
    'eosio.token::transfer'(ctx) {
      const { from, to, quantity } = ctx.data
      if (to !== ctx.self || from === ctx.self) return
      const deposits = ctx.table('deposits')
      const current = deposits.find(from)
      if (!current) deposits.emplace(ctx.self, { account: from, balance: quantity })
      else {
        const sum = parseAsset(current.balance).amount + parseAsset(quantity).amount
        deposits.modify(from, undefined, { balance: `${(Number(sum) / 10000).toFixed(4)} TLOS` })
      }
    },
  },
})

const offerData = (case_id: string, arbitrator: string, rate: number) => ({
  case_id,
  arbitrator,
  rate,
  digest: (case_id + arbitrator).padEnd(64, '0').replace(/[^0-9a-f]/g, 'a'),
})

describe('contract runtime', () => {
  it('keeps a singleton and fails reads of a missing one with its message', async () => {
    const chain = createTestChain({ contracts: [sample] })
    await expect(chain.transact('alice', 'sample::addoffer', offerData('1', 'bob', 1))).rejects.toThrow(
      'assertion failure with message: contract not initialized',
    )
    await chain.transact('sample', 'sample::setadmin', { admin: 'alice' })
    await chain.transact('sample', 'sample::setadmin', { admin: 'alice' })
    expect(chain.rows('sample', 'config')).toEqual([{ admin: 'alice', counter: 2 }])
  })

  it('assigns available primary keys, erases rows and walks every secondary index', async () => {
    const chain = createTestChain({ contracts: [sample] })
    await chain.transact('sample', 'sample::setadmin', { admin: 'alice' })
    await chain.transact('alice', 'sample::addoffer', offerData('7', 'carol', 2.5))
    await chain.transact('alice', 'sample::addoffer', offerData('3', 'bob', -1))
    await chain.transact('alice', 'sample::addoffer', offerData('5', 'alice', 10))
    expect(chain.rows<Offer>('sample', 'offers').map((row) => row.offer_id)).toEqual(['0', '1', '2'])
    await expect(chain.transact('alice', 'sample::rmoffer', { offer_id: '9' })).rejects.toThrow(
      'unable to find key',
    )
    await chain.transact('alice', 'sample::rmoffer', { offer_id: '2' })
    await chain.transact('alice', 'sample::addoffer', offerData('5', 'alice', 10))
    // available_primary_key reuses the id of an erased last row, as the arbitration contract's ids do.
    expect(chain.rows<Offer>('sample', 'offers').map((row) => row.offer_id)).toEqual(['0', '1', '2'])
  })

  it('runs a notification handler when eosio.token notifies the recipient', async () => {
    const chain = createTestChain({ contracts: [sample] })
    chain.transfer('alice', 'sample', '2.0000 TLOS', 'deposit')
    chain.transfer('alice', 'sample', '3.0000 TLOS', 'deposit')
    expect(chain.rows('sample', 'deposits')).toEqual([{ account: 'alice', balance: '5.0000 TLOS' }])
  })

  it('sends inline actions with eosio.code and refuses them without it', async () => {
    const chain = createTestChain({ contracts: [sample] })
    chain.transfer('eosio', 'sample', '10.0000 TLOS')
    const result = await chain.transact('sample', 'sample::pay', { to: 'bob', quantity: '4.0000 TLOS' })
    expect(chain.balance('bob')).toBe('1004.0000 TLOS')
    expect(
      result.actionTraces.map((trace) => [
        trace.action_ordinal,
        trace.creator_action_ordinal,
        trace.receiver,
        trace.act.name,
      ]),
    ).toEqual([
      [1, 0, 'sample', 'pay'],
      [2, 1, 'eosio.token', 'transfer'],
      [3, 2, 'sample', 'transfer'],
      [4, 2, 'bob', 'transfer'],
    ])
    await chain.transact([{ actor: 'sample', permission: 'owner' }], 'eosio::updateauth', {
      account: 'sample',
      permission: 'active',
      parent: 'owner',
      auth: keyAuthority(DEV_PUBLIC_KEY),
    })
    await expect(
      chain.transact('sample', 'sample::pay', { to: 'bob', quantity: '1.0000 TLOS' }),
    ).rejects.toThrow(`transaction declares authority '{"actor":"sample","permission":"active"}'`)
    expect(chain.balance('bob')).toBe('1004.0000 TLOS')
  })

  it('rolls back every action of a transaction when a later one fails', async () => {
    const chain = createTestChain({ contracts: [sample] })
    const before = chain.rows('eosio.token', 'accounts', 'bob')
    await expect(
      chain.transactAll([
        {
          actor: 'alice',
          action: 'eosio.token::transfer',
          data: { from: 'alice', to: 'bob', quantity: '1.0000 TLOS', memo: '' },
        },
        { actor: 'alice', action: 'sample::fail', data: { message: 'second action fails' } },
      ]),
    ).rejects.toThrow('assertion failure with message: second action fails')
    expect(chain.rows('eosio.token', 'accounts', 'bob')).toEqual(before)
    expect(chain.balance('alice')).toBe('1000.0000 TLOS')
  })
})
