import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSampleOffersDevnet } from './sample-offers-devnet.ts'
import type { TestDevnet } from './test-devnet.ts'

/**
 * Request fields as nodeos reads them. The body becomes an fc::variant and each field of the params
 * struct is filled by from_variant: a missing field keeps its default; null is "" for a string, 0 for
 * a number and false for a bool, and leaves an optional empty; numbers print as strings and decimal
 * strings parse as numbers; a bool takes true/false, numbers, and only the strings "true" and "false";
 * a name must be a string. Whatever fc refuses is a 400.
 */

let devnet: TestDevnet

type Json = Record<string, unknown>
type Case = {
  /** What the case shows, as the table's row title. */
  what: string
  endpoint: string
  body: unknown
  status: number
  /** For get_table_rows on sample/offers: the offer ids of the answer, in order. */
  ids?: string[]
  /** Any other shape the answer must have. */
  shape?: Json
  check?: (json: Json) => void
}

const offers = { code: 'sample', table: 'offers', scope: 'sample', json: true }
const rowsOf = (body: Json) => ({ endpoint: 'get_table_rows', body: { ...offers, ...body } })
const EMPTY_PAGE = { rows: [], more: false, next_key: '' }
const hexRows = (json: Json) => expect(typeof (json.rows as unknown[])[0]).toBe('string')
const decodedRows = (json: Json) => expect(typeof (json.rows as unknown[])[0]).toBe('object')

