import { ChainError } from '@portal/chain/errors'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createChainClient } from './chain-client.ts'

// The network is replaced, not our code: fetch answers what a nodeos would.
function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => vi.unstubAllGlobals())

describe('chain client', () => {
  it('posts get_table_rows as JSON with json rows and a default limit of 100', async () => {
    const fetch = answer(200, { rows: [{ case_id: 0 }], more: false, next_key: '' })
    const client = createChainClient('http://127.0.0.1:8080')
    const page = await client.getTableRows({
      code: 'testtelosarb',
      table: 'casefiles',
      scope: 'testtelosarb',
    })
    expect(page.rows).toEqual([{ case_id: 0 }])
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('http://127.0.0.1:8080/v1/chain/get_table_rows')
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({
      json: true,
      limit: 100,
      code: 'testtelosarb',
      table: 'casefiles',
      scope: 'testtelosarb',
    })
  })

  it('posts get_producer_schedule with an empty body and reads the active schedule', async () => {
    const schedule = {
      active: {
        version: 2,
        producers: [
          { producer_name: 'eosio', authority: [0, { threshold: 1, keys: [] }] },
          { producer_name: 'producer1', authority: [0, { threshold: 1, keys: [] }] },
        ],
      },
      pending: null,
      proposed: null,
    }
    const fetch = answer(200, schedule)
    expect(await createChainClient('http://127.0.0.1:8080').getProducerSchedule()).toEqual(schedule)
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect([url, init.method, init.body]).toEqual([
      'http://127.0.0.1:8080/v1/chain/get_producer_schedule',
      'POST',
      '{}',
    ])
  })

  it('R-ERR-03: a nodeos error becomes a ChainError whose message has no assertion prefix', async () => {
    answer(500, {
      code: 500,
      message: 'Internal Service Error',
      error: {
        code: 3050003,
        name: 'eosio_assert_message_exception',
        what: 'eosio_assert_message assertion failure',
        details: [{ message: 'assertion failure with message: Case not found' }],
      },
    })
    const failure = createChainClient('http://x').getAccount('nobody')
    await expect(failure).rejects.toBeInstanceOf(ChainError)
    await expect(failure).rejects.toMatchObject({ message: 'Case not found', code: 3050003, status: 500 })
  })

  it('a non-JSON failure still says which call failed', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    )
    await expect(createChainClient('http://x').getInfo()).rejects.toThrow(
      '502 Bad Gateway from /v1/chain/get_info',
    )
  })
})
