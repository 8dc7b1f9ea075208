import { createDeflate } from 'node:zlib'
import { once } from 'node:events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signTransaction, startTestDevnet, type TestDevnet } from './test-devnet.ts'
import { BODY_LIMIT_BYTES } from './server.ts'

// The bodies of the endpoints that take a packed transaction are read (parsed, their hex decoded,
// inflated) on the verifier's thread; whatever it cannot read is parsed on the main thread like any
// body is. Either way a client gets the same answer for the same body, whatever its content type.

let devnet: TestDevnet
beforeAll(async () => {
  devnet = await startTestDevnet()
})
afterAll(async () => {
  await devnet.close()
})

const CONTENT_TYPES = ['application/json', 'text/plain'] as const
const ENDPOINTS = [
  ['/v1/chain/send_transaction', (packed: object) => packed],
  ['/v1/chain/push_transaction', (packed: object) => packed],
  ['/v1/chain/send_transaction2', (packed: object) => ({ transaction: packed })],
  ['/v1/chain/compute_transaction', (packed: object) => ({ transaction: packed })],
] as const

async function post(path: string, body: string, contentType: string) {
  const response = await fetch(`${devnet.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

const errorOf = (json: Record<string, unknown>) =>
  json.error as { code: number; name: string; details: { message: string }[] }

/** Zeros deflated into a body just under the devnet's limit, as the bomb benchmark sends them. */
async function bombUnderTheLimit(): Promise<string> {
  const deflate = createDeflate({ level: 9 })
  const chunks: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk))
  const zeros = Buffer.alloc(1024 * 1024)
  for (let i = 0; i < 480; i++) if (!deflate.write(zeros)) await once(deflate, 'drain')
  deflate.end()
  await once(deflate, 'end')
  return Buffer.concat(chunks).toString('hex')
}

const transfer = (memo: string) => ({
  account: 'eosio.token',
  name: 'transfer',
  actor: 'eosio',
  data: { from: 'eosio', to: 'eosio.stake', quantity: '0.0001 TLOS', memo },
})

describe('packed-transaction bodies', () => {
  it.each(CONTENT_TYPES)(
    'refuses a zlib bomb of almost 1 MiB with tx_decompression_error on every endpoint (%s)',
    async (contentType) => {
      const bomb = await bombUnderTheLimit()
      const packed = { signatures: [], compression: 1, packed_context_free_data: '', packed_trx: bomb }
      for (const [path, wrap] of ENDPOINTS) {
        const body = JSON.stringify(wrap(packed))
        expect(body.length).toBeLessThan(BODY_LIMIT_BYTES)
        const { status, json } = await post(path, body, contentType)
        expect(status, path).toBe(400)
        expect(errorOf(json), path).toMatchObject({
          code: 3040001,
          name: 'tx_decompression_error',
          details: [{ message: 'Exceeded maximum decompressed transaction size' }],
        })
      }
      const login = await post('/v1/auth/login', JSON.stringify(packed), contentType)
      expect(login.status).toBe(401)
      expect(JSON.stringify(login.json)).toContain('Exceeded maximum decompressed transaction size')
    },
    60_000,
  )

  it('refuses a body past the limit with 413 before reading it, on every endpoint', async () => {
    const body = JSON.stringify({ packed_trx: '00'.repeat(BODY_LIMIT_BYTES / 2 + 1) })
    for (const [path] of ENDPOINTS) expect((await post(path, body, 'text/plain')).status, path).toBe(413)
  })

  it.each(ENDPOINTS.map(([path]) => path))(
    'answers unparsable JSON on %s as it answers any body: Fastify for application/json, nodeos for text',
    async (path) => {
      const json = await post(path, '{"packed_trx": "00"', 'application/json')
      expect(json.status).toBe(400)
      expect(errorOf(json.json).details[0]?.message).toContain('not valid JSON')
      const text = await post(path, '{"packed_trx": "00"', 'text/plain')
      expect(text.status).toBe(400)
      expect(errorOf(text.json).details[0]?.message).toBe('Unable to parse valid input from POST body')
    },
  )

  it('refuses a prototype key in application/json as Fastify does, and reads it as text like nodeos', async () => {
    const { body } = await signTransaction(devnet, [transfer('prototype key')])
    const withProto = JSON.stringify(body).replace('{', '{"__proto__":{"x":1},')
    const json = await post('/v1/chain/send_transaction', withProto, 'application/json')
    expect(json.status).toBe(400)
    expect(errorOf(json.json).details[0]?.message).toContain('not valid JSON')
    const text = await post('/v1/chain/send_transaction', withProto, 'text/plain')
    expect(text.status).toBe(202)
  })

  it.each(CONTENT_TYPES)(
    'runs a signed transaction sent as %s through send_transaction2 and compute_transaction',
    async (contentType) => {
      const computed = await signTransaction(devnet, [transfer(`compute ${contentType}`)])
      const compute = await post(
        '/v1/chain/compute_transaction',
        JSON.stringify({ transaction: computed.body }),
        contentType,
      )
      expect(compute.status).toBe(200)
      expect(compute.json.transaction_id).toBe(computed.id)

      const sent = await signTransaction(devnet, [transfer(`send2 ${contentType}`)])
      const send = await post(
        '/v1/chain/send_transaction2',
        JSON.stringify({ return_failure_trace: 'true', transaction: sent.body }),
        contentType,
      )
      expect(send.status).toBe(202)
      expect(send.json.transaction_id).toBe(sent.id)
    },
  )

  it('checks send_transaction2 flags before the transaction, and answers a bomb as an error, not a failure trace', async () => {
    const bomb = { signatures: [], compression: 1, packed_trx: await bombUnderTheLimit() }
    const badFlag = await post(
      '/v1/chain/send_transaction2',
      JSON.stringify({ return_failure_trace: [], transaction: bomb }),
      'text/plain',
    )
    expect(badFlag.status).toBe(400)
    expect(errorOf(badFlag.json).details[0]?.message).toContain('return_failure_trace')
    const bombed = await post(
      '/v1/chain/send_transaction2',
      JSON.stringify({ return_failure_trace: true, transaction: bomb }),
      'text/plain',
    )
    expect(bombed.status).toBe(400)
    expect(errorOf(bombed.json).name).toBe('tx_decompression_error')
  })
})
