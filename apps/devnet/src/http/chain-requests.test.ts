import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestDevnet, type TestDevnet } from './test-devnet.ts'

/** How nodeos's http_plugin and chain_api_plugin take requests: any method, a required body, block ids. */

let devnet: TestDevnet

type ErrorBody = {
  code: number
  message: string
  error: { code: number; name: string; details: { message: string }[] }
}

// node:http, because fetch refuses a GET with a body (curl -X GET -d sends one).
const call = (method: 'GET' | 'POST', endpoint: string, body?: string) =>
  new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
    const outgoing = request(`${devnet.url}/v1/chain/${endpoint}`, { method }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) as Record<string, unknown> }),
      )
    })
    outgoing.on('error', reject)
    if (body !== undefined) {
      outgoing.setHeader('content-type', 'text/plain')
      outgoing.setHeader('content-length', Buffer.byteLength(body))
      outgoing.write(body)
    }
    outgoing.end()
  })

beforeAll(async () => {
  devnet = await startTestDevnet()
})

afterAll(async () => {
  await devnet.close()
})

describe('chain API requests as nodeos takes them', () => {
  it('R-READ-01: a read answers a GET like a POST (nodeos does not look at the method)', async () => {
    const { status, json } = await call(
      'GET',
      'get_currency_balance',
      JSON.stringify({ code: 'eosio.token', account: 'eosio', symbol: 'TLOS' }),
    )
    expect(status).toBe(200)
    expect(json).toEqual(expect.arrayContaining([expect.stringMatching(/ TLOS$/)]))
  })

  it('R-READ-01: a read without a body is refused with "A Request body is required"', async () => {
    for (const body of [undefined, '', '  ']) {
      const { status, json } = await call('POST', 'get_table_rows', body)
      const error = json as unknown as ErrorBody
      expect([status, error.error.code, error.error.details[0]?.message]).toEqual([
        400,
        3200006,
        'A Request body is required',
      ])
    }
  })

  it('get_block refuses a malformed id as nodeos does', async () => {
    const invalid = (await call('POST', 'get_block', JSON.stringify({ block_num_or_id: 'abc' })))
      .json as unknown as ErrorBody
    expect([invalid.error.name, invalid.error.details[0]?.message]).toEqual([
      'block_id_type_exception',
      'Invalid block ID: abc',
    ])
    const empty = (await call('POST', 'get_block', JSON.stringify({ block_num_or_id: '' })))
      .json as unknown as ErrorBody
    expect(empty.error.details[0]?.message).toBe(
      'Invalid Block number or ID, must be greater than 0 and less than 64 characters',
    )
    const missing = await call('POST', 'get_block', JSON.stringify({ block_num_or_id: 99999999 }))
    expect([missing.status, (missing.json as unknown as ErrorBody).message]).toEqual([400, 'Unknown Block'])
  })

  it('get_table_by_scope of an account without tables (or without an account) is empty, as nodeos walks its index', async () => {
    for (const code of ['nosuchacct', 'eosio.rex']) {
      const { status, json } = await call('POST', 'get_table_by_scope', JSON.stringify({ code }))
      expect([status, json]).toEqual([200, { rows: [], more: '' }])
    }
  })

  it('get_raw_abi of an account without a contract hashes the empty ABI, as nodeos does', async () => {
    const { json } = await call('POST', 'get_raw_abi', JSON.stringify({ account_name: 'eosio.rex' }))
    expect(json).toEqual({
      account_name: 'eosio.rex',
      code_hash: '0'.repeat(64),
      abi_hash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      abi: '',
    })
  })

  it('R-ROUTE-17: get_producer_schedule answers the rotation as the active schedule, versioned per change', async () => {
    const before = await call('GET', 'get_producer_schedule')
    expect(before.status).toBe(200)
    expect(before.json).toMatchObject({ active: { version: 0 }, pending: null, proposed: null })
    const first = (before.json.active as { producers: unknown[] }).producers[0]
    expect(first).toEqual({
      producer_name: 'eosio',
      authority: [0, { threshold: 1, keys: [{ key: expect.stringMatching(/^EOS\w{50}$/), weight: 1 }] }],
    })

    const added = await fetch(`${devnet.url}/v1/testnet/produce/resolveadmin`)
    expect(added.status).toBe(200)
    const after = await call('POST', 'get_producer_schedule', '{}')
    const active = after.json.active as { version: number; producers: { producer_name: string }[] }
    expect([active.version, active.producers.map((producer) => producer.producer_name)]).toEqual([
      1,
      ['eosio', 'resolveadmin'],
    ])
  })

  it('get_producer_schedule takes no parameters and refuses a body that has some, as nodeos does', async () => {
    for (const body of ['{"limit":10}', '[]', 'not json']) {
      const { status, json } = await call('POST', 'get_producer_schedule', body)
      const error = json as unknown as ErrorBody
      expect([status, error.error.code, error.error.name, error.error.details[0]?.message]).toEqual([
        400,
        3200006,
        'invalid_http_request',
        'no parameter should be given',
      ])
    }
  })
})
