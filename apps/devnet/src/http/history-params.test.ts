import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sampleContract } from '../chain/runtime/sample-contract.ts'
import { startTestDevnet, type TestDevnet } from './test-devnet.ts'

/** Hyperion's parameter handling (api/routes/v2-history and its Fastify query schema), case by case. */

let devnet: TestDevnet

type Action = {
  act: { name: string; data: Record<string, unknown> }
  block_num: number
  global_sequence: number
  trx_id: string
  '@timestamp': string
  cpu_usage_us?: number
  net_usage_words?: number
}
type Actions = { total: { value: number }; actions: Action[] }
type Delta = { present: number; primary_key: string; table: string; data: Record<string, unknown> }
type Deltas = { total: { value: number }; deltas: Delta[] }

const get = async (path: string) => {
  const response = await fetch(`${devnet.url}${path}`)
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}
const actions = async (query: string) => {
  const { status, json } = await get(`/v2/history/get_actions?${query}`)
  expect(status).toBe(200)
  return json as unknown as Actions
}
const names = (result: Actions) => result.actions.map((action) => action.act.name)
const sampleOnly = 'filter=sample:*&sort=asc&limit=100'

beforeAll(async () => {
  devnet = await startTestDevnet({ contracts: [sampleContract] })
  const { chain } = devnet.node
  const as = [{ actor: 'sample', permission: 'active' }]
  chain.pushActions([{ account: 'sample', name: 'setadmin', authorization: as, data: { admin: 'sample' } }])
  for (const case_id of ['3', '5', '7'])
    chain.pushActions([
      {
        account: 'sample',
        name: 'addoffer',
        authorization: as,
        data: { case_id, arbitrator: 'alice', rate: 1, digest: 'ab'.repeat(32) },
      },
    ])
  chain.advanceTime(3600)
  chain.pushActions([{ account: 'sample', name: 'rmoffer', authorization: as, data: { offer_id: '1' } }])
  const session = devnet.session('eosio')
  await session.transact({
    actions: ['one', 'two'].map((memo) => ({
      account: 'eosio.token',
      name: 'transfer',
      authorization: [session.permissionLevel],
      data: { from: 'eosio', to: 'sample', quantity: '1.0000 TLOS', memo },
    })),
  })
})

afterAll(async () => {
  await devnet.close()
})

describe('get_actions parameters as Hyperion validates them', () => {
  it.each([
    ['limit=0', 'querystring/limit must be >= 1'],
    ['limit=ten', 'querystring/limit must be integer'],
    ['skip=-1', 'querystring/skip must be >= 0'],
    ['sort=up', 'querystring/sort must be equal to one of the allowed values'],
    ['account=averyveryverylongname', 'querystring/account must NOT have more than 12 characters'],
    ['filter=a:', 'querystring/filter must NOT have fewer than 3 characters'],
  ])('R-HTTP-15: %s is a 400 with Fastify’s validation message', async (query, message) => {
    const { status, json } = await get(`/v2/history/get_actions?${query}`)
    expect([status, json.message]).toEqual([400, message])
  })

  it('R-HTTP-12: a filter entry without `code:name` is ignored, as Hyperion skips it', async () => {
    const all = await actions('limit=1')
    expect((await actions('filter=sample&limit=1')).total.value).toBe(all.total.value)
  })
})

