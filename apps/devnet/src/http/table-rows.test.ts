import { Name } from '@wharfkit/antelope'
import { ContractKit } from '@wharfkit/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sampleContract } from '../chain/runtime/sample-contract.ts'
import { startTestDevnet, type TestDevnet } from './test-devnet.ts'

let devnet: TestDevnet

// offer_id: [case_id, arbitrator, rate]
const OFFERS: [string, string, number][] = [
  ['7', 'carol', 2.5],
  ['3', 'bob', -1],
  ['5', 'alice', 10],
  ['3', 'alice', 0],
  ['7', 'bob', 2.5],
  ['5000000000', 'dave', 100],
]

type Rows = { rows: Record<string, unknown>[]; more: boolean; next_key: string }

const rows = async (query: Record<string, unknown>) => {
  const { status, json } = await devnet.post('/v1/chain/get_table_rows', {
    code: 'sample',
    scope: 'sample',
    table: 'offers',
    json: true,
    ...query,
  })
  expect(status).toBe(200)
  return json as unknown as Rows
}
const nameNumber = (name: string) => Name.from(name).value.toString()
const ids = (result: Rows) => result.rows.map((row) => String(row.offer_id))

beforeAll(async () => {
  devnet = await startTestDevnet({ contracts: [sampleContract] })
  const { chain } = devnet.node
  const as = (actor: string) => [{ actor, permission: 'active' }]
  chain.pushActions([
    { account: 'sample', name: 'setadmin', authorization: as('sample'), data: { admin: 'sample' } },
  ])
  for (const [case_id, arbitrator, rate] of OFFERS) {
    chain.pushActions([
      {
        account: 'sample',
        name: 'addoffer',
        authorization: as('sample'),
        data: { case_id, arbitrator, rate, digest: `${case_id.length}${arbitrator.length}`.padEnd(64, 'f') },
      },
    ])
  }
})

afterAll(async () => {
  await devnet.close()
})

describe('get_table_rows', () => {
  it('pages the primary index with more and next_key as nodeos computes them', async () => {
    expect(await rows({ limit: 2 })).toMatchObject({ more: true, next_key: '2' })
    expect(ids(await rows({ limit: 2 }))).toEqual(['0', '1'])
    expect(await rows({ lower_bound: '2', upper_bound: '3' })).toMatchObject({ more: false, next_key: '' })
    expect(ids(await rows({ lower_bound: 2, upper_bound: 3 }))).toEqual(['2', '3'])
    const reversed = await rows({ limit: 2, reverse: true })
    expect([ids(reversed), reversed.next_key]).toEqual([['5', '4'], '3'])
    expect(ids(await rows({ lower_bound: '4', upper_bound: '1' }))).toEqual([])
  })

  it('renders 64-bit integers above 2^32 as strings and smaller ones as numbers', async () => {
    const result = await rows({ lower_bound: '5', upper_bound: '5' })
    expect(result.rows[0]).toMatchObject({
      offer_id: 5,
      case_id: '5000000000',
      arbitrator: 'dave',
      rate: '100.00000000000000000',
    })
  })

  it('walks a name index, repeating rows that share the key across pages', async () => {
    // nodeos prints a name key's next_key as its uint64 number, which pages as an i64 bound.
    const first = await rows({ index_position: '2', key_type: 'name', limit: 2 })
    expect([ids(first), first.more, first.next_key]).toEqual([['2', '3'], true, nameNumber('bob')])
    const second = await rows({
      index_position: 'secondary',
      key_type: 'i64',
      limit: 2,
      lower_bound: first.next_key,
    })
    expect([ids(second), second.next_key]).toEqual([['1', '4'], nameNumber('carol')])
  })

  it('walks i128 and float64 indexes with inclusive bounds and reverse', async () => {
    const lower = (5n << 64n).toString()
    expect(ids(await rows({ index_position: '3', key_type: 'i128', lower_bound: lower }))).toEqual([
      '2',
      '0',
      '4',
      '5',
    ])
    expect(
      ids(await rows({ index_position: 4, key_type: 'float64', lower_bound: '0', upper_bound: '2.5' })),
    ).toEqual(['3', '0', '4'])
    const reverse = await rows({ index_position: 'fourth', key_type: 'float64', reverse: true, limit: 2 })
    expect([ids(reverse), reverse.next_key]).toEqual([['5', '2'], '2.50000000000000000'])
  })

  it('finds a row by its sha256 index', async () => {
    const digest = '13'.padEnd(64, 'f')
    expect(
      ids(await rows({ index_position: 5, key_type: 'sha256', lower_bound: digest, upper_bound: digest })),
    ).toEqual(['1', '4'])
  })

  it('wraps rows with their payer and serves json:false rows as hex', async () => {
    const withPayer = await rows({ limit: 1, show_payer: true })
    expect(withPayer.rows[0]).toMatchObject({ payer: 'sample', data: { offer_id: 0, arbitrator: 'carol' } })
    const binary = await rows({ limit: 1, json: false })
    expect(binary.rows[0]).toMatch(/^[0-9a-f]+$/)
  })

  it('serves json:false rows that @wharfkit/contract decodes', async () => {
    const kit = new ContractKit({ client: devnet.client })
    const token = await kit.load('eosio.token')
    const balances = await token.table('accounts', 'eosio').all()
    const expected = await devnet.client.v1.chain.get_currency_balance('eosio.token', 'eosio')
    expect(balances.map((row: { balance: { toString(): string } }) => row.balance.toString())).toEqual(
      expected.map(String),
    )
    const sample = await kit.load('sample')
    const offers = await sample.table('offers').all()
    expect(offers.map((row: { case_id: { toString(): string } }) => row.case_id.toString())).toEqual(
      OFFERS.map((o) => o[0]),
    )
  })

  it('reads bounds as numbers, names or symbols and scopes like TLOS', async () => {
    const { json } = await devnet.post('/v1/chain/get_table_rows', {
      code: 'eosio.token',
      table: 'stat',
      scope: 'TLOS',
      json: true,
    })
    expect(json).toMatchObject({
      rows: [
        {
          supply: expect.stringMatching(/^\d+\.\d{4} TLOS$/),
          max_supply: '10000000000.0000 TLOS',
          issuer: 'eosio',
        },
      ],
      more: false,
      next_key: '',
    })
    const bySymbol = await devnet.post('/v1/chain/get_table_rows', {
      code: 'eosio.token',
      table: 'accounts',
      scope: 'eosio',
      lower_bound: 'TLOS',
      upper_bound: '4,TLOS',
      json: true,
    })
    expect((bySymbol.json as unknown as Rows).rows).toHaveLength(1)
  })

  it('answers a repeated read with the rows after the latest write', async () => {
    const query = { code: 'eosio.token', table: 'accounts', scope: 'eosio.rex', json: true }
    const before = (await devnet.post('/v1/chain/get_table_rows', query)).json as unknown as Rows
    devnet.node.chain.pushActions([
      {
        account: 'eosio.token',
        name: 'transfer',
        authorization: [{ actor: 'eosio', permission: 'active' }],
        data: { from: 'eosio', to: 'eosio.rex', quantity: '0.0042 TLOS', memo: 'cache' },
      },
    ])
    const after = (await devnet.post('/v1/chain/get_table_rows', query)).json as unknown as Rows
    expect(after.rows).not.toEqual(before.rows)
    expect(after.rows[0]?.balance).toMatch(/ TLOS$/)
  })

  it.each([
    [{ table: 'nothere' }, 'Table nothere is not specified in the ABI'],
    [{ code: 'nobodyhere' }, 'Fail to retrieve account for nobodyhere'],
    [{ index_position: 'second' }, 'key type required for non-primary index'],
    [{ index_position: 'last', key_type: 'i64' }, 'Invalid index_position: last'],
    [{ lower_bound: 'Not A Key!' }, "Could not convert lower_bound string 'Not A Key!'"],
  ])('answers %j with a clear 400', async (query, message) => {
    const { status, json } = await devnet.post('/v1/chain/get_table_rows', {
      code: 'sample',
      scope: 'sample',
      table: 'offers',
      ...query,
    })
    expect(status).toBe(400)
    expect((json.error as { details: { message: string }[] }).details[0]?.message).toContain(message)
  })
})

