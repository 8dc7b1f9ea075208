import {
  abiAction,
  abiDef,
  abiStruct as struct,
  abiTable as table,
} from '@portal/chain/contracts/abi-builders'
import { z } from 'zod'
import { parseAsset } from './asset.ts'
import { defineContract, type DevnetDescriptor } from './contract.ts'

const offerRow = z.object({
  offer_id: z.string(),
  case_id: z.string(),
  arbitrator: z.string(),
  rate: z.number(),
  digest: z.string(),
})
export type Offer = z.infer<typeof offerRow>
const depositRow = z.object({ account: z.string(), balance: z.string() })

/** The sample's own descriptor (it is no contract of the registry), in the shape the devnet reads. */
const sample = {
  account: 'sample',
  abi: abiDef({
    structs: [
      struct('setadmin', [['admin', 'name']]),
      struct('addoffer', [
        ['case_id', 'uint64'],
        ['arbitrator', 'name'],
        ['rate', 'float64'],
        ['digest', 'checksum256'],
      ]),
      struct('rmoffer', [['offer_id', 'uint64']]),
      struct('pay', [
        ['to', 'name'],
        ['quantity', 'asset'],
      ]),
      struct('fail', [['message', 'string']]),
      struct('offer', [
        ['offer_id', 'uint64'],
        ['case_id', 'uint64'],
        ['arbitrator', 'name'],
        ['rate', 'float64'],
        ['digest', 'checksum256'],
      ]),
      struct('deposit', [
        ['account', 'name'],
        ['balance', 'asset'],
      ]),
      struct('config', [
        ['admin', 'name'],
        ['counter', 'uint32'],
      ]),
    ],
    actions: ['setadmin', 'addoffer', 'rmoffer', 'pay', 'fail'].map((name) => abiAction(name)),
    tables: [table('offers', 'offer'), table('deposits', 'deposit'), table('config', 'config')],
  }),
  tables: {
    offers: {
      name: 'offers',
      row: offerRow,
      primaryKey: (row: Offer) => row.offer_id,
      primaryKeyType: 'uint64',
      indexes: [
        { name: 'byarb', position: 2, keyType: 'name' },
        { name: 'bycasearb', position: 3, keyType: 'i128' },
        { name: 'byrate', position: 4, keyType: 'float64' },
        { name: 'bydigest', position: 5, keyType: 'sha256' },
      ],
    },
    deposits: {
      name: 'deposits',
      row: depositRow,
      primaryKey: (row: z.output<typeof depositRow>) => row.account,
      primaryKeyType: 'name',
      indexes: [],
    },
    config: {
      name: 'config',
      row: z.object({ admin: z.string(), counter: z.number() }),
      singleton: true,
      indexes: [],
    },
  },
  actions: {
    setadmin: { name: 'setadmin', data: z.object({ admin: z.string() }) },
    addoffer: { name: 'addoffer', data: offerRow.omit({ offer_id: true }) },
    rmoffer: { name: 'rmoffer', data: z.object({ offer_id: z.string() }) },
    pay: { name: 'pay', data: z.object({ to: z.string(), quantity: z.string() }) },
    fail: { name: 'fail', data: z.object({ message: z.string() }) },
  },
} as const satisfies DevnetDescriptor

/** A small contract exercising every runtime feature the portal's contracts use (for tests). */
export const sampleContract = defineContract(sample, {
  indexes: {
    offers: {
      byarb: (row) => row.arbitrator,
      bycasearb: (row) => (BigInt(row.case_id) << 64n) | BigInt(row.offer_id),
      byrate: (row) => row.rate,
      bydigest: (row) => row.digest,
    },
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