describe('get_actions filters', () => {
  it('R-HTTP-15: act.data matches uint64 fields, which abieos writes as strings', async () => {
    const byCase = await actions(`${sampleOnly}&act.data.case_id=5`)
    expect(byCase.actions.map((action) => action.act.data.case_id)).toEqual(['5'])
    const range = await actions(`${sampleOnly}&act.data.case_id=4-7`)
    expect(range.actions.map((action) => action.act.data.case_id)).toEqual(['5', '7'])
  })

  it('R-HTTP-15: comma lists put `!` parts in must_not and the others in any-of', async () => {
    expect(names(await actions(`${sampleOnly}&act.name=!setadmin,!rmoffer`))).toEqual([
      'addoffer',
      'addoffer',
      'addoffer',
    ])
    expect(names(await actions(`${sampleOnly}&act.name=setadmin,rmoffer`))).toEqual(['setadmin', 'rmoffer'])
  })

  it('R-HTTP-12: @timestamp takes an inclusive range of epoch milliseconds', async () => {
    const all = await actions(sampleOnly)
    const removal = all.actions.find((action) => action.act.name === 'rmoffer')
    const at = Date.parse(`${removal?.['@timestamp']}Z`)
    expect(names(await actions(`${sampleOnly}&@timestamp=${at}-${at + 1000}`))).toEqual(['rmoffer'])
    expect(names(await actions(`${sampleOnly}&@timestamp=0-${at - 1}`))).not.toContain('rmoffer')
  })

  it('reports cpu_usage_us and net_usage_words on the first action of a transaction only', async () => {
    const transfers = await actions('filter=eosio.token:transfer&account=sample&sort=asc')
    const [first, second] = transfers.actions
    expect(first?.trx_id).toBe(second?.trx_id)
    expect(typeof first?.cpu_usage_us).toBe('number')
    expect(typeof first?.net_usage_words).toBe('number')
    expect(second).not.toHaveProperty('cpu_usage_us')
    expect(second).not.toHaveProperty('net_usage_words')
  })
})

describe('get_deltas', () => {
  it('R-HTTP-14: removal deltas delete the row’s indexed deltas instead of being stored', async () => {
    const { json } = await get('/v2/history/get_deltas?code=sample&table=offers&limit=200')
    const deltas = (json as unknown as Deltas).deltas
    expect(deltas.map((delta) => delta.present)).not.toContain(0)
    expect(deltas.map((delta) => delta.primary_key).sort()).toEqual(['0', '2'])
  })

  it('R-HTTP-14: a limit above the maximum is capped, as Hyperion’s get_deltas does', async () => {
    const { status, json } = await get('/v2/history/get_deltas?limit=5000')
    expect(status).toBe(200)
    expect((json as unknown as Deltas).deltas.length).toBeGreaterThan(10)
  })

  it('refuses an empty or dotted-empty filter key with a 400, not a failed query (found by bench/fuzz.ts)', async () => {
    for (const query of ['=474114115', 'data.=1', 'data..owner=1', '.=x']) {
      const { status, json } = await get(`/v2/history/get_deltas?${query}`)
      expect(status, query).toBe(400)
      expect(json, query).toMatchObject({
        code: 'FST_ERR_VALIDATION',
        message: expect.stringMatching(/invalid filter field/),
      })
    }
    const { status } = await get('/v2/history/get_actions?act.data.=1')
    expect(status).toBe(400)
  })
})

describe('get_transaction', () => {
  it('answers an unknown or malformed id with executed false and no actions, as Hyperion does', async () => {
    for (const id of ['ab'.repeat(32), 'not-an-id']) {
      const { status, json } = await get(`/v2/history/get_transaction?id=${id}`)
      expect(status).toBe(200)
      expect(json).toMatchObject({ executed: false, trx_id: id })
      expect(json).not.toHaveProperty('actions')
    }
    const missing = await get('/v2/history/get_transaction')
    expect([missing.status, missing.json.message]).toEqual([
      400,
      "querystring must have required property 'id'",
    ])
  })
})

describe('extended action fields', () => {
  it('R-HTTP-15: transfer.to filters on transfer data, as Hyperion indexes @transfer', async () => {
    const result = await actions('transfer.to=sample&transfer.memo=two')
    expect(result.actions.map((action) => [action.act.name, action.act.data.memo])).toEqual([
      ['transfer', 'two'],
    ])
  })
})

describe('track', () => {
  it('R-HTTP-13: track caps or lifts the counted total as Hyperion’s track_total_hits does', async () => {
    const exact = await actions('limit=1&track=true')
    expect(exact.total).toEqual({ value: expect.any(Number), relation: 'eq' })
    expect((await actions('limit=1&track=3')).total).toEqual({ value: 3, relation: 'gte' })
    const { status, json } = await get('/v2/history/get_actions?track=abc')
    expect([status, json.message]).toEqual([400, 'failed to parse track param'])
  })
})
