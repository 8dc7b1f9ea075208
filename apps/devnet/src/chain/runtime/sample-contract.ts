import { parseAsset } from './asset.ts'
import { defineContract } from './contract.ts'

export type Offer = { offer_id: string; case_id: string; arbitrator: string; rate: number; digest: string }
type Deposit = { account: string; balance: string }
type Config = { admin: string; counter: number }

/** A small contract exercising every runtime feature the portal's contracts use (for tests). */
export const sampleContract = defineContract<{
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
