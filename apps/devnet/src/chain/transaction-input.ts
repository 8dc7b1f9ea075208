import { inflateSync } from 'node:zlib'
import { Serializer, Signature, Transaction } from '@wharfkit/antelope'
import type { SignedInput } from './chain.ts'
import { chainErrors } from './errors.ts'
import type { PackedAction } from './execution/traces.ts'
import { transactionFields as fieldsOf } from './transaction-fields.mjs'

/** The packed form clients post to send_transaction and push_transaction. */
export type PackedTransactionBody = {
  signatures?: unknown
  compression?: unknown
  packed_context_free_data?: unknown
  packed_trx?: unknown
}

/**
 * Decodes `{signatures, compression, packed_context_free_data, packed_trx}` (compression 0/1 or
 * "none"/"zlib") into a transaction and its uncompressed bytes; anything malformed is a 400.
 */
export function decodePackedTransaction(body: PackedTransactionBody): SignedInput {
  if (typeof body.packed_trx !== 'string' || !/^([0-9a-fA-F]{2})+$/.test(body.packed_trx)) {
    throw chainErrors.invalidRequest('packed_trx must be a non-empty hex string')
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
  const raw = Buffer.from(body.packed_trx, 'hex')
  let packedTrx: Uint8Array
  try {
    packedTrx = level === 1 ? inflateSync(raw) : raw
  } catch (error) {
    throw chainErrors.decompression(
      `unable to decompress the transaction: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  let transaction: Transaction
  try {
    // Signatures cover these exact bytes, so they are kept as sent rather than re-encoded.
    transaction = Serializer.decode({ data: packedTrx, type: Transaction })
  } catch (error) {
    throw chainErrors.invalidRequest(
      `unable to decode packed_trx: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  return { transaction, packedTrx, signatures }
}

/**
 * What the node reads of a signed transaction: its id (sha256 of the packed bytes), the header
 * fields it checks and its actions with their data still packed.
 */
export type TransactionFields = {
  id: string
  packedTrx: Uint8Array
  expirationSec: number
  refBlockNum: number
  refBlockPrefix: number
  delaySec: number
  contextFreeActions: number
  actions: PackedAction[]
}

/** The fields of a transaction decoded with Wharf Kit, as the verifier's thread makes them. */
export const transactionFields = ({ transaction, packedTrx }: SignedInput): TransactionFields =>
  fieldsOf(transaction, packedTrx)
