import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_PUBLIC_KEY } from '../../chain/chain.ts'
import { startTestDevnet, type TestDevnet } from '../../http/test-devnet.ts'
import {
  PRODUCER_VALIDATION_PATH,
  VALIDATION_EVERY_MS,
  VALIDATION_KEY_PREFIX,
} from './producer-validation.ts'

// The producer-validation bucket over real HTTP, as S3 serves `telos-producer-validation`: a
// ListObjects v1 listing of daily documents and each document as a JSON array of rows.

let devnet: TestDevnet

beforeAll(async () => {
  devnet = await startTestDevnet()
  await devnet.session('eosio').transact({
    action: {
      account: 'eosio',
      name: 'regproducer',
      authorization: [{ actor: 'eosio', permission: 'active' }],
      data: { producer: 'eosio', producer_key: DEV_PUBLIC_KEY, url: 'https://eosio.example', location: 276 },
    },
  })
  // Three days of chain life: four documents (at genesis and each day after).
  devnet.node.chain.advanceTime((3 * VALIDATION_EVERY_MS) / 1000 + 60)
  devnet.node.chain.produceBlock()
})
afterAll(async () => {
  await devnet.close()
})

const bucket = (path = '/', init?: RequestInit) =>
  fetch(`${devnet.url}${PRODUCER_VALIDATION_PATH}${path}`, init)
const keysOf = (xml: string) => [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => match[1])

describe('GET /telos-producer-validation/', () => {
  it('lists the daily documents as a ListBucketResult, in key order, to any origin', async () => {
    const response = await bucket('/', { headers: { origin: 'https://other-app.example' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const xml = await response.text()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<ListBucketResult xmlns="http:\/\/s3/)
    expect(xml).toContain('<Name>telos-producer-validation</Name>')
    expect(xml).toContain('<IsTruncated>false</IsTruncated>')
    const keys = keysOf(xml)
    expect(keys).toHaveLength(4)
    expect(keys.every((key) => key?.startsWith(VALIDATION_KEY_PREFIX))).toBe(true)
    expect(keys).toEqual([...keys].sort())
    const modified = [...xml.matchAll(/<LastModified>([^<]*)<\/LastModified>/g)].map((m) => Date.parse(m[1]!))
    expect(modified[1]! - modified[0]!).toBe(VALIDATION_EVERY_MS)
    // Without the trailing slash it is the same listing, as on S3.
    expect(keysOf(await (await bucket('')).text())).toEqual(keys)
  })

  it('pages with max-keys and marker, and says when more keys follow', async () => {
    const all = keysOf(await (await bucket('/')).text())
    const first = await (await bucket('/?max-keys=3')).text()
    expect(keysOf(first)).toEqual(all.slice(0, 3))
    expect(first).toContain('<IsTruncated>true</IsTruncated>')
    const rest = await (await bucket(`/?marker=${encodeURIComponent(all[2]!)}`)).text()
    expect(keysOf(rest)).toEqual(all.slice(3))
    expect(rest).toContain('<IsTruncated>false</IsTruncated>')
    expect(keysOf(await (await bucket('/?prefix=nothing-')).text())).toEqual([])
  })

  it('refuses a max-keys that is not a number with an S3 error document', async () => {
    const response = await bucket('/?max-keys=ten')
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('<Code>InvalidArgument</Code>')
  })
})

describe('GET /telos-producer-validation/{key}', () => {
  it('serves each document as a JSON array in the published row shape, later ones counting more blocks', async () => {
    const keys = keysOf(await (await bucket('/')).text())
    const documents = await Promise.all(
      keys.map(async (key) => {
        const response = await bucket(`/${key}`)
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toMatch(/^application\/json/)
        return (await response.json()) as Record<string, unknown>[]
      }),
    )
    const newest = documents.at(-1)!
    expect(Array.isArray(newest)).toBe(true)
    expect(newest[0]).toMatchObject({
      owner: 'eosio',
      url: 'https://eosio.example',
      location: 276,
      lifetime_missed_blocks: 0,
      org: { candidate_name: 'eosio', website: 'https://eosio.example', location: { country: 'DE' } },
      sslVerified: true,
      apiVerified: true,
      sslVerifiedTestNet: true,
      apiVerifiedTestNet: true,
    })
    expect(documents[0]?.[0]?.lifetime_produced_blocks).toBe(0)
    expect(Number(newest[0]?.lifetime_produced_blocks)).toBeGreaterThan(0)
    // A document once written stays as written.
    expect(await (await bucket(`/${keys[0]}`)).json()).toEqual(documents[0])
  })

  it('answers an unknown key with NoSuchKey', async () => {
    const response = await bucket('/test-data-1')
    expect(response.status).toBe(404)
    const xml = await response.text()
    expect(xml).toContain('<Code>NoSuchKey</Code>')
    expect(xml).toContain('<Key>test-data-1</Key>')
  })
})

// Runs last: it moves this file's chain forty years on, near the last time a block header can carry
// (its timestamp is a uint32 count of half seconds since 2000: early 2068).
describe('the bucket after the clock moves forty years', () => {
  it('R-VAL-03: lists a page and serves a document without writing one per simulated day', async () => {
    const before = keysOf(await (await bucket('/')).text())
    const genesis = Number(before[0]?.slice(VALIDATION_KEY_PREFIX.length))
    devnet.node.chain.advanceTime(40 * 365 * 86_400)
    devnet.node.chain.produceBlock()
    // About 14,600 daily documents now; a listing page holds the first 1,000 in key order.
    const first = await (await bucket('/')).text()
    expect(keysOf(first)).toHaveLength(1000)
    expect(first).toContain('<IsTruncated>true</IsTruncated>')
    // S3 lists in byte order.
    const page = keysOf(first) as string[]
    expect(page).toEqual([...page].sort())
    // The newest document counts the blocks made until the move, and the marker pages past it.
    const days = Math.floor((devnet.node.chain.now() - genesis) / VALIDATION_EVERY_MS)
    const newest = `${VALIDATION_KEY_PREFIX}${genesis + days * VALIDATION_EVERY_MS}`
    const response = await bucket(`/${newest}`)
    expect(response.status).toBe(200)
    const rows = (await response.json()) as { lifetime_produced_blocks: number }[]
    expect(rows[0]?.lifetime_produced_blocks).toBeGreaterThan(0)
    const after = await (await bucket(`/?marker=${newest}&max-keys=5`)).text()
    expect(keysOf(after).every((key) => key! > newest)).toBe(true)
    expect((await bucket(`/${VALIDATION_KEY_PREFIX}${genesis + 1}`)).status).toBe(404)
  })
})
