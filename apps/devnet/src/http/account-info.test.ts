import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestDevnet, type TestDevnet } from './test-devnet.ts'

/**
 * nodeos writes every HTTP answer with fc's stringify_large_ints_and_doubles: 64-bit integers beyond
 * ±0xFFFFFFFF become strings, smaller ones stay numbers — in get_account and get_info too.
 */

let devnet: TestDevnet

beforeAll(async () => {
  devnet = await startTestDevnet()
  const as = [{ actor: 'eosio', permission: 'active' }]
  devnet.node.chain.pushActions([
    {
      account: 'eosio',
      name: 'delegatebw',
      authorization: as,
      data: {
        from: 'eosio',
        receiver: 'eosio',
        stake_net_quantity: '1000.0000 TLOS',
        stake_cpu_quantity: '1000.0000 TLOS',
        transfer: false,
      },
    },
  ])
})

afterAll(async () => {
  await devnet.close()
})

describe('large integers in get_account and get_info', () => {
  it('renders resource limits above 2^32 as strings and small weights as numbers', async () => {
    const { json } = await devnet.post('/v1/chain/get_account', { account_name: 'eosio' })
    expect(json.cpu_weight).toBe(10000000)
    expect(json.net_limit).toMatchObject({ max: '10000000000', available: '10000000000', used: 0 })
    const account = await devnet.client.v1.chain.get_account('eosio')
    expect(Number(account.cpu_limit.max)).toBe(10000000000)
  })

  it('renders get_info stake totals as numbers while they fit in 32 bits', async () => {
    const { json } = await devnet.post('/v1/chain/get_info', {})
    expect([json.total_cpu_weight, json.total_net_weight]).toEqual([10000000, 10000000])
  })
})
