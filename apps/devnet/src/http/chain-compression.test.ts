import { request } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sampleContract } from '../chain/runtime/sample-contract.ts'
import { CHAIN_COMPRESS_ABOVE_BYTES } from './chain-routes.ts'
import { startTestDevnet, type TestDevnet } from './test-devnet.ts'

let devnet: TestDevnet

beforeAll(async () => {
  devnet = await startTestDevnet({ contracts: [sampleContract] })
  const as = (actor: string) => [{ actor, permission: 'active' }]
  devnet.node.chain.pushActions([
    { account: 'sample', name: 'setadmin', authorization: as('sample'), data: { admin: 'sample' } },
  ])
  // Enough rows that one read's answer is well past the compression threshold.
  for (let id = 1; id <= 150; id++)
    devnet.node.chain.pushActions([
      {
        account: 'sample',
        name: 'addoffer',
        authorization: as('sample'),
        data: { case_id: String(id), arbitrator: 'alice', rate: id, digest: String(id).padEnd(64, 'f') },
      },
    ])
})

afterAll(async () => {
  await devnet.close()
})

/** A raw POST, so the answer's encoding is seen as it travels (fetch would undo it). */
function postRaw(path: string, body: unknown, acceptEncoding: string) {
  const text = JSON.stringify(body)
  return new Promise<{ encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
    const call = request(
      `${devnet.url}${path}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
      },
      (response) => {
        const parts: Buffer[] = []
        response.on('data', (part: Buffer) => parts.push(part))
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], bytes: Buffer.concat(parts) }),
        )
      },
    )
    call.on('error', reject)
    call.end(text)
  })
}

const offers = (limit: number) => ({ code: 'sample', scope: 'sample', table: 'offers', json: true, limit })

describe('chain answers on a slow link', () => {
  it('sends a large table read gzipped to a client that accepts it, with the same rows', async () => {
    const plain = await postRaw('/v1/chain/get_table_rows', offers(150), 'identity')
    expect(plain.encoding).toBeUndefined()
    expect(plain.bytes.length).toBeGreaterThan(CHAIN_COMPRESS_ABOVE_BYTES)

    const gzipped = await postRaw('/v1/chain/get_table_rows', offers(150), 'gzip')
    expect(gzipped.encoding).toBe('gzip')
    expect(gzipped.bytes.length).toBeLessThan(plain.bytes.length / 3)
    expect(JSON.parse(gunzipSync(gzipped.bytes).toString('utf8'))).toEqual(
      JSON.parse(plain.bytes.toString('utf8')),
    )
  })

  it('sends a small answer as it is', async () => {
    const small = await postRaw('/v1/chain/get_table_rows', offers(1), 'gzip')
    expect(small.encoding).toBeUndefined()
    expect(JSON.parse(small.bytes.toString('utf8'))).toMatchObject({
      rows: [{ offer_id: 0, arbitrator: 'alice' }],
    })
  })
})
