import { describe, expect, it } from 'vitest'
import { keyAuthority, DEV_PUBLIC_KEY } from '../chain.ts'
import { createTestChain, type TestChain } from '../test-chain.ts'
import { TableHandle } from './table.ts'
import { sampleContract as sample, type Offer } from './sample-contract.ts'

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

describe('index bounds', () => {
  it('finds lower and upper bounds on secondary indexes as multi_index does', async () => {
    const chain = createTestChain({ contracts: [sample] })
    await chain.transact('sample', 'sample::setadmin', { admin: 'alice' })
    for (const [caseId, arbitrator, rate] of [
      ['1', 'bob', 1],
      ['2', 'carol', 2],
      ['3', 'carol', 3],
      ['4', 'dave', 4],
    ] as const) {
      await chain.transact('alice', 'sample::addoffer', offerData(caseId, arbitrator, rate))
    }
    const probe = defineProbe(chain)
    expect(probe('byarb', 'carol', 'lower')).toBe('1')
    expect(probe('byarb', 'carol', 'upper')).toBe('3')
    expect(probe('byrate', 4, 'upper')).toBeUndefined()
    expect(probe('byrate', 1.5, 'lower')).toBe('1')
  })
})

/** Reads sample's offers through a read-only table handle, as a contract reading another contract would. */
function defineProbe(chain: TestChain) {
  const handle = new TableHandle(
    {
      store: chain.chain.tables,
      abiOf: (code) => chain.chain.abiOf(code),
      specOf: (code, table) => chain.chain.moduleOf(code)?.tables[table],
      recordDelta: () => undefined,
    },
    'sample',
    'offers',
    'sample',
    false,
  )
  return (index: string, key: string | number, bound: 'lower' | 'upper') =>
    (bound === 'lower' ? handle.lowerBound(key, index) : handle.upperBound(key, index))?.offer_id as
      string | undefined
}
