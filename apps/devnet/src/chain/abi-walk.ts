import * as Antelope from '@wharfkit/antelope'
import type { ABI, ABISerializableConstructor } from '@wharfkit/antelope'
import { readAssetText, writeAssetText } from './asset-bytes.ts'

const { ABIDecoder, ABIEncoder, Bytes, Name, PublicKey } = Antelope
type ABIDecoder = Antelope.ABIDecoder
type ABIEncoder = Antelope.ABIEncoder

/**
 * Wharf Kit's binary codec driven over a type resolved once per ABI. `Serializer.decode` and
 * `Serializer.encode` resolve the type from the ABI again, build their table of built-in types and
 * keep a path for error messages on every call: on a token transfer that was most of the node's
 * time in the codec. These walks follow the same steps (abiDecode / abiEncode in Wharf Kit) with
 * the same built-in classes, so the bytes and values are Wharf Kit's; a walk that fails hands over
 * to Serializer (abi-codec.ts), which gives the error with its path, exactly as before.
 */

/** JSON as contracts and Hyperion see it: uint64 as strings, bools as booleans. */
export type PlainValue = string | number | boolean | null | PlainValue[] | { [key: string]: PlainValue }
export type PlainObject = { [key: string]: PlainValue }

/**
 * How decoded values are written out:
 * - `plain`: abieos style, used by contract handlers and Hyperion (uint64/int64 as strings, bool
 *   true/false, ≤32-bit integers and floats as numbers);
 * - `nodeos`: the chain API's abi_serializer (bool 0/1, 64-bit integers as numbers up to 2^32 and
 *   strings above, floats as strings).
 */
export type RenderStyle = 'plain' | 'nodeos'

type Builtin = Pick<ABISerializableConstructor, 'from' | 'fromABI' | 'toABI'>

// Wharf Kit's two built-ins that are not classes (BoolType and StringType, not exported), as it writes them.
const bool: Builtin = {
  fromABI: (decoder) => decoder.readByte() === 1,
  from: (value: unknown) => value as never,
  toABI: (value: unknown, encoder) => encoder.writeByte(value === true ? 1 : 0),
}
const string: Builtin = {
  fromABI: (decoder) => decoder.readString(),
  from: (value: unknown) => value as never,
  toABI: (value: string, encoder) => encoder.writeString(value),
}

/** Wharf Kit's built-in types by ABI name (its getBuiltins()). */
const BUILTINS = new Map<string, Builtin>([
  ['bool', bool],
  ['string', string],
  ...[
    Antelope.Asset,
    Antelope.Asset.Symbol,
    Antelope.Asset.SymbolCode,
    Antelope.BlockTimestamp,
    Antelope.Bytes,
    Antelope.Checksum160,
    Antelope.Checksum256,
    Antelope.Checksum512,
    Antelope.ExtendedAsset,
    Antelope.Float128,
    Antelope.Float32,
    Antelope.Float64,
    Antelope.Int128,
    Antelope.Int16,
    Antelope.Int32,
    Antelope.Int64,
    Antelope.Int8,
    Antelope.Name,
    Antelope.PublicKey,
    Antelope.Signature,
    Antelope.TimePoint,
    Antelope.TimePointSec,
    Antelope.UInt128,
    Antelope.UInt16,
    Antelope.UInt32,
    Antelope.UInt64,
    Antelope.UInt8,
    Antelope.VarInt,
    Antelope.VarUInt,
  ].map((type): [string, Builtin] => [type.abiName, type as Builtin]),
])

/** Wharf Kit refuses to decode deeper than this (its coding path's length). */
const MAX_DEPTH = 32

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** Reads `bytes` as `type` and renders it; throws where Wharf Kit's decoding would (or might). */
export function decodeWalk(type: ABI.ResolvedType, bytes: Uint8Array, style: RenderStyle): PlainValue {
  return readValue(type, new ABIDecoder(bytes, utf8), style, 1)
}

function readValue(
  type: ABI.ResolvedType,
  decoder: ABIDecoder,
  style: RenderStyle,
  depth: number,
): PlainValue {
  if (depth > MAX_DEPTH) throw new RangeError('Maximum decoding depth exceeded')
  // Binary extensions missing at the end read as null (Wharf Kit's strictExtensions: false).
  if (type.isExtension && !decoder.canRead()) return null
  if (type.isOptional && decoder.readByte() === 0) return null
  if (!type.isArray) return readSingle(type, decoder, style, depth)
  const length = decoder.readVaruint32()
  const items: PlainValue[] = []
  for (let i = 0; i < length; i++) items.push(readSingle(type, decoder, style, depth + 1))
  return items
}

function readSingle(
  type: ABI.ResolvedType,
  decoder: ABIDecoder,
  style: RenderStyle,
  depth: number,
): PlainValue {
  if (type.name === 'name') return readName(decoder)
  if (type.name === 'asset') return readAssetText(decoder)
  const builtin = BUILTINS.get(type.name)
  if (builtin?.fromABI) return renderBuiltin(builtin.fromABI(decoder), type.name, style)
  if (type.ref) return readValue(type.ref, decoder, style, depth + 1)
  if (type.fields) {
    const out: PlainObject = {}
    for (const field of type.allFields ?? [])
      out[field.name] = readValue(field.type, decoder, style, depth + 1)
    return out
  }
  const member = type.variant?.[decoder.readByte()]
  if (!member) throw new TypeError(`cannot decode ${type.name}`)
  return [member.typeName, readValue(member, decoder, style, depth + 1)]
}

