import type { ABI } from '@wharfkit/antelope'
import type { PlainObject } from './abi-codec.ts'
import { structPlan } from './plain-decoder.ts'

/**
 * A direct encoder for flat structs of names, assets, symbols, strings and integers given in their
 * plain rendering (the shape the plain decoder writes and contract rows hold). Wharf Kit builds a
 * class instance per field; on a transfer its two row encodings were about a tenth of the chain's
 * time. The bytes are only used when the plain decoder reads them back as exactly the value given:
 * decoding is one-to-one on such values, so they are then the bytes Wharf Kit writes. Any other
 * value (a number for a uint64, an asset written another way) returns undefined and goes through
 * Wharf Kit, which encodes or refuses it as before.
 */
export type StructEncoder = (value: unknown) => Uint8Array | undefined

type Writer = (out: number[], value: unknown) => void

const NAME_CHARS = '.12345abcdefghijklmnopqrstuvwxyz'
const utf8 = new TextEncoder()

function fail(): never {
  throw new RangeError('not a plain value of this type')
}

function writeU64(out: number[], value: bigint): void {
  for (let i = 0n; i < 64n; i += 8n) out.push(Number((value >> i) & 0xffn))
}

function writeName(out: number[], value: unknown): void {
  if (typeof value !== 'string' || value.length > 13) fail()
  let bits = 0n
  for (let i = 0; i < 13; i++) {
    const symbol = i < value.length ? NAME_CHARS.indexOf(value[i] ?? '') : 0
    if (symbol < 0 || (i === 12 && symbol > 15)) fail()
    bits |= i < 12 ? BigInt(symbol) << BigInt(64 - 5 * (i + 1)) : BigInt(symbol)
  }
  writeU64(out, bits)
}

function writeSymbol(out: number[], precision: number, code: string): void {
  if (precision > 18 || !/^[A-Z]{1,7}$/.test(code)) fail()
  out.push(precision)
  for (let i = 0; i < 7; i++) out.push(code.charCodeAt(i) || 0)
}

function writeVaruint32(out: number[], value: number): void {
  let rest = value >>> 0
  do {
    out.push((rest & 0x7f) | (rest > 0x7f ? 0x80 : 0))
    rest >>>= 7
  } while (rest > 0)
}

const int = (bytes: number, signed: boolean): Writer => {
  const min = signed ? -(2 ** (bytes * 8 - 1)) : 0
  const max = signed ? 2 ** (bytes * 8 - 1) - 1 : 2 ** (bytes * 8) - 1
  return (out, value) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) fail()
    for (let i = 0; i < bytes; i++) out.push(Math.floor(value / 2 ** (8 * i)) & 0xff)
  }
}

const int64 = (signed: boolean): Writer => {
  return (out, value) => {
    if (typeof value !== 'string' || !/^-?\d{1,20}$/.test(value)) fail()
    const number = BigInt(value)
    if (signed ? number < -(2n ** 63n) || number >= 2n ** 63n : number < 0n || number >= 2n ** 64n) fail()
    writeU64(out, BigInt.asUintN(64, number))
  }
}

const WRITERS: Record<string, Writer> = {
  name: writeName,
  string: (out, value) => {
    if (typeof value !== 'string') fail()
    const bytes = utf8.encode(value)
    writeVaruint32(out, bytes.length)
    for (const byte of bytes) out.push(byte)
  },
  asset: (out, value) => {
    const match = typeof value === 'string' ? /^(-?)(\d+)(?:\.(\d+))? ([A-Z]{1,7})$/.exec(value) : null
    if (!match) fail()
    const [, sign = '', whole = '', fraction = '', code = ''] = match
    const units = BigInt(`${sign}${whole}${fraction}`)
    if (units < -(2n ** 63n) || units >= 2n ** 63n) fail()
    writeU64(out, BigInt.asUintN(64, units))
    writeSymbol(out, fraction.length, code)
  },
  symbol: (out, value) => {
    const match = typeof value === 'string' ? /^(\d{1,2}),([A-Z]{1,7})$/.exec(value) : null
    if (!match) fail()
    writeSymbol(out, Number(match[1]), match[2] ?? '')
  },
  uint64: int64(false),
  int64: int64(true),
  uint32: int(4, false),
  int32: int(4, true),
  uint16: int(2, false),
  int16: int(2, true),
  uint8: int(1, false),
  int8: int(1, true),
}

/** An encoder for a flat struct type, or undefined when a field has a type this encoder leaves alone. */
export function structEncoder(type: ABI.ResolvedType): StructEncoder | undefined {
  const decode = structPlan(type)
  const fields = type.allFields
  if (!decode || !fields || type.base) return undefined
  const writers: [string, Writer][] = []
  for (const field of fields) {
    const fieldType = field.type
    const writer = WRITERS[fieldType.name]
    const single = !fieldType.isArray && !fieldType.isOptional && !fieldType.isExtension
    if (!writer || !single || fieldType.ref || fieldType.allFields) return undefined
    writers.push([field.name, writer])
  }
  return (value) => {
    if (typeof value !== 'object' || value === null) return undefined
    const record = value as PlainObject
    const out: number[] = []
    try {
      for (const [name, writer] of writers) writer(out, record[name])
      const bytes = Uint8Array.from(out)
      const decoded = decode(bytes, 'plain')
      return writers.every(([name]) => decoded[name] === record[name]) ? bytes : undefined
    } catch {
      return undefined
    }
  }
}
