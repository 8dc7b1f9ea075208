import { Serializer, Signature, Transaction } from '@wharfkit/antelope'
import type { SignedInput } from './chain.ts'
import { chainErrors } from './errors.ts'
import type { PackedAction } from './execution/traces.ts'
import { contextFreeDigest, DecompressionError, inflatePart } from './packed-parts.mjs'
import { transactionFields as fieldsOf } from './transaction-fields.mjs'

/** The packed form clients post to send_transaction and push_transaction. */
export type PackedTransactionBody = {
  signatures?: unknown
  compression?: unknown
  packed_context_free_data?: unknown
  packed_trx?: unknown
}

/** A packed transaction's parts as sent: checked, still compressed when `zlib`. */
export type PackedParts = {
  zlib: boolean
  packedTrx: Uint8Array
  packedCfd: Uint8Array
  signatures: Signature[]
}

/** Inflates a compressed part: resolves to its bytes or rejects with nodeos's tx_decompression_error. */
export type Inflate = (compressed: Uint8Array) => Promise<Uint8Array>

const HEX = /^([0-9a-fA-F]{2})+$/

/**
 * Checks `{signatures, compression, packed_context_free_data, packed_trx}` (compression 0/1 or
 * "none"/"zlib"; hex strings) without inflating anything; anything malformed is a 400.
 */
export function readPackedBody(body: PackedTransactionBody): PackedParts {
  if (typeof body.packed_trx !== 'string' || !HEX.test(body.packed_trx)) {
    throw chainErrors.invalidRequest('packed_trx must be a non-empty hex string')
  }
  const cfd = body.packed_context_free_data ?? ''
  // nodeos reads the field as bytes, so anything but hex is an unreadable packed transaction.
  if (typeof cfd !== 'string' || (cfd !== '' && !HEX.test(cfd))) {
    throw chainErrors.packedTransaction(
      `Invalid packed transaction: packed_context_free_data is not a hex string: ${JSON.stringify(cfd).slice(0, 80)}`,
    )
  }
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
  return {
    zlib: level === 1,
    packedTrx: Buffer.from(body.packed_trx, 'hex'),
    packedCfd: Buffer.from(cfd, 'hex'),
    signatures,
  }
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
 * context-free data's digest they cover, inflating on this thread. In nodeos's order: the
 * transaction is inflated and read before its context-free data.
 */
export function decodePackedTransaction(body: PackedTransactionBody): SignedInput {
  const parts = readPackedBody(body)
  const packedTrx = parts.zlib ? inflateHere(parts.packedTrx) : parts.packedTrx
  const transaction = decodeTransaction(packedTrx)
  const packedCfd = parts.zlib && parts.packedCfd.length > 0 ? inflateHere(parts.packedCfd) : parts.packedCfd
  return {
    transaction,
    packedTrx,
    signatures: parts.signatures,
    contextFreeDigest: digestOfContextFreeData(packedCfd),
  }
}

/** decodePackedTransaction with the inflating done by `inflate` (the verifier's thread). */
export async function decodePackedTransactionWith(
  body: PackedTransactionBody,
  inflate: Inflate,
): Promise<SignedInput> {
  const parts = readPackedBody(body)
  const packedTrx = parts.zlib ? await inflate(parts.packedTrx) : parts.packedTrx
  const transaction = decodeTransaction(packedTrx)
  const packedCfd =
    parts.zlib && parts.packedCfd.length > 0 ? await inflate(parts.packedCfd) : parts.packedCfd
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
