import { Serializer, Signature, Transaction } from '@wharfkit/antelope'
import type { SignedInput } from './chain.ts'
import { chainErrors } from './errors.ts'
import type { PackedAction } from './execution/traces.ts'
import { contextFreeDigest, DecompressionError, hexBytes, inflatePart } from './packed-parts.mjs'
import { transactionFields as fieldsOf } from './transaction-fields.mjs'

/** The packed form clients post to send_transaction and push_transaction. */
export type PackedTransactionBody = {
  signatures?: unknown
  compression?: unknown
  packed_context_free_data?: unknown
  packed_trx?: unknown
}

/** A packed transaction's parts as sent: their hex not yet read, still compressed when `zlib`. */
export type PackedParts = {
  zlib: boolean
  packedTrx: string
  packedCfd: string
  signatures: Signature[]
}

/** Which compressed part is inflated (its errors name it). */
export type PackedPart = 'packed_trx' | 'packed_context_free_data'

/**
 * Reads a compressed part's hex and inflates it: resolves to its bytes or rejects with nodeos's
 * error (tx_decompression_error, or the part's own for hex that is not).
 */
export type Inflate = (hex: string, part: PackedPart) => Promise<Uint8Array>

/** The error for a part that is not hex. */
export function notHex(part: PackedPart, hex: string) {
  // nodeos reads the context-free data as bytes, so anything but hex is an unreadable packed transaction.
  return part === 'packed_trx'
    ? chainErrors.invalidRequest('packed_trx must be a non-empty hex string')
    : chainErrors.packedTransaction(
        `Invalid packed transaction: packed_context_free_data is not a hex string: ${JSON.stringify(hex.slice(0, 80))}`,
      )
}

/** A part's bytes from its hex, or its error. */
export function partBytes(hex: string, part: PackedPart): Uint8Array {
  const bytes = hexBytes(hex)
  if (!bytes) throw notHex(part, hex)
  return bytes
}

/**
 * Checks the shape of `{signatures, compression, packed_context_free_data, packed_trx}`
 * (compression 0/1 or "none"/"zlib"); anything malformed is a 400. The hex is read later, where each
 * part is needed: a compressed part on the verifier's thread, with its inflating.
 */
export function readPackedBody(body: PackedTransactionBody): PackedParts {
  if (typeof body.packed_trx !== 'string' || body.packed_trx === '') throw notHex('packed_trx', '')
  const cfd = body.packed_context_free_data ?? ''
  if (typeof cfd !== 'string') throw notHex('packed_context_free_data', JSON.stringify(cfd) ?? '')
  const compression = body.compression ?? 0
  const level =
    compression === 0 || compression === 'none' || compression === '0'
      ? 0
      : compression === 1 || compression === 'zlib' || compression === '1'
        ? 1
        : undefined
  if (level === undefined)
    throw chainErrors.invalidRequest(`unknown compression ${JSON.stringify(compression)}`)
  if (body.signatures !== undefined && !Array.isArray(body.signatures)) {
    throw chainErrors.invalidRequest('signatures must be an array')
  }
  const signatures = ((body.signatures as unknown[] | undefined) ?? []).map((signature) => {
    try {
      return Signature.from(String(signature))
    } catch {
      throw chainErrors.invalidRequest(`invalid signature ${String(signature)}`)
    }
  })
  return { zlib: level === 1, packedTrx: body.packed_trx, packedCfd: cfd, signatures }
}

/** Inflates on this thread, within nodeos's limit (for tools and chains without a verifier thread). */
export function inflateHere(compressed: Uint8Array): Uint8Array {
  try {
    return inflatePart(compressed)
  } catch (error) {
    if (error instanceof DecompressionError) throw chainErrors.decompression(error.message)
    throw error
  }
}

function decodeTransaction(packedTrx: Uint8Array): Transaction {
  try {
    // Signatures cover these exact bytes, so they are kept as sent rather than re-encoded.
    return Serializer.decode({ data: packedTrx, type: Transaction })
  } catch (error) {
    throw chainErrors.invalidRequest(
      `unable to decode packed_trx: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

function digestOfContextFreeData(packedCfd: Uint8Array): Uint8Array {
  try {
    return contextFreeDigest(packedCfd, Serializer)
  } catch (error) {
    throw chainErrors.packedTransaction(
      `Invalid packed transaction: unable to unpack packed_context_free_data: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/**
 * Decodes a packed transaction into the transaction, its uncompressed bytes, its signatures and the
 * context-free data's digest they cover, all on this thread. In nodeos's order: the transaction is
 * inflated and read before its context-free data.
 */
export function decodePackedTransaction(body: PackedTransactionBody): SignedInput {
  const parts = readPackedBody(body)
  const read = (hex: string, part: PackedPart) =>
    parts.zlib && hex !== '' ? inflateHere(partBytes(hex, part)) : partBytes(hex, part)
  const packedTrx = read(parts.packedTrx, 'packed_trx')
  const transaction = decodeTransaction(packedTrx)
  const packedCfd = read(parts.packedCfd, 'packed_context_free_data')
  return {
    transaction,
    packedTrx,
    signatures: parts.signatures,
    contextFreeDigest: digestOfContextFreeData(packedCfd),
  }
}

/** decodePackedTransaction with compressed parts read and inflated by `inflate` (the verifier's thread). */
export async function decodePackedTransactionWith(
  body: PackedTransactionBody,
  inflate: Inflate,
): Promise<SignedInput> {
  const parts = readPackedBody(body)
  const read = (hex: string, part: PackedPart) =>
    parts.zlib && hex !== '' ? inflate(hex, part) : Promise.resolve(partBytes(hex, part))
  const packedTrx = await read(parts.packedTrx, 'packed_trx')
  const transaction = decodeTransaction(packedTrx)
  const packedCfd = await read(parts.packedCfd, 'packed_context_free_data')
  return {
    transaction,
    packedTrx,
    signatures: parts.signatures,
    contextFreeDigest: digestOfContextFreeData(packedCfd),
  }
}

/**
 * What the node reads of a signed transaction: its id (sha256 of the packed bytes), the header
 * fields it checks, its actions with their data still packed, and the context-free data's digest.
 */
export type TransactionFields = {
  id: string
  packedTrx: Uint8Array
  contextFreeDigest: Uint8Array
  expirationSec: number
  refBlockNum: number
  refBlockPrefix: number
  delaySec: number
  contextFreeActions: number
  actions: PackedAction[]
}

/** The fields of a transaction decoded with Wharf Kit, as the verifier's thread makes them. */
export const transactionFields = ({
  transaction,
  packedTrx,
  contextFreeDigest,
}: SignedInput): TransactionFields => fieldsOf(transaction, packedTrx, contextFreeDigest)