// Offers 0..3: (case 7, carol, 2.5), (3, bob, -1), (5, alice, 10), (3, alice, 0).
const cases: Case[] = [
  // scope: std::string
  { what: 'scope null is ""', ...rowsOf({ scope: null }), status: 200, shape: EMPTY_PAGE },
  {
    what: 'scope missing keeps ""',
    endpoint: 'get_table_rows',
    body: { code: 'sample', table: 'offers', json: true },
    status: 200,
    shape: EMPTY_PAGE,
  },
  { what: 'scope as a number prints', ...rowsOf({ scope: 0 }), status: 200, shape: EMPTY_PAGE },
  { what: 'scope true prints "true"', ...rowsOf({ scope: true }), status: 200, shape: EMPTY_PAGE },
  { what: 'scope as an object is refused', ...rowsOf({ scope: {} }), status: 400 },
  // json: bool = false
  { what: 'json "true"', ...rowsOf({ json: 'true' }), status: 200, check: decodedRows },
  { what: 'json "false"', ...rowsOf({ json: 'false' }), status: 200, check: hexRows },
  { what: 'json 1', ...rowsOf({ json: 1 }), status: 200, check: decodedRows },
  { what: 'json 0', ...rowsOf({ json: 0 }), status: 200, check: hexRows },
  { what: 'json null is false', ...rowsOf({ json: null }), status: 200, check: hexRows },
  { what: 'json missing is false', ...rowsOf({ json: undefined }), status: 200, check: hexRows },
  { what: 'json "yes" is refused', ...rowsOf({ json: 'yes' }), status: 400 },
  { what: 'json "True" is refused (case matters)', ...rowsOf({ json: 'True' }), status: 400 },
  { what: 'json [] is refused', ...rowsOf({ json: [] }), status: 400 },
  // limit: uint32_t = 10
  { what: 'limit "2"', ...rowsOf({ limit: '2' }), status: 200, ids: ['0', '1'], shape: { more: true } },
  { what: 'limit 2.9 truncates', ...rowsOf({ limit: 2.9 }), status: 200, ids: ['0', '1'] },
  { what: 'limit true is 1', ...rowsOf({ limit: true }), status: 200, ids: ['0'] },
  { what: 'limit null is 0', ...rowsOf({ limit: null }), status: 200, ids: [], shape: { more: true } },
  { what: 'limit missing is 10', ...rowsOf({}), status: 200, ids: ['0', '1', '2', '3'] },
  { what: 'limit "two" is refused', ...rowsOf({ limit: 'two' }), status: 400 },
  { what: 'limit " 2" is refused', ...rowsOf({ limit: ' 2' }), status: 400 },
  { what: 'limit {} is refused', ...rowsOf({ limit: {} }), status: 400 },
  // lower_bound / upper_bound: std::string
  { what: 'lower_bound as a number', ...rowsOf({ lower_bound: 2 }), status: 200, ids: ['2', '3'] },
  {
    what: 'lower_bound null is ""',
    ...rowsOf({ lower_bound: null }),
    status: 200,
    ids: ['0', '1', '2', '3'],
  },
  { what: 'upper_bound "1"', ...rowsOf({ upper_bound: '1' }), status: 200, ids: ['0', '1'] },
  // reverse, show_payer: optional<bool>
  { what: 'reverse "true"', ...rowsOf({ reverse: 'true' }), status: 200, ids: ['3', '2', '1', '0'] },
  { what: 'reverse null is unset', ...rowsOf({ reverse: null }), status: 200, ids: ['0', '1', '2', '3'] },
  { what: 'reverse 1', ...rowsOf({ reverse: 1 }), status: 200, ids: ['3', '2', '1', '0'] },
  { what: 'reverse "no" is refused', ...rowsOf({ reverse: 'no' }), status: 400 },
  {
    what: 'show_payer "true"',
    ...rowsOf({ show_payer: 'true', limit: 1 }),
    status: 200,
    check: (json) => expect((json.rows as Json[])[0]).toMatchObject({ payer: 'sample' }),
  },
  // index_position: std::string, by name or number; key_type names
  {
    what: 'index_position "primary"',
    ...rowsOf({ index_position: 'primary' }),
    status: 200,
    ids: ['0', '1', '2', '3'],
  },
  {
    what: 'index_position "first"',
    ...rowsOf({ index_position: 'first' }),
    status: 200,
    ids: ['0', '1', '2', '3'],
  },
  { what: 'index_position 1', ...rowsOf({ index_position: 1 }), status: 200, ids: ['0', '1', '2', '3'] },
  {
    what: 'index_position null is primary',
    ...rowsOf({ index_position: null }),
    status: 200,
    ids: ['0', '1', '2', '3'],
  },
  {
    what: 'index_position "secondary", key_type name',
    ...rowsOf({ index_position: 'secondary', key_type: 'name' }),
    status: 200,
    ids: ['2', '3', '1', '0'],
  },
  {
    what: 'index_position 2 (a number), key_type name',
    ...rowsOf({ index_position: 2, key_type: 'name' }),
    status: 200,
    ids: ['2', '3', '1', '0'],
  },
  {
    what: 'index_position "tertiary", key_type i128',
    ...rowsOf({ index_position: 'tertiary', key_type: 'i128' }),
    status: 200,
    check: (json) => expect(json.rows).toHaveLength(4),
  },
  {
    what: 'index_position "fourth", key_type float64',
    ...rowsOf({ index_position: 'fourth', key_type: 'float64' }),
    status: 200,
    ids: ['1', '3', '0', '2'],
  },
  {
    what: 'index_position "fifth", key_type sha256',
    ...rowsOf({ index_position: 'fifth', key_type: 'sha256' }),
    status: 200,
    check: (json) => expect(json.rows).toHaveLength(4),
  },
  {
    what: 'key_type i64 on the primary index',
    ...rowsOf({ key_type: 'i64' }),
    status: 200,
    ids: ['0', '1', '2', '3'],
  },
  {
    what: 'encode_type null is ""',
    ...rowsOf({ encode_type: null }),
    status: 200,
    ids: ['0', '1', '2', '3'],
  },
  { what: 'time_limit_ms "10"', ...rowsOf({ time_limit_ms: '10' }), status: 200, ids: ['0', '1', '2', '3'] },
  // code, table: name (a string only)
  { what: 'code as a number is refused', ...rowsOf({ code: 5 }), status: 400 },
  { what: 'code null is refused', ...rowsOf({ code: null }), status: 400 },
  { what: 'table as an array is refused', ...rowsOf({ table: ['offers'] }), status: 400 },
  { what: 'a body that is an array is refused', endpoint: 'get_table_rows', body: [offers], status: 400 },
  // the other reads the portal, eosjs and Wharf Kit send
  {
    what: 'get_table_by_scope with limit "1" and reverse "false"',
    endpoint: 'get_table_by_scope',
    body: { code: 'sample', table: 'offers', limit: '1', reverse: 'false' },
    status: 200,
    check: (json) => expect(json.rows).toHaveLength(1),
  },
  {
    what: 'get_table_by_scope with limit null is an empty page',
    endpoint: 'get_table_by_scope',
    body: { code: 'sample', limit: null },
    status: 200,
    shape: { rows: [] },
  },
  {
    what: 'get_table_by_scope table null is refused (a name)',
    endpoint: 'get_table_by_scope',
    body: { code: 'sample', table: null },
    status: 400,
  },
  {
    what: 'get_currency_balance symbol null lists every balance',
    endpoint: 'get_currency_balance',
    body: { code: 'eosio.token', account: 'eosio', symbol: null },
    status: 200,
    check: (json) => expect(Array.isArray(json)).toBe(true),
  },
  {
    what: 'get_currency_stats',
    endpoint: 'get_currency_stats',
    body: { code: 'eosio.token', symbol: 'TLOS' },
    status: 200,
    check: (json) => expect(json).toHaveProperty('TLOS'),
  },
  {
    what: 'get_account expected_core_symbol null',
    endpoint: 'get_account',
    body: { account_name: 'sample', expected_core_symbol: null },
    status: 200,
    shape: { account_name: 'sample' },
  },
  {
    what: 'get_account name as a number is refused',
    endpoint: 'get_account',
    body: { account_name: 5 },
    status: 400,
  },
  { what: 'get_abi name null is refused', endpoint: 'get_abi', body: { account_name: null }, status: 400 },
  {
    what: 'get_raw_abi abi_hash null',
    endpoint: 'get_raw_abi',
    body: { account_name: 'sample', abi_hash: null },
    status: 200,
    shape: { account_name: 'sample' },
  },
  {
    what: 'get_block by number',
    endpoint: 'get_block',
    body: { block_num_or_id: 1 },
    status: 200,
    shape: { block_num: 1 },
  },
  {
    what: 'get_block by "1"',
    endpoint: 'get_block',
    body: { block_num_or_id: '1' },
    status: 200,
    shape: { block_num: 1 },
  },
  {
    what: 'get_block_info block_num "1"',
    endpoint: 'get_block_info',
    body: { block_num: '1' },
    status: 200,
    shape: { block_num: 1 },
  },
  {
    what: 'get_block_info block_num "one" is refused',
    endpoint: 'get_block_info',
    body: { block_num: 'one' },
    status: 400,
  },
  {
    what: 'get_producers json "true", limit "1", lower_bound null',
    endpoint: 'get_producers',
    body: { json: 'true', limit: '1', lower_bound: null },
    status: 200,
    check: (json) => expect((json.rows as unknown[]).length).toBeLessThanOrEqual(1),
  },
  {
    what: 'get_producers limit "many" is refused',
    endpoint: 'get_producers',
    body: { limit: 'many' },
    status: 400,
  },
  {
    what: 'get_info with {}',
    endpoint: 'get_info',
    body: {},
    status: 200,
    shape: { head_block_num: expect.any(Number) },
  },
]