describe('system tables and other reads', () => {
  it('renders bools as 0/1 and time_point_sec without a zone', async () => {
    const { chain } = devnet.node
    const as = [{ actor: 'eosio', permission: 'active' }]
    chain.pushActions([
      {
        account: 'eosio',
        name: 'regproducer',
        authorization: as,
        data: {
          producer: 'eosio',
          producer_key: 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV',
          url: 'https://x',
          location: 0,
        },
      },
    ])
    chain.pushActions([
      {
        account: 'eosio',
        name: 'delegatebw',
        authorization: as,
        data: {
          from: 'eosio',
          receiver: 'eosio',
          stake_net_quantity: '2.0000 TLOS',
          stake_cpu_quantity: '2.0000 TLOS',
          transfer: false,
        },
      },
      {
        account: 'eosio',
        name: 'undelegatebw',
        authorization: as,
        data: {
          from: 'eosio',
          receiver: 'eosio',
          unstake_net_quantity: '1.0000 TLOS',
          unstake_cpu_quantity: '0.0000 TLOS',
        },
      },
    ])
    const producers = await devnet.post('/v1/chain/get_table_rows', {
      code: 'eosio',
      scope: 'eosio',
      table: 'producers',
      json: true,
    })
    expect((producers.json as unknown as Rows).rows[0]).toMatchObject({
      owner: 'eosio',
      is_active: 1,
      total_votes: '0.00000000000000000',
    })
    const refunds = await devnet.post('/v1/chain/get_table_rows', {
      code: 'eosio',
      scope: 'eosio',
      table: 'refunds',
      json: true,
    })
    expect(String((refunds.json as unknown as Rows).rows[0]?.request_time)).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/,
    )
    const account = await devnet.client.v1.chain.get_account('eosio')
    expect(String(account.self_delegated_bandwidth?.net_weight)).toBe('1.0000 TLOS')
    expect(String(account.refund_request?.net_amount)).toBe('1.0000 TLOS')
    const list = await devnet.post('/v1/chain/get_producers', { json: true, limit: 10 })
    expect((list.json as { rows: { owner: string }[] }).rows.map((row) => row.owner)).toEqual(['eosio'])
  })

  it('lists scopes, balances, stats, blocks and ABIs', async () => {
    const scopes = await devnet.client.v1.chain.get_table_by_scope({ code: 'eosio.token', table: 'accounts' })
    expect(scopes.rows.map((row) => String(row.scope))).toContain('eosio')
    expect(
      (await devnet.post('/v1/chain/get_currency_stats', { code: 'eosio.token', symbol: 'tlos' })).json,
    ).toHaveProperty('TLOS')
    const raw = await devnet.client.v1.chain.get_raw_abi('eosio.token')
    expect(String(raw.abi_hash)).toMatch(/^[0-9a-f]{64}$/)
    const info = await devnet.client.v1.chain.get_info()
    const block = await devnet.client.v1.chain.get_block(info.head_block_num)
    expect(String(block.id)).toBe(String(info.head_block_id))
  })
})