/** Writes `value` as `type`; throws where Wharf Kit's encoding would (or might). */
export function encodeWalk(type: ABI.ResolvedType, value: unknown): Uint8Array {
  const encoder = new ABIEncoder()
  writeValue(type, value, encoder)
  return encoder.getData()
}

function writeValue(type: ABI.ResolvedType, value: unknown, encoder: ABIEncoder): void {
  const exists = value !== undefined && value !== null
  if (type.isOptional) {
    encoder.writeByte(exists ? 1 : 0)
    if (!exists) return
  }
  if (!type.isArray) return writeSingle(type, value, exists, encoder)
  if (!Array.isArray(value)) throw new TypeError(`Expected array for: ${type.typeName}`)
  if (!type.size) encoder.writeVaruint32(value.length)
  // As in Wharf Kit, an item is checked against the array's presence, not its own.
  for (const item of value as unknown[]) writeSingle(type, item, true, encoder)
}

function writeSingle(type: ABI.ResolvedType, value: unknown, exists: boolean, encoder: ABIEncoder): void {
  if (type.name === 'name' && typeof value === 'string') return encoder.writeArray(nameBytes(value))
  if (type.name === 'asset' && typeof value === 'string' && writeAssetText(value, encoder)) return
  const builtin = BUILTINS.get(type.name)
  if (type.ref && !builtin) return writeValue(type.ref, value, encoder)
  if (!exists) {
    if (type.isExtension) return
    throw new TypeError(`Found ${String(value)} for non-optional type: ${type.typeName}`)
  }
  if (builtin?.toABI) return builtin.toABI(value, encoder)
  const instance = value as { toABI?: unknown; constructor: { abiName?: string } }
  if (typeof instance.toABI === 'function' && instance.constructor.abiName === type.name) {
    ;(instance as { toABI(encoder: ABIEncoder): void }).toABI(encoder)
    return
  }
  if (type.fields) {
    if (typeof value !== 'object') throw new TypeError(`Expected object for: ${type.name}`)
    const record = value as Record<string, unknown>
    for (const field of type.allFields ?? []) writeValue(field.type, record[field.name], encoder)
    return
  }
  // Variants and anything else: Serializer's own rules (and errors) apply.
  if (!builtin) throw new TypeError(`cannot encode ${type.name}`)
  const made = builtin.from(value) as { toABI?: (encoder: ABIEncoder) => void }
  if (typeof made.toABI !== 'function') throw new TypeError(`cannot encode ${type.name}`)
  made.toABI(encoder)
}

/**
 * Names as text by their 8 bytes, and the other way: every action and most rows hold names, from a
 * small set (accounts, tables, permissions), and Wharf Kit makes each one through two big-number
 * objects whose range checks cost more than the rest of a transfer's decoding. The answers are Wharf
 * Kit's, made once per name.
 */
const namesByBytes = new Map<string, string>()
const bytesByName = new Map<string, Uint8Array>()
const MAX_NAMES = 10_000

function readName(decoder: ABIDecoder): string {
  const bytes = decoder.readArray(8)
  const key = String.fromCharCode(...bytes)
  let text = namesByBytes.get(key)
  if (text === undefined) {
    text = Name.fromABI(new ABIDecoder(bytes)).toString()
    if (namesByBytes.size >= MAX_NAMES) namesByBytes.clear()
    namesByBytes.set(key, text)
  }
  return text
}

function nameBytes(text: string): Uint8Array {
  let bytes = bytesByName.get(text)
  if (bytes === undefined) {
    const encoder = new ABIEncoder(8)
    Name.from(text).toABI(encoder)
    bytes = encoder.getData()
    if (bytesByName.size >= MAX_NAMES) bytesByName.clear()
    bytesByName.set(text, bytes)
  }
  return bytes
}

const SMALL_INTS = new Set(['int8', 'int16', 'int32', 'uint8', 'uint16', 'uint32', 'varint32', 'varuint32'])
const BIG_INTS = new Set(['int64', 'uint64'])
const HUGE_INTS = new Set(['int128', 'uint128'])
const FLOATS = new Set(['float32', 'float64'])

/** A decoded built-in as JSON in the given style. */
export function renderBuiltin(value: unknown, typeName: string, style: RenderStyle): PlainValue {
  if (typeName === 'bool') return style === 'nodeos' ? (value ? 1 : 0) : Boolean(value)
  if (SMALL_INTS.has(typeName)) return Number(String(value))
  if (BIG_INTS.has(typeName)) {
    const text = String(value)
    if (style === 'plain') return text
    const big = BigInt(text)
    return big > 0xffffffffn || big < -0xffffffffn ? text : Number(big)
  }
  if (HUGE_INTS.has(typeName)) return String(value)
  if (FLOATS.has(typeName)) {
    const number = Number(String(value))
    // fc prints doubles with 17 decimals ("0.00000000000000000").
    if (style === 'nodeos') return Math.abs(number) < 1e21 ? number.toFixed(17) : String(number)
    return number
  }
  if (typeName === 'public_key') return PublicKey.from(String(value)).toLegacyString()
  if (typeName === 'bytes') return value instanceof Bytes ? value.hexString : String(value)
  return String(value)
}
