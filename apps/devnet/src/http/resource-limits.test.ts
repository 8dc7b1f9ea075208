import {
  ABI,
  Action,
  PackedTransaction,
  PrivateKey,
  SignedTransaction,
  Transaction,
} from '@wharfkit/antelope'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signTransaction, startTestDevnet, type RawAction, type TestDevnet } from './test-devnet.ts'

// nodeos's resource rules on every packed-transaction endpoint: a transaction is refused past its
// CPU deadline (max_transaction_cpu_usage), past max_transaction_net_usage, when its payer has no CPU
// left, and without any authorization; the CPU it uses is billed to its authorizers.

const USER_KEY = PrivateKey.from('5JtUScZK2XEp3g9gh7F8bwtPTRAkASmNrrftmx4AxDKD5K4zDnr')
const USER_PUBLIC = USER_KEY.toPublic().toLegacyString()
const authority = { threshold: 1, keys: [{ key: USER_PUBLIC, weight: 1 }], accounts: [], waits: [] }

let devnet: TestDevnet

const errorOf = (json: Record<string, unknown>) =>
  json.error as { code: number; name: string; details: { message: string }[] }

const balance = async (account: string) =>
  (await devnet.client.v1.chain.get_currency_balance('eosio.token', account, 'TLOS'))[0]?.toString()

const transfers = (from: string, count: number, memo = ''): RawAction[] =>
  Array.from({ length: count }, () => ({
    account: 'eosio.token',
    name: 'transfer',
    actor: from,
    data: { from, to: 'eosio', quantity: '0.0001 TLOS', memo },
  }))

const SIGNED_ENDPOINTS = ['send_transaction', 'push_transaction', 'send_transaction2'] as const

/** POSTs a packed transaction to `endpoint` in the body shape that endpoint takes. */
const send = (endpoint: string, body: Record<string, unknown>) =>
  devnet.post(
    `/v1/chain/${endpoint}`,
    endpoint === 'compute_transaction'
      ? { transaction: body }
      : endpoint === 'send_transaction2'
        ? { return_failure_trace: false, transaction: body }
        : body,
  )

beforeAll(async () => {
  devnet = await startTestDevnet()
  const newAccount = (name: string) => ({
    account: 'eosio',
    name: 'newaccount',
    authorization: [{ actor: 'eosio', permission: 'active' }],
    data: { creator: 'eosio', name, owner: authority, active: authority },
  })
  const fund = (to: string) => ({
    account: 'eosio.token',
    name: 'transfer',
    authorization: [{ actor: 'eosio', permission: 'active' }],
    data: { from: 'eosio', to, quantity: '100.0000 TLOS', memo: 'funds' },
  })
  const stake = (receiver: string, cpu: string) => ({
    account: 'eosio',
    name: 'delegatebw',
    authorization: [{ actor: 'eosio', permission: 'active' }],
    data: {
      from: 'eosio',
      receiver,
      stake_net_quantity: '1.0000 TLOS',
      stake_cpu_quantity: cpu,
      transfer: false,
    },
  })
  await devnet.session('eosio').transact({
    actions: [
      newAccount('bigsender'),
      fund('bigsender'),
      newAccount('staked'),
      fund('staked'),
      stake('staked', '10.0000 TLOS'),
      newAccount('pennystaked'),
      fund('pennystaked'),
      stake('pennystaked', '0.0001 TLOS'),
    ],
  })
})

afterAll(async () => {
  await devnet.close()
})

