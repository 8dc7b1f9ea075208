import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sampleContract } from '../chain/runtime/sample-contract.ts'
import { BODY_LIMIT_BYTES } from './server.ts'
import { startTestDevnet, type TestDevnet } from './test-devnet.ts'

/**
 * Hostile input never crashes the devnet or changes state: every answer is a clear client error in
 * the endpoint's own shape (nodeos for /v1/chain, Hyperion for /v2/history), never a 500.
 */

let devnet: TestDevnet

const CHAIN_READS: Record<string, Record<string, unknown>> = {
  get_account: { account_name: 'eosio' },
  get_abi: { account_name: 'sample' },
  get_raw_abi: { account_name: 'sample' },
  get_table_rows: { code: 'sample', scope: 'sample', table: 'offers', json: true, index_position: '2' },
  get_table_by_scope: { code: 'eosio.token', table: 'accounts' },
  get_currency_balance: { code: 'eosio.token', account: 'eosio', symbol: 'TLOS' },
  get_currency_stats: { code: 'eosio.token', symbol: 'TLOS' },
  get_block: { block_num_or_id: 1 },
  get_block_info: { block_num: 1 },
  get_producers: { json: true, limit: 10 },
  get_required_keys: { transaction: {}, available_keys: [] },
  send_transaction: { signatures: [], compression: 0, packed_trx: '00' },
  compute_transaction: { transaction: { packed_trx: '00' } },
}

const HOSTILE: unknown[] = [
  null,
  true,
  1.5,
  -1,
  2 ** 64,
  1e308,
  '18446744073709551616',
  '99999999999999999999999999999999999999999',
  '',
  ' ',
  '\u0000',
  'ali\u0000ce',
  '𝄞🎉',
  'é',
  'a'.repeat(5000),
  '1e400',
  'NaN',
  '-0',
  '4,',
  ',TLOS',
  '99,TLOS',
  '0x' + 'f'.repeat(64),
  [],
  [1, [2, [3]]],
  {},
  { $gt: '' },
]

