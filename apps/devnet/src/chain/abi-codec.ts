import { ABI, Bytes, Checksum256, PublicKey, Serializer } from '@wharfkit/antelope'
import { structPlan, type StructPlan } from './plain-decoder.ts'
import { structEncoder, type StructEncoder } from './plain-encoder.ts'

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

/** Distinct (type, bytes) renderings kept per ABI. */
const DECODE_CACHE_SIZE = 20000

const SMALL_INTS = new Set(['int8', 'int16', 'int32', 'uint8', 'uint16', 'uint32', 'varint32', 'varuint32'])
const BIG_INTS = new Set(['int64', 'uint64'])
const HUGE_INTS = new Set(['int128', 'uint128'])
const FLOATS = new Set(['float32', 'float64'])

/** A contract ABI with cached type resolution: packs JSON to binary and renders binary as JSON. */
export class ContractAbi {
  readonly abi: ABI
  /** The binary ABI, as get_raw_abi serves it (base64) and its sha256 as `abi_hash`. */
  readonly packed: Uint8Array
  readonly hash: string
  private readonly resolved = new Map<string, ABI.ResolvedType>()
  private readonly decoded = new Map<string, PlainValue>()
  private readonly plans = new Map<string, StructPlan | undefined>()
  private readonly encoders = new Map<string, StructEncoder | undefined>()

  constructor(def: ABI.Def | ABI) {
    this.abi = ABI.from(def)
    this.packed = Serializer.encode({ object: this.abi }).array
    this.hash = Checksum256.hash(this.packed).hexString
  }

  static fromPacked(bytes: Uint8Array): ContractAbi {
    return new ContractAbi(Serializer.decode({ data: bytes, type: ABI }))
  }

  hasType(type: string): boolean {
    try {
      this.resolve(type)
      return true
    } catch {
      return false
    }
  }

  /** The struct type of an action's data, or undefined for an action the ABI does not declare. */
  actionType(action: string): string | undefined {
    return this.abi.actions.find((a) => String(a.name) === action)?.type
  }

  /** The row type of a table, or undefined when the ABI has no such table. */
  tableType(table: string): string | undefined {
    return this.abi.tables.find((t) => String(t.name) === table)?.type
  }

  /** Packs a value; flat structs given in their plain rendering are written directly (plain-encoder.ts). */
  encode(type: string, value: unknown): Uint8Array {
    if (!this.encoders.has(type)) {
      let encoder: StructEncoder | undefined
      try {
        encoder = structEncoder(this.resolve(type))
      } catch {
        encoder = undefined
      }
      this.encoders.set(type, encoder)
    }
    return this.encoders.get(type)?.(value) ?? Serializer.encode({ object: value, type, abi: this.abi }).array
  }

  /**
   * Decodes binary and renders it; throws when the bytes do not match the type. Structs of names,
   * assets, strings and integers are read directly (plain-decoder.ts), which costs less than a
   * cache lookup and copy; other types go through Wharf Kit, whose renderings are cached by content
   * since rows are read far more often than written (callers get their own copy).
   */
  decode(type: string, bytes: Uint8Array, style: RenderStyle = 'plain'): PlainValue {
    const direct = this.decodeDirect(type, bytes, style)
    if (direct !== undefined) return direct
    const key = `${style}:${type}:${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}`
    const cached = this.decoded.get(key)
    if (cached !== undefined) return structuredClone(cached)
    const rendered = this.decodeWithWharfKit(type, bytes, style)
    if (this.decoded.size >= DECODE_CACHE_SIZE) {
      const oldest = this.decoded.keys().next().value
      if (oldest !== undefined) this.decoded.delete(oldest)
    }
    this.decoded.set(key, rendered)
    return structuredClone(rendered)
  }

  /** The plain decoder's rendering, or undefined for a type or bytes it leaves to Wharf Kit. */
  private decodeDirect(type: string, bytes: Uint8Array, style: RenderStyle): PlainValue | undefined {
    let plan = this.plans.get(type)
    if (!this.plans.has(type)) {
      try {
        plan = structPlan(this.resolve(type))
      } catch {
        plan = undefined
      }
      this.plans.set(type, plan)
    }
    if (!plan) return undefined
    try {
      return plan(bytes, style)
    } catch {
      return undefined
    }
  }

  /** Decoding through Wharf Kit alone: the reference the plain decoder's answers must equal. */
  decodeWithWharfKit(type: string, bytes: Uint8Array, style: RenderStyle = 'plain'): PlainValue {
    const decoded: unknown = Serializer.decode({ data: bytes, type, abi: this.abi, strictExtensions: false })
    return render(decoded, this.resolve(type), style)
  }

  private resolve(type: string): ABI.ResolvedType {
    let resolved = this.resolved.get(type)
    if (!resolved) {
      resolved = this.abi.resolveType(type)
      this.resolved.set(type, resolved)
    }
    return resolved
  }
}

function render(value: unknown, type: ABI.ResolvedType, style: RenderStyle): PlainValue {
  if (type.isOptional || type.isExtension) {
    if (value === null || value === undefined) return null
  }
  if (type.isArray) {
    if (!Array.isArray(value)) return []
    return value.map((item: unknown) => renderSingle(item, type, style))
  }
  return renderSingle(value, type, style)
}

function renderSingle(value: unknown, type: ABI.ResolvedType, style: RenderStyle): PlainValue {
  if (value === null || value === undefined) return null
  if (type.ref) return render(value, type.ref, style)
  const fields = type.allFields
  if (fields) {
    const out: PlainObject = {}
    const record = value as Record<string, unknown>
    for (const field of fields) {
      const fieldValue = record[field.name]
      if (fieldValue === undefined && field.type.isExtension) continue
      out[field.name] = render(fieldValue, field.type, style)
    }
    return out
  }
  if (type.variant) {
    const variant = value as { variantName?: string; value?: unknown; variantIdx?: number }
    const index = variant.variantIdx ?? 0
    const member = type.variant[index]
    return [variant.variantName ?? member?.name ?? '', member ? render(variant.value, member, style) : null]
  }
  return renderBuiltin(value, type.name, style)
}

function renderBuiltin(value: unknown, typeName: string, style: RenderStyle): PlainValue {
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