describe('the CPU deadline (max_transaction_cpu_usage)', () => {
  // About 470 kB packed: within max_transaction_net_usage, and nodeos-sized work for 7,000 actions.
  const LARGEST = 7000

  it('R-CALL-TX-03: stops the largest transaction the chain accepts with tx_cpu_usage_exceeded on every endpoint', async () => {
    const before = await balance('bigsender')
    const signed = await signTransaction(devnet, transfers('bigsender', LARGEST), {
      keys: [USER_KEY.toWif()],
    })
    for (const endpoint of ['compute_transaction', ...SIGNED_ENDPOINTS]) {
      const { json } = await send(endpoint, signed.body)
      expect(errorOf(json), endpoint).toMatchObject({ code: 3080004, name: 'tx_cpu_usage_exceeded' })
    }
    expect(await balance('bigsender')).toBe(before)
  })

  it('R-CALL-TX-03: refuses a transaction over max_transaction_net_usage before running it', async () => {
    const { body } = await signTransaction(devnet, transfers('bigsender', 9000), {
      keys: [USER_KEY.toWif()],
    })
    for (const endpoint of ['compute_transaction', ...SIGNED_ENDPOINTS]) {
      const { json } = await send(endpoint, body)
      expect(errorOf(json), endpoint).toMatchObject({ code: 3080002, name: 'tx_net_usage_exceeded' })
      expect(errorOf(json).details[0]?.message).toMatch(/^transaction net usage is too high: \d+ > 524288$/)
    }
  })

  it('R-CALL-TX-03: bills the CPU a transaction used to its authorizer, as get_account shows', async () => {
    const before = (await devnet.client.v1.chain.get_account('staked')).cpu_limit
    const { body } = await signTransaction(devnet, transfers('staked', 1), { keys: [USER_KEY.toWif()] })
    const { status, json } = await send('send_transaction', body)
    expect(status).toBe(202)
    const billed = (json.processed as { receipt: { cpu_usage_us: number } }).receipt.cpu_usage_us
    expect(billed).toBeGreaterThanOrEqual(100)
    const after = (await devnet.client.v1.chain.get_account('staked')).cpu_limit
    expect(after.max.toNumber()).toBe(100_000 * 1000)
    expect(after.used.toNumber() - before.used.toNumber()).toBeGreaterThanOrEqual(billed - 1)
    expect(after.available.toNumber()).toBeLessThan(before.available.toNumber())
  })

  it('R-CALL-TX-03: refuses a transaction once its payer has no CPU left, without running it', async () => {
    const before = await balance('pennystaked')
    const refusals: string[] = []
    // 0.0001 TLOS of CPU buys 1,000 µs a day: a transfer or two, then nothing.
    for (let attempt = 0; attempt < 12 && refusals.length === 0; attempt++) {
      // Each attempt differs (its memo), so none is refused as a duplicate of the one before.
      const { body } = await signTransaction(devnet, transfers('pennystaked', 1, `try ${attempt}`), {
        keys: [USER_KEY.toWif()],
      })
      const { status, json } = await send('send_transaction', body)
      if (status !== 202) {
        expect(errorOf(json)).toMatchObject({ code: 3080004, name: 'tx_cpu_usage_exceeded' })
        refusals.push(errorOf(json).details[0]?.message ?? '')
      }
    }
    expect(refusals[0]).toMatch(
      /^billed CPU time \(\d+ us\) is greater than the maximum billable CPU time for the transaction \(\d+ us\)$/,
    )
    // A dry run is billed like the real thing: one of many transfers costs more than the single
    // transfer already refused, so it is refused too, whatever the machine's speed.
    const { json } = await send(
      'compute_transaction',
      (await signTransaction(devnet, transfers('pennystaked', 40), { keys: [] })).body,
    )
    expect(errorOf(json)).toMatchObject({ code: 3080004 })
    const paid = Number((before ?? '0').split(' ')[0]) - Number((await balance('pennystaked'))?.split(' ')[0])
    expect(paid).toBeLessThan(0.0013)
  })
})

describe('transactions without any authorization', () => {
  it('R-CALL-TX-04: are refused with tx_no_auths (3040003) on every endpoint and change nothing', async () => {
    const info = await devnet.client.v1.chain.get_info()
    const abi = ABI.from((await devnet.client.v1.chain.get_abi('eosio.token')).abi!)
    const transaction = Transaction.from({
      ...info.getTransactionHeader(60),
      actions: [
        Action.from(
          {
            account: 'eosio.token',
            name: 'transfer',
            authorization: [],
            data: { from: 'eosio', to: 'bigsender', quantity: '1.0000 TLOS', memo: 'free' },
          },
          abi,
        ),
      ],
    })
    const body = JSON.parse(
      JSON.stringify(
        PackedTransaction.fromSigned(SignedTransaction.from({ ...transaction, signatures: [] })),
      ),
    ) as Record<string, unknown>
    const before = await balance('bigsender')
    for (const endpoint of ['compute_transaction', ...SIGNED_ENDPOINTS]) {
      const { json } = await send(endpoint, body)
      expect(errorOf(json), endpoint).toMatchObject({
        code: 3040003,
        name: 'tx_no_auths',
        details: [{ message: 'transaction must have at least one authorization' }],
      })
    }
    expect(await balance('bigsender')).toBe(before)
  })
})
