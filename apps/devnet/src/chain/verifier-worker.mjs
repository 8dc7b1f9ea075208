// The signature verifier's thread (signature-verifier.ts). Plain JavaScript so it runs without a
// TypeScript loader, the same under tsx and Vitest. It does a transaction's stateless work so the
// main thread only checks it against the chain and runs it: parsing a packed transaction's request body,
// inflating (within nodeos's 1 MiB limit, so a zlib bomb costs this thread a megabyte at most, never
// the main thread anything) and decoding the packed transaction and its context-free data, hashing
// its id and signing digest, and recovering
// the key of each signature with libsecp256k1 (the `secp256k1` package's prebuilt addon, about
// 65 µs a key). Every answer is either exact or `undefined`, in which case the main thread does that
// part itself, so the chain's verdicts and error messages do not depend on this thread. The one
// refusal answered here is a part that does not inflate: the main thread would only inflate it again.
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { parentPort, workerData } from 'node:worker_threads'
import { contextFreeDigest, DecompressionError, hexBytes, inflatePart } from './packed-parts.mjs'
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

const isStringArray = (value) => Array.isArray(value) && value.every((item) => typeof item === 'string')

/** A refusal for a part that does not inflate; anything else goes on up. */
function refusal(error) {
  if (error instanceof DecompressionError) return { refused: error.message }
  throw error
}

// A body is at most 1 MiB, so neither part's bytes are more than half of that.
const trxScratch = Buffer.alloc(512 * 1024)
const cfdScratch = Buffer.alloc(512 * 1024)

/**
 * The bytes of a hex string written into `scratch` (valid until the next call), or undefined if it
 * is not hex; hexBytes for one that does not fit. Saves allocating up to half a megabyte a part.
 */
function hexScratch(hex, scratch) {
  if (typeof hex !== 'string' || hex.length % 2 !== 0) return undefined
  if (hex.length / 2 > scratch.length) return hexBytes(hex)
  const written = scratch.write(hex, 'hex')
  return written * 2 === hex.length ? scratch.subarray(0, written) : undefined
}

/**
 * A packed transaction decoded; `{refused}` for a compressed part that does not inflate within
 * the limit; undefined for anything else but the well-formed case (the main thread then parses the
 * body again and answers the exact error). Parts are read in nodeos's order: the transaction, then
 * its context-free data.
 */
function decodePacked(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined
  const { signatures = [], compression = 0, packed_context_free_data: cfd = '', packed_trx: hex } = body
  const zlib = compression === 1 || compression === 'zlib' || compression === '1'
  if (!zlib && compression !== 0 && compression !== 'none' && compression !== '0') return undefined
  // Compressed parts are only inflated, so their bytes can live in this thread's scratch memory.
  const rawTrx = hex === '' ? undefined : zlib ? hexScratch(hex, trxScratch) : hexBytes(hex)
  const rawCfd = zlib ? hexScratch(cfd, cfdScratch) : hexBytes(cfd)
  if (!isStringArray(signatures) || !rawCfd || !rawTrx) return undefined
  const parsed = signatures.map((signature) => Signature.from(signature))
  let packedTrx
  try {
    packedTrx = zlib ? inflatePart(rawTrx) : rawTrx
  } catch (error) {
    return refusal(error)
  }
  const transaction = Serializer.decode({ data: packedTrx, type: Transaction })
  let packedCfd
  try {
    packedCfd = zlib && rawCfd.length > 0 ? inflatePart(rawCfd) : rawCfd
  } catch (error) {
    return refusal(error)
  }
  const cfdDigest = contextFreeDigest(packedCfd, Serializer)
  const keys = recoverKeys(Buffer.concat([chainId, packedTrx, cfdDigest]), parsed)
  return {
    ...transactionFields(transaction, packedTrx, cfdDigest),
    signatures: parsed.map(String),
    keys,
  }
}

// What secure-json-parse (Fastify's JSON parser) refuses or must look at closely: such a body is
// left to the main thread, which answers it as Fastify does.
const POISON_SUSPECTS = ['__proto__', 'constructor', '\\']

/**
 * A request body as received (UTF-8 bytes): parsed, its packed transaction (the body itself, or its
 * `transaction` when `nested`) decoded. `outer` carries the other fields the route checks
 * (send_transaction2's flags).
 */
function decodeRequest(bytes, nested, strict) {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')
  if (strict && POISON_SUSPECTS.some((suspect) => text.includes(suspect))) return undefined
  const body = JSON.parse(text)
  if (!nested) return decodePacked(body)
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined
  const decoded = decodePacked(body.transaction)
  if (!decoded) return undefined
  return { ...decoded, outer: { return_failure_trace: body.return_failure_trace, retry_trx: body.retry_trx } }
}

function run(job) {
  try {
    if (job.kind === 'request') return decodeRequest(job.bytes, job.nested, job.strict)
    if (job.kind === 'inflate') {
      const compressed = hexBytes(job.hex)
      if (!compressed) return { notHex: true }
      try {
        // A copy with its own memory: a small result may be a view of a pooled buffer.
        return { bytes: new Uint8Array(inflatePart(compressed)) }
      } catch (error) {
        return refusal(error)
      }
    }
    return recoverKeys(
      job.data,
      job.signatures.map((signature) => Signature.from(signature)),
    )
  } catch {
    return undefined
  }
}

/** Posts a job's answer; one that cannot be posted is answered `undefined` (the main thread then does it). */
function answer(id, index, job, result) {
  try {
    // A body this thread does not answer goes back (moved, not copied) for the main thread to parse.
    if (job.kind === 'request' && result === undefined)
      parentPort.postMessage({ id, index, result: { unread: job.bytes } }, [job.bytes.buffer])
    else parentPort.postMessage({ id, index, result })
  } catch {
    parentPort.postMessage({
      id,
      index,
      result: job.kind === 'request' ? { unread: new Uint8Array() } : undefined,
    })
  }
}

parentPort.on('message', ({ id, jobs }) => {
  // Every job is answered, whatever happens to the others of its batch.
  jobs.forEach((job, index) => answer(id, index, job, run(job)))
})
