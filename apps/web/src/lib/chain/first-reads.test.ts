import { afterEach, describe, expect, it, vi } from 'vitest'
import { takeFirstFetch, takeFirstRead } from './first-reads.ts'

const URL = 'http://127.0.0.1:8080/v1/chain/get_table_rows'
type Sent = { __portalFirstReads?: Record<string, Promise<Response>> }

afterEach(() => {
  delete (window as Sent).__portalFirstReads
  vi.restoreAllMocks()
})

describe('takeFirstRead', () => {
  it('hands the early answer to the first identical request, whatever its key order, and only once', () => {
    const answer = Promise.resolve(new Response('{}'))
    ;(window as Sent).__portalFirstReads = { [`POST ${URL} {"code":"c","json":true,"limit":5}`]: answer }
    expect(takeFirstRead(URL, { json: true, limit: 6, code: 'c' })).toBeUndefined()
    expect(takeFirstRead(`${URL}x`, { json: true, limit: 5, code: 'c' })).toBeUndefined()
    expect(takeFirstRead(URL, { json: true, limit: 5, code: 'c' })).toBe(answer)
    expect(takeFirstRead(URL, { json: true, limit: 5, code: 'c' })).toBeUndefined()
  })

  it('is not used once the page has been open a while, nor when the script sent nothing', () => {
    expect(takeFirstRead(URL, { code: 'c' })).toBeUndefined()
    ;(window as Sent).__portalFirstReads = {
      [`POST ${URL} {"code":"c"}`]: Promise.resolve(new Response('{}')),
    }
    vi.spyOn(performance, 'now').mockReturnValue(60_000)
    expect(takeFirstRead(URL, { code: 'c' })).toBeUndefined()
  })

  it('R-READ-30: hands an early GET to the first request of the same address, once, and not a POST’s', () => {
    const listing = Promise.resolve(new Response('<ListBucketResult/>'))
    const bucket = 'http://127.0.0.1:8080/telos-producer-validation/'
    ;(window as Sent).__portalFirstReads = { [`GET ${bucket}`]: listing }
    expect(takeFirstRead(bucket, undefined)).toBeUndefined()
    expect(takeFirstFetch(`${bucket}?marker=a`)).toBeUndefined()
    expect(takeFirstFetch(bucket)).toBe(listing)
    expect(takeFirstFetch(bucket)).toBeUndefined()
  })
})
