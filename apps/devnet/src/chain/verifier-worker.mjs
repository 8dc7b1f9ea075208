// The signature verifier's thread (signature-verifier.ts). Plain JavaScript so it runs without a
// TypeScript loader, the same under tsx and Vitest. It does a transaction's stateless work so the
// main thread only checks it against the chain and runs it: parsing the send_transaction body,
// inflating and decoding the packed transaction, hashing its id and signing digest, and recovering
// the key of each signature with libsecp256k1 (the `secp256k1` package's prebuilt addon, about
// 65 µs a key). Every answer is either exact or `undefined`, in which case the main thread does that
// part itself, so the chain's verdicts and error messages do not depend on this thread.
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { parentPort, workerData } from 'node:worker_threads'
import { inflateSync } from 'node:zlib'
import { transactionFields } from './transaction-fields.mjs'

const require = createRequire(import.meta.url)
// The CommonJS build: the ES module build imports elliptic in a way Node's loader refuses.
const { PublicKey, Serializer, Signature, Transaction } = require('@wharfkit/antelope')

let secp256k1
try {
  secp256k1 = require('secp256k1/bindings')
} catch {
  // No addon for this platform: recovery in JavaScript costs milliseconds, so the main thread
  // checks signatures against the candidate keys with OpenSSL instead.
  secp256k1 = undefined
}

const chainId = Buffer.from(workerData.chainId, 'hex')
const EMPTY_CFD_DIGEST = Buffer.alloc(32)
const sha256 = (...parts) => {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part)
  return hash.digest()
}

/** `PUB_K1_…` of each compressed key recovered (its base58check spelling costs a ripemd160). */
const keyStrings = new Map()
function keyString(compressed) {
  const hex = Buffer.from(compressed).toString('hex')
  let key = keyStrings.get(hex)
  if (key === undefined) {
    key = PublicKey.from({ compressed, type: 'K1' }).toString()
    if (keyStrings.size >= 10_000) keyStrings.clear()
    keyStrings.set(hex, key)
  }
  return key
}

/** The key that made a K1 signature of `digest` (null when libsecp256k1 cannot recover one). */
function recoverKey(digest, signature) {
  if (signature.type !== 'K1') return null
  const bytes = signature.data.array
  const recid = bytes[0] - 31
  if (bytes.length !== 65 || recid < 0 || recid > 3) return null
  try {
    return keyString(secp256k1.ecdsaRecover(bytes.subarray(1), recid, digest, true))
  } catch {
    return null
  }
}

/** Keys for each signature of `data` (chain id + packed transaction + cfd digest), or undefined. */
function recoverKeys(data, signatures) {
  if (!secp256k1) return undefined
  const digest = sha256(data)
  return signatures.map((signature) => recoverKey(digest, signature))
}

const isHex = /^([0-9a-fA-F]{2})+$/
const isStringArray = (value) => Array.isArray(value) && value.every((item) => typeof item === 'string')

/**
 * A send_transaction body decoded, or undefined for anything but the well-formed case (the main
 * thread then parses it again and answers the exact error).
 */
function decodeBody(text) {
  const body = JSON.parse(text)
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined
  const { signatures = [], compression = 0, packed_context_free_data: cfd, packed_trx: hex } = body
  if (!isStringArray(signatures) || (cfd !== undefined && typeof cfd !== 'string')) return undefined
  if (typeof hex !== 'string' || !isHex.test(hex)) return undefined
  const zlib = compression === 1 || compression === 'zlib' || compression === '1'
  if (!zlib && compression !== 0 && compression !== 'none' && compression !== '0') return undefined
  const parsed = signatures.map((signature) => Signature.from(signature))
  const packedTrx = zlib ? inflateSync(Buffer.from(hex, 'hex')) : Buffer.from(hex, 'hex')
  const transaction = Serializer.decode({ data: packedTrx, type: Transaction })
  const keys = recoverKeys(Buffer.concat([chainId, packedTrx, EMPTY_CFD_DIGEST]), parsed)
  return {
    ...transactionFields(transaction, packedTrx),
    signatures: parsed.map(String),
    keys,
  }
}

function run(job) {
  try {
    if (job.kind === 'body') return decodeBody(job.text)
    return recoverKeys(
      job.data,
      job.signatures.map((signature) => Signature.from(signature)),
    )
  } catch {
    return undefined
  }
}

parentPort.on('message', ({ id, jobs }) => {
  jobs.forEach((job, index) => parentPort.postMessage({ id, index, result: run(job) }))
})
