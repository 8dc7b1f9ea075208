import { describe, expect, it } from 'vitest'
import { abiStructOf } from '@portal/chain/abi-types'
import { nameAssetMap } from '@portal/chain/contracts/decide/tables'
import { accountName, uint32 } from '@portal/chain/primitives'
import { z } from '@portal/chain/zod-mini'
import { defineContract } from '../../chain/runtime/contract.ts'
import { oneTableDescriptor } from '../../testing/one-table-descriptor.ts'
import { DECIDE, decideChain, depositFee } from './test-support.ts'

// A stand-in for the arbitration contract: it publishes an election ballot and records what
// telos.decide broadcasts to it when the ballot closes (its `catch_broadcast`).

// Its ABI is derived from the row schema, as every descriptor's is.
const results = abiStructOf(
  'results',
  z.object({ ballot_name: accountName, final_results: nameAssetMap, total_voters: uint32 }),
)
type Results = z.infer<typeof results>
const publisher = oneTableDescriptor('electionpub', {
  name: 'results',
  row: results,
  primaryKey: (row) => row.ballot_name,
  primaryKeyType: 'name',
})

const publisherContract = defineContract(publisher, {
  actions: {},
  notifications: {
    'telos.decide::broadcast'(ctx) {
      // As the arbitration contract does: only trust broadcasts whose first receiver is telos.decide.
      if (ctx.firstReceiver !== DECIDE) return
      ctx.table('results').emplace(ctx.self, ctx.data)
    },
  },
})

const stakeAndRegister = async (chain: ReturnType<typeof decideChain>, voter: string, stake: string) => {
  await chain.transact(voter, 'eosio::delegatebw', {
    from: voter,
    receiver: voter,
    stake_net_quantity: '0.0000 TLOS',
    stake_cpu_quantity: stake,
    transfer: false,
  })
  await chain.act(voter, 'regvoter', { voter, treasury_symbol: '4,VOTE', referrer: null })
}

describe('closevoting with broadcast', () => {
  it('R-CALL-DEC-09: notifies the publishing contract with the final results and total voters', async () => {
    const chain = decideChain({ contracts: [publisherContract] })
    const pub = 'electionpub'
    chain.transfer('eosio', pub, '100.0000 TLOS')
    await chain.act(pub, 'regvoter', { voter: pub, treasury_symbol: '4,VOTE', referrer: null })
    depositFee(chain, pub, '10.0000 TLOS')
    await chain.act(pub, 'newballot', {
      ballot_name: 'elect1',
      category: 'election',
      publisher: pub,
      treasury_symbol: '4,VOTE',
      voting_method: '1tokennvote',
      initial_options: ['carol', 'dave', 'erin'],
    })
    await chain.act(pub, 'editminmax', { ballot_name: 'elect1', new_min_options: 1, new_max_options: 2 })
    await chain.act(pub, 'togglebal', { ballot_name: 'elect1', setting_name: 'votestake' })
    const end = new Date((chain.now() + 3600) * 1000).toISOString().slice(0, 19)
    await chain.act(pub, 'openvoting', { ballot_name: 'elect1', end_time: end })

    await stakeAndRegister(chain, 'alice', '30.0000 TLOS')
    await stakeAndRegister(chain, 'bob', '12.5000 TLOS')
    await chain.act('alice', 'castvote', {
      voter: 'alice',
      ballot_name: 'elect1',
      options: ['carol', 'dave'],
    })
    await chain.act('bob', 'castvote', { voter: 'bob', ballot_name: 'elect1', options: ['erin'] })

    await expect(
      chain.act(DECIDE, 'broadcast', { ballot_name: 'elect1', final_results: [], total_voters: 0 }),
    ).rejects.toThrow(
      'assertion failure with message: ballot voting must be complete before broadcasting results',
    )
    await expect(
      chain.act('alice', 'broadcast', { ballot_name: 'elect1', final_results: [], total_voters: 0 }),
    ).rejects.toThrow('missing authority of telos.decide')

    chain.advanceTime(3601)
    const result = await chain.act(pub, 'closevoting', { ballot_name: 'elect1', broadcast: true })
    const finalResults = [
      { key: 'carol', value: '30.0000 VOTE' },
      { key: 'dave', value: '30.0000 VOTE' },
      { key: 'erin', value: '12.5000 VOTE' },
    ]
    expect(chain.rows<Results>(pub, 'results')).toEqual([
      { ballot_name: 'elect1', final_results: finalResults, total_voters: 2 },
    ])
    expect(
      result.trace.action_traces.map((trace) => [trace.act.account, trace.act.name, trace.receiver]),
    ).toEqual([
      [DECIDE, 'closevoting', DECIDE],
      [DECIDE, 'broadcast', DECIDE],
      [DECIDE, 'broadcast', pub],
    ])
    expect(chain.ballot('elect1').status).toBe('closed')
  })
})