beforeAll(async () => {
  devnet = await startSampleOffersDevnet()
})

afterAll(() => devnet.close())

describe('R-READ-01: chain API fields converted as nodeos converts them', () => {
  it.each(cases)('$endpoint: $what → $status', async (c) => {
    const { status, json } = await devnet.post(`/v1/chain/${c.endpoint}`, c.body)
    expect(status, JSON.stringify(json)).toBe(c.status)
    if (c.status >= 400) {
      expect(json).toMatchObject({ code: 400, error: { name: 'invalid_http_request' } })
      return
    }
    if (c.ids) expect((json.rows as Json[]).map((row) => String(row.offer_id))).toEqual(c.ids)
    if (c.shape) expect(json).toMatchObject(c.shape)
    c.check?.(json)
  })

  it('answers a text/plain body and a JSON body to the same read with the same rows', async () => {
    const body = JSON.stringify({ ...offers, scope: null, limit: '3' })
    const answers = await Promise.all(
      ['text/plain', 'application/json'].map(async (type) => {
        const response = await fetch(`${devnet.url}/v1/chain/get_table_rows`, {
          method: 'POST',
          headers: { 'content-type': type },
          body,
        })
        return { status: response.status, json: (await response.json()) as unknown }
      }),
    )
    expect(answers[0]).toEqual({ status: 200, json: EMPTY_PAGE })
    expect(answers[1]).toEqual(answers[0])
  })
})
