import { createHash } from 'node:crypto'
import { deflateSync } from 'node:zlib'
import { PrivateKey } from '@wharfkit/antelope'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_PRIVATE_KEY } from '../chain/chain.ts'
import { isChainError } from '../chain/errors.ts'
import { decodePackedTransaction } from '../chain/transaction-input.ts'
import { signLoginProof, requestChallenge } from '../testing/wallet-login.ts'
import { signTransaction, startTestDevnet, type TestDevnet } from './test-devnet.ts'

// What nodeos does with the two parts of a packed transaction besides the transaction itself: a
// compressed part inflates to at most 1 MiB (more is tx_decompression_error, on every endpoint that
// takes one), and the context-free data is read as hex and covered by the signatures.

let devnet: TestDevnet
beforeAll(async () => {
  devnet = await startTestDevnet()
})
afterAll(async () => {
  await devnet.close()
})

/** Zeros that inflate to 8 MiB from about 8 KiB: a zip bomb, small enough to build in a test. */
const bomb = deflateSync(Buffer.alloc(8 * 1024 * 1024)).toString('hex')

const transfer = (memo: string) => ({
  account: 'eosio.token',
  name: 'transfer',
  actor: 'eosio',
  data: { from: 'eosio', to: 'eosio.stake', quantity: '0.0001 TLOS', memo },
})

/** `vector<bytes>` packed: one piece. */
const CFD = '0102abcd'

/**
 * A transfer signed as nodeos signs with context-free data: sha256(chain id ‖ packed transaction ‖
 * sha256(packed context-free data)). Uncompressed unless `zlib`.
 */
async function signWithContextFreeData(memo: string, packedCfd: string, zlib = false) {
  const { body } = await signTransaction(devnet, [transfer(memo)], { keys: [], compression: 0 })
  const packedTrx = Buffer.from(String(body.packed_trx), 'hex')
  const chainId = Buffer.from(devnet.node.chain.chainId, 'hex')
  const cfdDigest = createHash('sha256').update(Buffer.from(packedCfd, 'hex')).digest()
  const digest = createHash('sha256')
    .update(Buffer.concat([chainId, packedTrx, cfdDigest]))
    .digest()
  const signature = PrivateKey.from(DEV_PRIVATE_KEY).signDigest(digest)
  return {
    signatures: [String(signature)],
    compression: zlib ? 1 : 0,
    packed_context_free_data: zlib ? deflateSync(Buffer.from(packedCfd, 'hex')).toString('hex') : packedCfd,
    packed_trx: zlib ? deflateSync(packedTrx).toString('hex') : packedTrx.toString('hex'),
  }
}

const errorOf = (json: Record<string, unknown>) =>
  json.error as { code: number; name: string; details: { message: string }[] }

describe('compressed packed transactions', () => {
  const decompressionError = {
    code: 3040001,
    name: 'tx_decompression_error',
    details: [{ message: 'Exceeded maximum decompressed transaction size' }],
  }

  it.each([
    ['send_transaction', (packed: object) => packed],
    ['push_transaction', (packed: object) => packed],
    ['send_transaction2', (packed: object) => ({ transaction: packed })],
    ['compute_transaction', (packed: object) => ({ transaction: packed })],
  ])("refuses a zlib bomb on %s with nodeos's tx_decompression_error", async (path, wrap) => {
    const { status, json } = await devnet.post(
      `/v1/chain/${path}`,
      wrap({ signatures: [], compression: 1, packed_context_free_data: '', packed_trx: bomb }),
    )
    expect(status).toBe(400)
    expect(errorOf(json)).toMatchObject(decompressionError)
  })

  it('refuses a zlib bomb in the context-free data of a well-signed transaction', async () => {
    const { body } = await signTransaction(devnet, [transfer('cfd bomb')])
    expect(body.compression).toBe(1)
    const { status, json } = await devnet.post('/v1/chain/send_transaction', {
      ...body,
      packed_context_free_data: bomb,
    })
    expect(status).toBe(400)
    expect(errorOf(json)).toMatchObject(decompressionError)
  })

  it('refuses a zlib bomb as a wallet-login proof and as a profile-service challenge', async () => {
    const challenge = await requestChallenge(devnet.url, 'eosio')
    const proof = await signLoginProof(devnet.url, challenge, [DEV_PRIVATE_KEY])
    const auth = await devnet.post('/v1/auth/login', { ...proof, packed_trx: bomb })
    expect(auth.status).toBe(401)
    expect(JSON.stringify(auth.json)).toContain('Exceeded maximum decompressed transaction size')

    const profile = await devnet.post('/v1/profile/login', {
      transaction: { signatures: [], compression: 1, packed_context_free_data: '', packed_trx: bomb },
    })
    expect(profile.status).toBe(401)
    expect(profile.json).toMatchObject({ code: 'LOGIN_FAILED' })
    expect(JSON.stringify(profile.json)).toContain('Exceeded maximum decompressed transaction size')
  })

  it('still takes a compressed transaction with its compressed context-free data, as Wharf Kit sends it', async () => {
    const { body } = await signTransaction(devnet, [transfer('wharf kit default')])
    expect(body.packed_context_free_data).not.toBe('')
    const { status } = await devnet.post('/v1/chain/send_transaction', body)
    expect(status).toBe(202)
  })
})

describe('context-free data', () => {
  it('accepts a transaction signed over its context-free data, compressed or not', async () => {
    for (const zlib of [false, true]) {
      const signed = await signWithContextFreeData(`cfd signed ${zlib}`, CFD, zlib)
      const { status, json } = await devnet.post('/v1/chain/send_transaction', signed)
      expect(status, JSON.stringify(json)).toBe(202)
    }
  })

  it('refuses context-free data the signature does not cover, as a wrong key', async () => {
    const tampered = {
      ...(await signWithContextFreeData('cfd tampered', CFD)),
      packed_context_free_data: '0102abce',
    }
    const { body: added } = await signTransaction(devnet, [transfer('cfd added')], { compression: 0 })
    for (const body of [tampered, { ...added, packed_context_free_data: CFD }]) {
      const { status, json } = await devnet.post('/v1/chain/send_transaction', body)
      expect(status).toBe(401)
      expect(errorOf(json)).toMatchObject({ code: 3090003, name: 'unsatisfied_authorization' })
    }
  })

  it.each([
    ['not hex', 'zz'],
    ['odd hex', 'abc'],
    ['not a list of byte strings', '05'],
  ])('refuses context-free data that is %s as an invalid packed transaction', async (_what, cfd) => {
    const { body } = await signTransaction(devnet, [transfer(`cfd ${cfd}`)], { compression: 0 })
    const { status, json } = await devnet.post('/v1/chain/send_transaction', {
      ...body,
      packed_context_free_data: cfd,
    })
    expect(status).toBe(400)
    expect(errorOf(json)).toMatchObject({ code: 3010010, name: 'packed_transaction_type_exception' })
  })

  it('checks the context-free data on the main thread too (a chain without the verifier thread)', async () => {
    const chain = devnet.node.chain
    const signed = await signWithContextFreeData('main thread cfd', CFD, true)
    expect(chain.pushTransaction(decodePackedTransaction(signed)).id).toMatch(/^[0-9a-f]{64}$/)

    const tampered = await signWithContextFreeData('main thread tampered', CFD)
    let refusal: unknown
    try {
      chain.pushTransaction(decodePackedTransaction({ ...tampered, packed_context_free_data: '0102abce' }))
    } catch (error) {
      refusal = error
    }
    expect(isChainError(refusal) && refusal.errorName).toBe('unsatisfied_authorization')
  })
})
