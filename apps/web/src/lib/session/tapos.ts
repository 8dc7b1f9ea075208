import { TRANSACTION_BLOCKS_BEHIND, TRANSACTION_EXPIRE_SECONDS } from '@portal/chain/constants'

/** Transactions expire this many seconds after the head block's time. */
export const EXPIRE_SECONDS = TRANSACTION_EXPIRE_SECONDS

/** Transactions reference a block this many blocks behind the head. */
export const BLOCKS_BEHIND = TRANSACTION_BLOCKS_BEHIND

/** The TAPOS header fields of a transaction. */
export type TransactionHeader = { expiration: string; ref_block_num: number; ref_block_prefix: number }

/** Chain times carry no zone: they are UTC. Accepts `2026-01-01T00:00:00` and `…:00.500`. */
export function parseChainTime(value: string): number {
  const iso = /[zZ]|[+-]\d\d:\d\d$/.test(value) ? value : `${value}Z`
  const time = Date.parse(iso)
  if (Number.isNaN(time)) throw new Error(`Not a chain time: ${value}`)
  return time
}

/** Formats epoch milliseconds as a `time_point_sec` (whole seconds, no zone). */
export function formatTimePointSec(milliseconds: number): string {
  return new Date(Math.floor(milliseconds / 1000) * 1000).toISOString().slice(0, 19)
}

/**
 * The header referencing block `blockId`: ref_block_num is the low 16 bits of its number, and
 * ref_block_prefix the little-endian 32-bit word at bytes 8–11 of its id.
 */
export function transactionHeader(
  blockId: string,
  blockTime: string,
  expireSeconds = EXPIRE_SECONDS,
): TransactionHeader {
  if (!/^[0-9a-f]{64}$/i.test(blockId)) throw new Error(`Not a block id: ${blockId}`)
  const blockNum = Number.parseInt(blockId.slice(0, 8), 16)
  const prefixBytes = blockId.slice(16, 24).match(/../g) ?? []
  const ref_block_prefix = Number.parseInt(prefixBytes.reverse().join(''), 16)
  return {
    expiration: formatTimePointSec(parseChainTime(blockTime) + expireSeconds * 1000),
    ref_block_num: blockNum & 0xffff,
    ref_block_prefix,
  }
}
