import { datapointRow, pairRow } from '@portal/chain/contracts/oracle/index'
import { describe, expect, it } from 'vitest'
import { DEV_PUBLIC_KEY } from '../../chain/chain.ts'
import { createTestChain, type TestChain } from '../../chain/test-chain.ts'
import { ORACLE_DEFAULTS, seedOracle } from '../../seed/oracle.ts'
import { oracleContract } from './oracle.contract.ts'

type Datapoint = { id: string; owner: string; value: string; median: string; timestamp: string }

function oracleChain(): TestChain {
  const chain = createTestChain({ contracts: [oracleContract], accounts: ['alice', 'bp1', 'bp2'] })
  seedOracle(chain.chain)
  return chain
}

async function registerProducer(chain: TestChain, producer: string): Promise<void> {
  await chain.transact(producer, 'eosio::regproducer', {
    producer,
    producer_key: DEV_PUBLIC_KEY,
    url: '',
    location: 0,
  })
}

const write = (chain: TestChain, owner: string, value: number, pair = 'tlosusd') =>
  chain.transact(owner, 'delphioracle::write', { owner, quotes: [{ value, pair }] })

const datapoints = (chain: TestChain, pair = 'tlosusd') =>
  chain.rows<Datapoint>('delphioracle', 'datapoints', pair)

describe('delphioracle seed', () => {
  it('R-READ-09, R-READ-10: posts tlosusd 6500 as value and median on all 21 rows (any 10 average 0.65 USD)', () => {
    const chain = oracleChain()
    const rows = datapoints(chain)
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 21 }, (_, i) => String(i)))
    for (const row of rows) {
      expect(datapointRow.parse(row)).toMatchObject({ owner: 'delphioracle', value: '6500', median: '6500' })
      expect(row.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}$/)
    }
    const pairs = chain.rows('delphioracle', 'pairs').map((row) => pairRow.parse(row))
    expect(pairs.map((pair) => [pair.name, pair.active])).toEqual([
      ['eosusd', true],
      ['tlosusd', true],
    ])
    expect(chain.rows('delphioracle', 'global')).toMatchObject([{ id: '1', ...ORACLE_DEFAULTS }])
  })

  it('seedpair and configure need the contract account', async () => {
    const chain = oracleChain()
    await expect(
      chain.transact('alice', 'delphioracle::seedpair', { pair: 'tlosusd', value: 1 }),
    ).rejects.toThrow('missing authority of delphioracle')
    await expect(chain.transact('alice', 'delphioracle::configure', { g: ORACLE_DEFAULTS })).rejects.toThrow(
      'missing authority of delphioracle',
    )
    await expect(
      chain.transact('delphioracle', 'delphioracle::seedpair', { pair: 'btcusd', value: 1 }),
    ).rejects.toThrow('assertion failure with message: pair not found')
  })
})

describe('delphioracle pairs and configuration', () => {
  const pair = (name: string) => ({
    name,
    base_symbol: '8,BTC',
    base_type: 2,
    base_contract: '',
    quote_symbol: '2,USD',
    quote_type: 1,
    quote_contract: '',
    quoted_precision: '4',
  })

  it('newbounty proposes a new, inactive pair with 21 empty datapoints paid by the proposer', async () => {
    const chain = oracleChain()
    await expect(
      chain.transact('bp1', 'delphioracle::newbounty', { proposer: 'alice', pair: pair('btcusd') }),
    ).rejects.toThrow('missing authority of alice')
    await expect(
      chain.transact('alice', 'delphioracle::newbounty', { proposer: 'alice', pair: pair('system') }),
    ).rejects.toThrow('assertion failure with message: Cannot create a pair named system')
    await expect(
      chain.transact('alice', 'delphioracle::newbounty', { proposer: 'alice', pair: pair('tlosusd') }),
    ).rejects.toThrow('assertion failure with message: A pair with this name already exists.')
    await chain.transact('alice', 'delphioracle::newbounty', { proposer: 'alice', pair: pair('btcusd') })
    const created = chain
      .rows('delphioracle', 'pairs')
      .map((row) => pairRow.parse(row))
      .find((row) => row.name === 'btcusd')
    expect(created).toMatchObject({
      active: false,
      bounty_awarded: false,
      proposer: 'alice',
      bounty_amount: '0.0000 EOS',
    })
    expect(datapoints(chain, 'btcusd')).toEqual(
      Array.from({ length: 21 }, (_, id) => ({
        id: String(id),
        owner: '',
        value: '0',
        median: '0',
        timestamp: '1970-01-01T00:00:00.000',
      })),
    )
  })

  it('configure updates the global row without recreating pairs', async () => {
    const chain = oracleChain()
    await chain.transact('delphioracle', 'delphioracle::configure', {
      g: { ...ORACLE_DEFAULTS, write_cooldown: '1000000' },
    })
    expect(chain.rows('delphioracle', 'global')).toMatchObject([{ id: '1', write_cooldown: '1000000' }])
    expect(chain.rows('delphioracle', 'pairs')).toHaveLength(2)
  })
})

