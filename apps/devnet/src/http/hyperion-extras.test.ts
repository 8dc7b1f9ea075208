import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_PUBLIC_KEY, keyAuthority } from '../chain/chain.ts'
import { startTestDevnet, type TestDevnet } from './test-devnet.ts'

let devnet: TestDevnet
let transferId = ''

const get = async (path: string) =>
  (await fetch(`${devnet.url}${path}`)).json() as Promise<Record<string, unknown>>

beforeAll(async () => {
  devnet = await startTestDevnet()
  const session = devnet.session('eosio')
  const created = await session.transact({
    action: {
      account: 'eosio',
      name: 'newaccount',
      authorization: [session.permissionLevel],
      data: {
        creator: 'eosio',
        name: 'alice',
        owner: keyAuthority(DEV_PUBLIC_KEY),
        active: keyAuthority(DEV_PUBLIC_KEY),
      },
    },
  })
  expect(created.resolved).toBeDefined()
  const sent = await session.transact({
    action: {
      account: 'eosio.token',
      name: 'transfer',
      authorization: [session.permissionLevel],
      data: { from: 'eosio', to: 'alice', quantity: '12.3400 TLOS', memo: 'welcome' },
    },
  })
  transferId = String(sent.resolved?.transaction.id)
})

afterAll(async () => {
  await devnet.close()
})

describe('Hyperion calls beyond get_actions and get_deltas', () => {
  it("R-HTTP-29: a transfer carries Hyperion's amount and symbol, and simple=true answers simple_actions", async () => {
    const full = await get('/v2/history/get_actions?account=alice&filter=eosio.token:transfer')
    const [transfer] = full.actions as { act: { data: Record<string, unknown> } }[]
    expect(transfer?.act.data).toEqual({
      from: 'eosio',
      to: 'alice',
      amount: 12.34,
      symbol: 'TLOS',
      quantity: '12.3400 TLOS',
      memo: 'welcome',
    })

    const simple = await get('/v2/history/get_actions?account=alice&filter=eosio.token:transfer&simple=true')
    expect(simple.actions).toBeUndefined()
    expect(simple.simple_actions).toEqual([
      expect.objectContaining({
        transaction_id: transferId,
        actors: 'eosio@active',
        notified: 'eosio.token,eosio,alice',
        contract: 'eosio.token',
        action: 'transfer',
        data: expect.objectContaining({ amount: 12.34, symbol: 'TLOS' }),
      }),
    ])
  })

  it('R-HTTP-28: answers who created an account, its tokens and the accounts a key controls', async () => {
    expect(await get('/v2/history/get_creator?account=alice')).toMatchObject({
      account: 'alice',
      creator: 'eosio',
    })
    expect(await get('/v2/state/get_tokens?account=alice')).toMatchObject({
      account: 'alice',
      tokens: [{ symbol: 'TLOS', precision: 4, amount: 12.34, contract: 'eosio.token' }],
    })
    const keyAccounts = await get(`/v2/state/get_key_accounts?public_key=${DEV_PUBLIC_KEY}`)
    expect(keyAccounts.account_names).toContain('alice')
    const v1 = await devnet.post('/v1/history/get_actions', { account_name: 'alice', pos: -1, offset: -1 })
    expect(v1.json).toMatchObject({
      actions: [{ action_trace: { trx_id: transferId, act: { data: { amount: 12.34, symbol: 'TLOS' } } } }],
    })
  })
})
