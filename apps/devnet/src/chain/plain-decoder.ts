import type { ABI } from '@wharfkit/antelope'
import type { PlainObject, PlainValue, RenderStyle } from './abi-codec.ts'

/**
 * A direct decoder for the structs most actions and rows are made of (names, assets, strings,
 * integers), writing the same JSON as decoding with Wharf Kit and rendering (abi-codec.ts) does.
 * Wharf Kit builds a class instance (and big-number arithmetic) per field; on a transfer that was a
 * large share of the node's time per transaction. A struct with any other field type has no plan
 * here and goes through Wharf Kit; bytes a plan cannot read also go there, so errors read the same.
 */
export type StructPlan = (bytes: Uint8Array, style: RenderStyle) => PlainObject

type Reader = (input: Input, style: RenderStyle) => PlainValue

type Input = { view: DataView; bytes: Uint8Array; pos: number }

/** The ABI's built-in types: a struct with one of these names still decodes as the built-in. */
const BUILTINS = new Set([
  'bool',
  'int8',
  'int16',
  'int32',
  'int64',
  'int128',
  'uint8',
  'uint16',
  'uint32',
  'uint64',
  'uint128',
  'varint32',
  'varuint32',
  'float32',
  'float64',
  'float128',
  'time_point',
  'time_point_sec',
  'block_timestamp_type',
  'name',
  'bytes',
  'string',
  'checksum160',
  'checksum256',
  'checksum512',
  'public_key',
  'signature',
  'symbol',
  'symbol_code',
  'asset',
  'extended_asset',
  'blob',
])

const utf8 = new TextDecoder('utf-8', { fatal: true })
const NAME_CHARS = '.12345abcdefghijklmnopqrstuvwxyz'

function take(input: Input, length: number): number {
  const at = input.pos
  if (at + length > input.bytes.length) throw new RangeError('read past the end of the data')
  input.pos += length
  return at
}

function readU64(input: Input): bigint {
  return input.view.getBigUint64(take(input, 8), true)
}

/** nodeos's name encoding: 12 characters of 5 bits and a 13th of 4, trailing dots dropped. */
function readName(input: Input): string {
  const at = take(input, 8)
  const bytes = input.bytes
  let result = ''
  for (let bit = 63; bit >= 0;) {
    let c = 0
    for (let i = 0; i < 5; ++i) {
      if (bit >= 0) {
        c = (c << 1) | (((bytes[at + Math.floor(bit / 8)] ?? 0) >> (bit % 8)) & 1)
        --bit
      }
    }
    result += NAME_CHARS[c]
  }
  return result.replace(/\.+$/, '')
}

/** A symbol's precision and code; throws where Wharf Kit refuses the symbol. */
function readSymbol(input: Input): { precision: number; code: string } {
  const at = take(input, 8)
  const precision = input.bytes[at] ?? 0
  let end = 7
  while (end > 0 && input.bytes[at + end] === 0) end--
  let code = ''
  for (let i = 1; i <= end; i++) code += String.fromCharCode(input.bytes[at + i] ?? 0)
  if (precision > 18) throw new RangeError('symbol precision too large')
  if (!/^[A-Z]{0,7}$/.test(code)) throw new RangeError('symbol code must be uppercase A-Z')
  return { precision, code }
}

function formatUnits(units: bigint, precision: number): string {
  const negative = units < 0n
  let digits = (negative ? -units : units).toString()
  if (digits.length <= precision) digits = digits.padStart(precision + 1, '0')
  if (precision > 0) digits = `${digits.slice(0, -precision)}.${digits.slice(-precision)}`
  return negative ? `-${digits}` : digits
}

function bigRender(value: bigint, style: RenderStyle): PlainValue {
  if (style === 'plain') return value.toString()
  return value > 0xffffffffn || value < -0xffffffffn ? value.toString() : Number(value)
}

const READERS: Record<string, Reader> = {
  name: (input) => readName(input),
  string: (input) => {
    let length = 0
    for (let shift = 0; ; shift += 7) {
      const byte = input.bytes[take(input, 1)] ?? 0
      length |= (byte & 0x7f) << shift
      if (!(byte & 0x80)) break
    }
    length >>>= 0
    const at = take(input, length)
    return utf8.decode(input.bytes.subarray(at, at + length))
  },
  asset: (input) => {
    const units = input.view.getBigInt64(take(input, 8), true)
    const { precision, code } = readSymbol(input)
    return `${formatUnits(units, precision)} ${code}`
  },
  symbol: (input) => {
    const { precision, code } = readSymbol(input)
    return `${precision},${code}`
  },
  uint64: (input, style) => bigRender(readU64(input), style),
  int64: (input, style) => bigRender(input.view.getBigInt64(take(input, 8), true), style),
  uint32: (input) => input.view.getUint32(take(input, 4), true),
  int32: (input) => input.view.getInt32(take(input, 4), true),
  uint16: (input) => input.view.getUint16(take(input, 2), true),
  int16: (input) => input.view.getInt16(take(input, 2), true),
  uint8: (input) => input.view.getUint8(take(input, 1)),
  int8: (input) => input.view.getInt8(take(input, 1)),
}

const plain = (type: ABI.ResolvedType) => !type.isArray && !type.isOptional && !type.isExtension

/** A reader for one field type, or undefined when this decoder does not handle it. */
function readerFor(type: ABI.ResolvedType, depth: number): Reader | undefined {
  if (!plain(type) || depth > 8) return undefined
  const builtin = READERS[type.name]
  if (builtin) return builtin
  if (BUILTINS.has(type.name) || type.variant) return undefined
  if (type.ref) return readerFor(type.ref, depth + 1)
  const fields = type.allFields
  if (!fields) return undefined
  const readers: [string, Reader][] = []
  for (const field of fields) {
    const reader = readerFor(field.type, depth + 1)
    if (!reader) return undefined
    readers.push([field.name, reader])
  }
  return (input, style) => {
    const out: PlainObject = {}
    for (const [name, reader] of readers) out[name] = reader(input, style)
    return out
  }
}

/** A plan for a struct type, or undefined when some field is of a type this decoder leaves alone. */
export function structPlan(type: ABI.ResolvedType): StructPlan | undefined {
  if (!plain(type) || BUILTINS.has(type.name) || type.ref || !type.allFields) return undefined
  const reader = readerFor(type, 0)
  if (!reader) return undefined
  return (bytes, style) => {
    const input: Input = {
      view: new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      bytes,
      pos: 0,
    }
    return reader(input, style) as PlainObject
  }
}
