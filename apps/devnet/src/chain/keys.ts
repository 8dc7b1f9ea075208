import type { IndexKeyType } from '@portal/chain/contracts/define'
import { Name, UInt64 } from '@wharfkit/antelope'

/**
 * Index keys are stored as byte strings whose byte order (SQLite BLOB comparison, memcmp) is the
 * order nodeos walks the index in, so one SQL range query serves every key type.
 */

/** The secondary index key types get_table_rows accepts and contracts may declare. */
export const KEY_TYPES = [
  'i64',
  'name',
  'i128',
  'float64',
  'sha256',
] as const satisfies readonly IndexKeyType[]
/** A secondary index's key type: the shared descriptors' `IndexKeyType`, which a module's indexes take. */
export type KeyType = IndexKeyType

const U64_MAX = (1n << 64n) - 1n
const U128_MAX = (1n << 128n) - 1n

/** A uint64 as 8 big-endian bytes. */
export function u64Key(value: bigint): Buffer {
  if (value < 0n || value > U64_MAX) throw new RangeError(`key out of uint64 range: ${value}`)
  const buf = Buffer.allocUnsafe(8)
  buf.writeBigUInt64BE(value)
  return buf
}

/** Reads a key written by u64Key. */
export function readU64Key(buf: Uint8Array): bigint {
  return Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength).readBigUInt64BE(0)
}

function u128Key(value: bigint): Buffer {
  if (value < 0n || value > U128_MAX) throw new RangeError(`key out of uint128 range: ${value}`)
  const buf = Buffer.allocUnsafe(16)
  buf.writeBigUInt64BE(value >> 64n, 0)
  buf.writeBigUInt64BE(value & U64_MAX, 8)
  return buf
}

function float64Key(value: number): Buffer {
  const buf = Buffer.allocUnsafe(8)
  buf.writeDoubleBE(value)
  // IEEE-754 ordering trick: flip the sign bit of positives, invert negatives entirely.
  if ((buf[0] ?? 0) & 0x80) for (let i = 0; i < 8; i++) buf[i] = ~(buf[i] ?? 0) & 0xff
  else buf[0] = (buf[0] ?? 0) | 0x80
  return buf
}

function readFloat64Key(buf: Uint8Array): number {
  const copy = Buffer.from(buf)
  if ((copy[0] ?? 0) & 0x80) copy[0] = (copy[0] ?? 0) & 0x7f
  else for (let i = 0; i < 8; i++) copy[i] = ~(copy[i] ?? 0) & 0xff
  return copy.readDoubleBE(0)
}

/** A value a contract gives for an index key: integers as bigint/number, names as strings, sha256 as hex. */
export type KeyValue = bigint | number | string

/** Converts a key value to a bigint uint64: numbers and decimal strings as numbers, other strings as names. */
export function toU64(value: KeyValue): bigint {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`key is not an integer: ${value}`)
    return BigInt(value)
  }
  if (/^\d+$/.test(value)) return BigInt(value)
  return nameValue(value)
}

/** True for a string nodeos would read as a name (up to 12 of `.1-5a-z`, a 13th of `.1-5a-j`). */
export function isNameString(value: string): boolean {
  return /^[.1-5a-z]{0,12}[.1-5a-j]?$/.test(value)
}

/** Encodes a secondary key of the given type to its sortable bytes. */
export function encodeSecondaryKey(type: KeyType, value: KeyValue): Buffer {
  switch (type) {
    case 'i64':
    case 'name':
      return u64Key(toU64(value))
    case 'i128':
      return u128Key(typeof value === 'string' ? BigInt(value) : BigInt(value))
    case 'float64':
      return float64Key(Number(value))
    case 'sha256': {
      // nodeos reads the hex big-endian into two uint128 words and compares them in order, which is
      // exactly bytewise order of the hex as written.
      const hex = String(value).toLowerCase()
      if (!/^[0-9a-f]{64}$/.test(hex)) throw new RangeError(`invalid sha256 key: ${hex}`)
      return Buffer.from(hex, 'hex')
    }
  }
}

/**
 * Renders stored secondary key bytes the way nodeos prints `next_key` for that key type: `fc::variant`
 * of the key, so name keys print as their uint64 number, not as names.
 */
export function renderSecondaryKey(type: KeyType, buf: Uint8Array): string {
  const bytes = Buffer.from(buf)
  switch (type) {
    case 'i64':
    case 'name':
      return readU64Key(bytes).toString()
    case 'i128':
      return ((bytes.readBigUInt64BE(0) << 64n) | bytes.readBigUInt64BE(8)).toString()
    case 'float64': {
      // fc prints doubles fixed with 17 decimals.
      const number = readFloat64Key(bytes)
      return Math.abs(number) < 1e21 ? number.toFixed(17) : String(number)
    }
    case 'sha256':
      return bytes.toString('hex')
  }
}

/** The uint64 value of a name, as bigint. */
export function nameValue(name: string): bigint {
  let value = valuesByName.get(name)
  if (value === undefined) {
    if (!isNameString(name)) throw new RangeError(`invalid name: ${name}`)
    value = BigInt(Name.from(name).value.toString())
    if (valuesByName.size > 10000) valuesByName.clear()
    valuesByName.set(name, value)
  }
  return value
}

const valuesByName = new Map<string, bigint>()

/** The name spelled by a uint64 value (scopes are uint64 and print as names). */
export function nameFromValue(value: bigint): string {
  let name = namesByValue.get(value)
  if (name === undefined) {
    name = Name.from(UInt64.from(value.toString())).toString()
    if (namesByValue.size > 10000) namesByValue.clear()
    namesByValue.set(value, name)
  }
  return name
}

/** Scopes and keys repeat constantly; spelling them is cached. */
const namesByValue = new Map<bigint, string>()

/**
 * nodeos's string → uint64 conversion for scopes and i64 bounds (chain_plugin `convert_to_type`): a
 * decimal number, else a normalized name, else a `P,SYM` symbol — its full value, precision in the
 * low byte, as `symbol::value()` — else a bare symbol code (`TLOS`, the code's value).
 */
export function parseNodeosU64(text: string): bigint | undefined {
  if (/^\d+$/.test(text)) {
    const value = BigInt(text)
    return value <= 0xffffffffffffffffn ? value : undefined
  }
  const trimmed = text.trim()
  // name(string) refuses what does not print back the same, such as a trailing dot.
  if (isNameString(trimmed) && !trimmed.endsWith('.')) return nameValue(trimmed)
  const symbol = /^(\d{1,2}),([A-Z]{1,7})$/.exec(text)
  if (symbol && Number(symbol[1]) <= 18)
    return (symbolCodeValue(symbol[2] ?? '') << 8n) | BigInt(symbol[1] ?? 0)
  return /^[A-Z]{1,7}$/.test(text) ? symbolCodeValue(text) : undefined
}

function symbolCodeValue(code: string): bigint {
  let value = 0n
  for (let i = code.length - 1; i >= 0; i--) value = (value << 8n) | BigInt(code.charCodeAt(i))
  return value
}