describe('delphioracle::write', () => {
  it('refuses an account that is not a registered producer', async () => {
    const chain = oracleChain()
    await expect(write(chain, 'alice', 7000)).rejects.toThrow(
      'assertion failure with message: account is not a qualified oracle',
    )
    expect(datapoints(chain).every((row) => row.value === '6500')).toBe(true)
  })

  it('needs the owner to sign and at least one quote', async () => {
    const chain = oracleChain()
    await registerProducer(chain, 'bp1')
    await expect(
      chain.transact('alice', 'delphioracle::write', {
        owner: 'bp1',
        quotes: [{ value: 1, pair: 'tlosusd' }],
      }),
    ).rejects.toThrow('missing authority of bp1')
    await expect(chain.transact('bp1', 'delphioracle::write', { owner: 'bp1', quotes: [] })).rejects.toThrow(
      'assertion failure with message: must supply non-empty array of quotes',
    )
  })

  it('refuses unknown and inactive pairs', async () => {
    const chain = oracleChain()
    await registerProducer(chain, 'bp1')
    await expect(write(chain, 'bp1', 1, 'btcusd')).rejects.toThrow(
      'assertion failure with message: pair not allowed',
    )
    await chain.transact('alice', 'delphioracle::newbounty', {
      proposer: 'alice',
      pair: {
        name: 'btcusd',
        base_symbol: '8,BTC',
        base_type: 2,
        base_contract: '',
        quote_symbol: '2,USD',
        quote_type: 1,
        quote_contract: '',
        quoted_precision: '4',
      },
    })
    expect(datapoints(chain, 'btcusd')).toHaveLength(21)
    await expect(write(chain, 'bp1', 1, 'btcusd')).rejects.toThrow(
      'assertion failure with message: pair not allowed',
    )
  })

  it('overwrites the oldest row and stores the 10th smallest value as its median', async () => {
    const chain = oracleChain()
    await registerProducer(chain, 'bp1')
    await registerProducer(chain, 'bp2')
    await write(chain, 'bp1', 9000)
    await write(chain, 'bp2', 1000)
    const rows = datapoints(chain)
    // All seeded rows share one timestamp, so the lowest ids are the oldest.
    expect(rows[0]).toMatchObject({ owner: 'bp1', value: '9000', median: '6500' })
    expect(rows[1]).toMatchObject({ owner: 'bp2', value: '1000', median: '6500' })
    expect(rows.slice(2).every((row) => row.value === '6500' && row.median === '6500')).toBe(true)
    expect(chain.rows('delphioracle', 'stats', 'tlosusd')).toMatchObject([
      { owner: 'bp1', count: '1' },
      { owner: 'bp2', count: '1' },
    ])
    expect(chain.rows('delphioracle', 'global')).toMatchObject([{ total_datapoints_count: '2' }])
  })

  it('lets an oracle quote a pair once per write_cooldown (55 s)', async () => {
    const chain = oracleChain()
    await registerProducer(chain, 'bp1')
    await write(chain, 'bp1', 7000)
    chain.advanceTime(30)
    await expect(write(chain, 'bp1', 7100)).rejects.toThrow(
      'assertion failure with message: can only call every 60 seconds',
    )
    chain.advanceTime(25)
    await write(chain, 'bp1', 7100)
    expect(datapoints(chain)[1]).toMatchObject({ value: '7100' })
  })

  it('on a fresh pair, row 1 first holds a non-zero median after 23 writes (rolling 21-row window)', async () => {
    const chain = oracleChain()
    await registerProducer(chain, 'bp1')
    for (let n = 1; n <= 23; n++) {
      await write(chain, 'bp1', 1000 + n, 'eosusd')
      chain.advanceTime(55)
      const rows = datapoints(chain, 'eosusd')
      if (n === 2) expect(rows[1]).toMatchObject({ value: '1002', median: '0' })
      // Write 12: 9 zeros and then 1001…1012, so the 10th smallest is the first quote.
      if (n === 12) expect(rows[11]).toMatchObject({ value: '1012', median: '1001' })
    }
    const rows = datapoints(chain, 'eosusd')
    // Writes 22 and 23 replace rows 0 and 1; values are then 1003…1023 and the 10th smallest is 1012.
    expect(rows[0]).toMatchObject({ value: '1022', median: '1011' })
    expect(rows[1]).toMatchObject({ value: '1023', median: '1012' })
  })
})
