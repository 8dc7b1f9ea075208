import { ABI, Checksum256, Serializer } from '@wharfkit/antelope'
import {
  decodeWalk,
  encodeWalk,
  renderBuiltin,
  type PlainObject,
  type PlainValue,
  type RenderStyle,
} from './abi-walk.ts'

export type { PlainObject, PlainValue, RenderStyle } from './abi-walk.ts'

/**
 * A contract ABI with its types resolved once: packs JSON to binary and renders binary as JSON with
 * Wharf Kit's codec (abi-walk.ts), the one codec of the node.
 */
export class ContractAbi {
  readonly abi: ABI
  /** The binary ABI, as get_raw_abi serves it (base64) and its sha256 as `abi_hash`. */
  readonly packed: Uint8Array
  readonly hash: string
  private readonly resolved = new Map<string, ABI.ResolvedType>()
  private readonly actionTypes: Map<string, string>
  private readonly tableTypes: Map<string, string>

  constructor(def: ABI.Def | ABI) {
    this.abi = ABI.from(def)
    this.packed = Serializer.encode({ object: this.abi }).array
    this.hash = Checksum256.hash(this.packed).hexString
    // Names as text once: turning a Name into text costs more than the lookup.
    this.actionTypes = new Map(this.abi.actions.map((action) => [String(action.name), action.type]))
    this.tableTypes = new Map(this.abi.tables.map((table) => [String(table.name), table.type]))
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
    return this.actionTypes.get(action)
  }

  /** The row type of a table, or undefined when the ABI has no such table. */
  tableType(table: string): string | undefined {
    return this.tableTypes.get(table)
  }

  /** Packs a value; throws Wharf Kit's error (with the field's path) when it does not fit the type. */
  encode(type: string, value: unknown): Uint8Array {
    try {
      return encodeWalk(this.resolve(type), value)
    } catch {
      return Serializer.encode({ object: value, type, abi: this.abi }).array
    }
  }

  /** Decodes binary and renders it; throws Wharf Kit's error when the bytes do not match the type. */
  decode(type: string, bytes: Uint8Array, style: RenderStyle = 'plain'): PlainValue {
    try {
      return decodeWalk(this.resolve(type), bytes, style)
    } catch {
      return this.decodeWithSerializer(type, bytes, style)
    }
  }

  /** Decoding through Wharf Kit's Serializer, which resolves the type on each call: the reference for decode. */
  decodeWithSerializer(type: string, bytes: Uint8Array, style: RenderStyle = 'plain'): PlainValue {
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
  if (value === null || value === undefined) return null
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
    for (const field of fields) out[field.name] = render(record[field.name], field.type, style)
    return out
  }
  if (type.variant) {
    // Serializer decodes a variant as [type name, value].
    const [name, inner] = value as [string, unknown]
    const member = type.variant.find((candidate) => candidate.typeName === name)
    return [name, member ? render(inner, member, style) : null]
  }
  return renderBuiltin(value, type.name, style)
}
