// The parts of a packed transaction that are not the transaction itself: inflating what a client
// sent zlib-compressed, and the context-free data's share of the signing digest. Shared by the
// verifier's thread (verifier-worker.mjs) and the main thread (transaction-input.ts); plain
// JavaScript so that the worker runs it without a TypeScript loader. Types in packed-parts.d.mts.
import { createHash } from 'node:crypto'
import { inflateSync } from 'node:zlib'

/** nodeos inflates a compressed packed_trx (and context-free data) to at most 1 MiB: its zip-bomb guard. */
export const MAX_INFLATED_BYTES = 1024 * 1024

/** What nodeos answers past that limit (tx_decompression_error). */
export const INFLATED_TOO_LARGE = 'Exceeded maximum decompressed transaction size'

/** A compressed part that does not inflate, or inflates past the limit (nodeos's tx_decompression_error). */
export class DecompressionError extends Error {}

/**
 * `compressed` inflated, never past MAX_INFLATED_BYTES: zlib stops at the first chunk beyond it, so a
 * bomb costs at most a megabyte of output and the time to make it.
 */
export function inflatePart(compressed) {
  try {
    return inflateSync(compressed, { maxOutputLength: MAX_INFLATED_BYTES })
  } catch (error) {
    if (error?.code === 'ERR_BUFFER_TOO_LARGE') throw new DecompressionError(INFLATED_TOO_LARGE)
    throw new DecompressionError(`unable to decompress the transaction: ${error?.message ?? String(error)}`)
  }
}

/**
 * The bytes of a hex string, or undefined if it is not one (even length, hex digits only). One pass
 * in Node's decoder, which stops at the first pair that is not hex; a regular expression over a
 * megabyte of hex cost milliseconds.
 */
export function hexBytes(hex) {
  if (typeof hex !== 'string' || hex.length % 2 !== 0) return undefined
  const bytes = Buffer.from(hex, 'hex')
  return bytes.length * 2 === hex.length ? bytes : undefined
}

const NO_CONTEXT_FREE_DATA = new Uint8Array(32)

/**
 * The last 32 bytes a signature covers (after the chain id and the packed transaction): the sha256 of
 * the context-free data as nodeos packs it again once read (`vector<bytes>`), or zeros when there is
 * none. `packedCfd` is already inflated; `Serializer` is Wharf Kit's, from whichever thread calls.
 * Throws what Wharf Kit throws for bytes that are not a `bytes[]`.
 */
export function contextFreeDigest(packedCfd, Serializer) {
  if (packedCfd.length === 0) return NO_CONTEXT_FREE_DATA
  const pieces = Serializer.decode({ data: packedCfd, type: 'bytes[]' })
  if (pieces.length === 0) return NO_CONTEXT_FREE_DATA
  const repacked = Serializer.encode({ object: pieces, type: 'bytes[]' }).array
  return new Uint8Array(createHash('sha256').update(repacked).digest())
}