/** A small deterministic generator, so a failure names an input that can be replayed. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 31
  }
}

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

type Answer = { status: number; json: Record<string, unknown> }

async function postAs(type: string, path: string, body: string): Promise<Answer> {
  const response = await fetch(`${devnet.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body,
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

function expectNodeosClientError(answer: Answer, input: string): void {
  expect(answer.status, input).toBeLessThan(500)
  if (answer.status >= 400) {
    const error = answer.json.error as { details?: { message?: unknown }[] } | undefined
    expect(typeof error?.details?.[0]?.message, input).toBe('string')
  }
}

beforeAll(async () => {
  devnet = await startTestDevnet({ contracts: [sampleContract] })
})

afterAll(async () => {
  await devnet.close()
})

describe('hostile input', () => {
  it('answers wrong types, huge numbers, unicode and null bytes in every field with a clear 4xx', async () => {
    const before = await devnet.client.v1.chain.get_currency_balance('eosio.token', 'eosio')
    for (const [endpoint, valid] of Object.entries(CHAIN_READS)) {
      for (const field of Object.keys(valid)) {
        for (const value of HOSTILE) {
          const body = { ...valid, [field]: value }
          const answer = await devnet.post(`/v1/chain/${endpoint}`, body)
          expectNodeosClientError(answer, `${endpoint} ${JSON.stringify(body).slice(0, 200)}`)
        }
      }
    }
    expect(await devnet.client.v1.chain.get_currency_balance('eosio.token', 'eosio')).toEqual(before)
  })

  it('survives a bounded random fuzz of chain bodies, including deep nesting and raw bytes', async () => {
    const next = random(20261122)
    const endpoints = Object.keys(CHAIN_READS)
    for (let i = 0; i < 300; i++) {
      const endpoint = endpoints[Math.floor(next() * endpoints.length)] ?? 'get_info'
      const pick = next()
      let body: string
      if (pick < 0.2) body = nested(1 + Math.floor(next() * 200_000))
      else if (pick < 0.4)
        body = String.fromCharCode(...Array.from({ length: 64 }, () => Math.floor(next() * 0xffff)))
      else if (pick < 0.6) body = `{"code":${'9'.repeat(1 + Math.floor(next() * 400))}}`
      else {
        const valid = CHAIN_READS[endpoint] ?? {}
        const fields = Object.keys(valid)
        const field = fields[Math.floor(next() * fields.length)] ?? 'x'
        const value = HOSTILE[Math.floor(next() * HOSTILE.length)]
        body = JSON.stringify({ ...valid, [field]: value, ['\u0000' + field]: value })
      }
      const answer = await devnet.post(`/v1/chain/${endpoint}`, body)
      expectNodeosClientError(answer, `${endpoint} ${body.slice(0, 120)}`)
    }
    const info = await devnet.client.v1.chain.get_info()
    expect(Number(info.head_block_num)).toBeGreaterThan(0)
  })

  it('answers deeply nested JSON sent as application/json with a 4xx', async () => {
    for (const endpoint of Object.keys(CHAIN_READS)) {
      const response = await fetch(`${devnet.url}/v1/chain/${endpoint}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: nested(300_000),
      })
      const json = (await response.json()) as Record<string, unknown>
      expectNodeosClientError({ status: response.status, json }, endpoint)
    }
  })

  it('R-HTTP-35: refuses a body nested deeper than nodeos parses as nodeos does, and reads 100 levels as usual', async () => {
    const refusal = { code: 3200006, name: 'invalid_http_request' }
    const detail = 'Unable to parse valid input from POST body'
    // 101 levels (the body and 100 arrays in a field): a parse error, not the endpoint's complaint
    // about the field; 100 levels reach the endpoint's own checks.
    const deep = `{"code":${nested(100)},"scope":"sample","table":"offers","json":true}`
    const asDeep = `{"code":${nested(99)},"scope":"sample","table":"offers","json":true}`
    for (const type of ['application/json', 'text/plain']) {
      for (const endpoint of ['get_table_rows', 'send_transaction', 'compute_transaction']) {
        const refused = await postAs(type, `/v1/chain/${endpoint}`, deep)
        expect(refused.status, `${type} ${endpoint}`).toBe(400)
        expect(refused.json.error, `${type} ${endpoint}`).toMatchObject({
          ...refusal,
          details: [{ message: detail }],
        })
        const read = await postAs(type, `/v1/chain/${endpoint}`, asDeep)
        expect(read.status, `${type} ${endpoint}`).toBe(400)
        expect(JSON.stringify(read.json), `${type} ${endpoint}`).not.toContain(detail)
      }
    }
    // Brackets inside a string are text, however many.
    const memo = '['.repeat(5000)
    const quoted = await postAs(
      'text/plain',
      '/v1/chain/get_table_rows',
      `{"code":"sample","scope":"${memo}"}`,
    )
    expect(JSON.stringify(quoted.json)).not.toContain(detail)
  })

  it('refuses an oversized body with 413 in the nodeos shape', async () => {
    const answer = await devnet.post('/v1/chain/get_table_rows', 'x'.repeat(BODY_LIMIT_BYTES + 1))
    expect(answer.status).toBe(413)
    expectNodeosClientError({ ...answer, status: 499 }, 'oversized')
  })

  it('answers hostile history queries with 400s in Hyperion’s shape, never a 500', async () => {
    const values = ['1e999', '%00', '😀', 'a-b', '1-2-3', '!', ',', '!,!', '-', '--5', "'; DROP TABLE x; --"]
    const keys = [
      'limit',
      'skip',
      'sort',
      'account',
      'filter',
      'after',
      'before',
      'global_sequence',
      'block_num',
      '@timestamp',
      'act.data.case_id',
      'act.authorization.actor',
      'receipts.receiver',
      "act.data.x'",
      'act.data.a[0]',
      'present',
      'code',
      'data.balance',
    ]
    for (const path of ['get_actions', 'get_deltas', 'get_transaction']) {
      for (const key of keys) {
        for (const value of values) {
          const query = `${encodeURIComponent(key)}=${encodeURIComponent(value)}`
          const response = await fetch(`${devnet.url}/v2/history/${path}?${query}`)
          const json = (await response.json()) as { message?: unknown }
          expect(response.status, `${path}?${query}`).toBeLessThan(500)
          if (response.status >= 400) expect(typeof json.message, `${path}?${query}`).toBe('string')
        }
      }
    }
  })
})
