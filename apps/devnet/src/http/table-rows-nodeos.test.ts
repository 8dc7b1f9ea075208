import { Name } from '@wharfkit/antelope'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSampleOffersDevnet } from './sample-offers-devnet.ts'
import type { TestDevnet } from './test-devnet.ts'

/**
 * get_table_rows details where nodeos (Leap 5 chain_plugin) differs from the obvious reading:
 * how `P,SYM` bounds convert, how next_key is printed, and which check fails first.
 */

let devnet: TestDevnet

type Rows = { rows: Record<string, unknown>[]; more: boolean; next_key: string }
type ErrorBody = { code: number; error: { code: number; name: string; details: { message: string }[] } }

const read = async (query: Record<string, unknown>) =>
  devnet.post('/v1/chain/get_table_rows', {
    code: 'sample',
    scope: 'sample',
    table: 'offers',
    json: true,
    ...query,
  })
const rows = async (query: Record<string, unknown>) => {
  const { status, json } = await read(query)
  expect(status).toBe(200)
  return json as unknown as Rows
}
const failure = async (query: Record<string, unknown>) => {
  const { status, json } = await read(query)
  const body = json as unknown as ErrorBody
  return { status, code: body.error.code, name: body.error.name, message: body.error.details[0]?.message }
}
const ids = (result: Rows) => result.rows.map((row) => String(row.offer_id))
const nameNumber = (name: string) => Name.from(name).value.toString()

beforeAll(async () => {
  devnet = await startSampleOffersDevnet()
})

afterAll(async () => {
  await devnet.close()
})

describe('get_table_rows as nodeos converts bounds and prints next_key', () => {
  it('R-READ-01: a `P,SYM` bound is the full symbol value (precision in the low byte), a bare code is the code', async () => {
    const query = { code: 'eosio.token', scope: 'eosio', table: 'accounts' }
    // accounts is keyed by the symbol code; 4,TLOS = code << 8 | 4 lies above it.
    expect((await rows({ ...query, lower_bound: '4,TLOS' })).rows).toEqual([])
    expect((await rows({ ...query, upper_bound: '4,TLOS' })).rows).toHaveLength(1)
    expect((await rows({ ...query, lower_bound: 'TLOS', upper_bound: 'TLOS' })).rows).toHaveLength(1)
    const code = BigInt(Buffer.from('TLOS').readUInt32LE(0))
    const symbol = ((code << 8n) | 4n).toString()
    expect((await rows({ ...query, lower_bound: symbol })).rows).toEqual([])
  })

  it('R-READ-01: a name with a trailing dot is not a valid name bound, as nodeos normalizes names', async () => {
    expect(await failure({ lower_bound: 'alice.' })).toMatchObject({
      status: 400,
      message:
        "Could not convert lower_bound string 'alice.' to any of the following: uint64_t, valid name, or valid symbol (with or without the precision)",
    })
  })

  it('R-READ-01: conversion failures are chain_type_exception, as nodeos raises them', async () => {
    expect(await failure({ scope: 'Bad!' })).toMatchObject({ code: 3010000, name: 'chain_type_exception' })
  })

  it('R-READ-01: next_key of a name index is the key as a decimal number, usable as an i64 bound', async () => {
    const first = await rows({ index_position: '2', key_type: 'name', limit: 2 })
    expect([ids(first), first.more, first.next_key]).toEqual([['2', '3'], true, nameNumber('bob')])
    const second = await rows({ index_position: '2', key_type: 'i64', lower_bound: first.next_key })
    expect(ids(second)).toEqual(['1', '0'])
    const primary = await rows({ key_type: 'name', limit: 1 })
    expect(primary.next_key).toBe('1')
  })

  it('R-READ-01: next_key of a float64 index prints the double as fc does (17 decimals)', async () => {
    const page = await rows({ index_position: 'fourth', key_type: 'float64', limit: 1 })
    expect([ids(page), page.next_key]).toEqual([['1'], '0.00000000000000000'])
    const next = await rows({ index_position: 4, key_type: 'float64', lower_bound: page.next_key, limit: 1 })
    expect([ids(next), next.next_key]).toEqual([['3'], '2.50000000000000000'])
  })

  it('R-READ-01: a float64 bound that is not a number is refused with nodeos message', async () => {
    expect(await failure({ index_position: 4, key_type: 'float64', lower_bound: 'abc' })).toMatchObject({
      status: 400,
      message: "Could not convert lower_bound string 'abc' to key type.",
    })
  })

  it('R-READ-01: index_position is checked before the table, as nodeos does', async () => {
    expect(await failure({ table: 'nosuch', index_position: 'bogus' })).toMatchObject({
      message: 'Invalid index_position: bogus',
    })
    expect(await failure({ table: 'nosuch' })).toMatchObject({
      code: 3060003,
      message: 'Table nosuch is not specified in the ABI',
    })
    // A secondary index of a table the ABI does not declare has no rows; nodeos answers empty.
    expect(await rows({ table: 'nosuch', index_position: '2', key_type: 'i64' })).toEqual({
      rows: [],
      more: false,
      next_key: '',
    })
  })
})
