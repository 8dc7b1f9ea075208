import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sampleContract } from '../chain/runtime/sample-contract.ts'
import { signTransaction, startTestDevnet, type TestDevnet } from './test-devnet.ts'

/**
 * send_transaction's trace renders action data with nodeos's abi_serializer (bool as 0/1, 64-bit
 * integers as numbers up to 2^32, doubles as strings), while history keeps abieos's rendering.
 */

let devnet: TestDevnet

type Trace = { act: { name: string; data: Record<string, unknown> } }

beforeAll(async () => {
  devnet = await startTestDevnet({ contracts: [sampleContract] })
  devnet.node.chain.pushActions([
    {
      account: 'sample',
      name: 'setadmin',
      authorization: [{ actor: 'sample', permission: 'active' }],
      data: { admin: 'sample' },
    },
  ])
})

afterAll(async () => {
  await devnet.close()
})

describe('transaction traces', () => {
  it('render act.data as nodeos does, and history as Hyperion does', async () => {
    const { id, body } = await signTransaction(devnet, [
      {
        account: 'sample',
        name: 'addoffer',
        actor: 'sample',
        data: { case_id: '5000000000', arbitrator: 'alice', rate: 1, digest: 'ab'.repeat(32) },
      },
      {
        account: 'eosio',
        name: 'delegatebw',
        actor: 'eosio',
        data: {
          from: 'eosio',
          receiver: 'eosio',
          stake_net_quantity: '1.0000 TLOS',
          stake_cpu_quantity: '1.0000 TLOS',
          transfer: false,
        },
      },
    ])
    const { status, json } = await devnet.post('/v1/chain/send_transaction', body)
    expect(status).toBe(202)
    const traces = (json.processed as { action_traces: Trace[] }).action_traces
    expect(traces.find((trace) => trace.act.name === 'addoffer')?.act.data).toMatchObject({
      case_id: '5000000000',
      rate: '1.00000000000000000',
    })
    expect(traces.find((trace) => trace.act.name === 'delegatebw')?.act.data).toMatchObject({ transfer: 0 })

    const response = await fetch(`${devnet.url}/v2/history/get_transaction?id=${id}`)
    const history = (await response.json()) as { actions: Trace[] }
    const data = (name: string) => history.actions.find((action) => action.act.name === name)?.act.data
    expect(data('addoffer')).toMatchObject({ case_id: '5000000000', rate: 1 })
    expect(data('delegatebw')).toMatchObject({ transfer: false })
  })
})
