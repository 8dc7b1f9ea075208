import { ABI } from '@wharfkit/antelope'
import { contracts } from '@portal/chain/contracts/registry'
import type { ContractDescriptor } from '@portal/chain/contracts/define'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from '@portal/chain/zod-mini'
import { startTestDevnet, type TestDevnet } from '../http/test-devnet.ts'

// Holds every contract declaration (packages/chain) to the ABI the devnet serves for its account
// over get_abi, after deploying it in binary. Each ABI field type gets a sample value as nodeos or
// abieos writes it; the field's schema must accept it and yield the JS type the portal and the
// devnet expect (name → string, uint64 → decimal string, bool → boolean, T[] → array, T? → null too,
// a struct → an object with exactly the struct's fields, in order).

type JsKind = 'string' | 'number' | 'boolean' | 'array' | 'object'

/** What each built-in ABI type parses to, and a sample of it. */
const BUILTINS: Record<string, { kind: JsKind; sample: unknown }> = {
  name: { kind: 'string', sample: 'alice' },
  // 46 characters: also a valid document link, for the schemas that check one.
  string: { kind: 'string', sample: 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG' },
  bool: { kind: 'boolean', sample: true },
  uint8: { kind: 'number', sample: 7 },
  uint16: { kind: 'number', sample: 7 },
  uint32: { kind: 'number', sample: 7 },
  int8: { kind: 'number', sample: 7 },
  int16: { kind: 'number', sample: 7 },
  int32: { kind: 'number', sample: 7 },
  uint64: { kind: 'string', sample: '18446744073709551615' },
  int64: { kind: 'string', sample: '-1' },
  uint128: { kind: 'string', sample: '1' },
  float64: { kind: 'number', sample: 1.5 },
  asset: { kind: 'string', sample: '1.0000 TLOS' },
  symbol: { kind: 'string', sample: '4,TLOS' },
  symbol_code: { kind: 'string', sample: 'TLOS' },
  time_point_sec: { kind: 'string', sample: '2026-01-01T00:00:00' },
  time_point: { kind: 'string', sample: '2026-01-01T00:00:00.000' },
  public_key: { kind: 'string', sample: 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV' },
  checksum256: { kind: 'string', sample: '0'.repeat(64) },
}

type Schema = z.ZodMiniType
type Def = { type: string; in?: Schema; options?: unknown[]; innerType?: Schema; element?: Schema }
const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def

/** The schema a field's parts are checked against: a transform's input, a nullable's inner schema. */
function structural(schema: Schema): Schema {
  const def = defOf(schema)
  if (def.type === 'pipe' && def.in) return structural(def.in)
  return schema
}

/** The object shape of a schema, when it is a plain object. */
function shapeOf(schema: Schema): Record<string, Schema> | undefined {
  const inner = structural(schema) as unknown as { shape?: Record<string, Schema> }
  return defOf(structural(schema)).type === 'object' ? inner.shape : undefined
}

/** An ABI reader: type aliases resolved, structs by name (with their base's fields first). */
function abiReader(abi: ABI.Def) {
  const aliases = new Map(abi.types.map((t) => [String(t.new_type_name), String(t.type)]))
  const structs = new Map(abi.structs.map((s) => [String(s.name), s]))
  const resolve = (type: string): string => (aliases.has(type) ? resolve(aliases.get(type) ?? type) : type)
  const fieldsOf = (name: string): [string, string][] => {
    const struct = structs.get(name)
    if (!struct) return []
    const base = String(struct.base ?? '')
    return [
      ...(base ? fieldsOf(base) : []),
      ...struct.fields.map((f): [string, string] => [String(f.name), String(f.type)]),
    ]
  }
  return { resolve, structs, fieldsOf }
}

type Reader = ReturnType<typeof abiReader>

/**
 * Problems with `schema` as the type of an ABI `type` at `path` (empty when compatible). A string
 * enum stands for a name or string field whose values the portal narrows (works categories).
 */
function check(reader: Reader, type: string, schema: Schema, path: string): string[] {
  const resolved = reader.resolve(type)
  const def = defOf(schema)
  if (resolved.endsWith('?') || resolved.endsWith('$')) {
    const inner = resolved.slice(0, -1)
    if (def.type !== 'nullable' || !def.innerType) return [`${path}: ${type} needs a nullable schema`]
    if (schema.safeParse(null).success !== true) return [`${path}: ${type} refuses null`]
    return check(reader, inner, def.innerType, path)
  }
  if (resolved.endsWith('[]')) {
    const { type: kind, element } = defOf(structural(schema))
    if (kind !== 'array' || !element) return [`${path}: ${type} needs an array schema`]
    return check(reader, resolved.slice(0, -2), element, `${path}[]`)
  }
  if (reader.structs.has(resolved)) {
    const shape = shapeOf(schema)
    if (!shape) return [`${path}: struct ${resolved} needs an object schema`]
    const fields = reader.fieldsOf(resolved)
    const names = fields.map(([name]) => name)
    if (JSON.stringify(Object.keys(shape)) !== JSON.stringify(names))
      return [`${path}: fields ${Object.keys(shape).join(',')} ≠ ABI ${resolved} ${names.join(',')}`]
    return fields.flatMap(([name, fieldType]) =>
      check(reader, fieldType, shape[name] as Schema, `${path}.${name}`),
    )
  }
  const builtin = BUILTINS[resolved]
  if (!builtin) return [`${path}: unknown ABI type ${type}`]
  if (def.type === 'enum') {
    const options = def.options ?? []
    return (resolved === 'name' || resolved === 'string') && options.every((o) => typeof o === 'string')
      ? []
      : [`${path}: an enum stands only for a name or string`]
  }
  const parsed = schema.safeParse(builtin.sample)
  if (!parsed.success) return [`${path}: ${type} sample ${JSON.stringify(builtin.sample)} refused`]
  const kind = Array.isArray(parsed.data) ? 'array' : typeof parsed.data
  return kind === builtin.kind ? [] : [`${path}: ${type} parses to ${kind}, expected ${builtin.kind}`]
}

const entries = Object.entries(contracts) as [string, ContractDescriptor][]
const names = (items: readonly { name: unknown }[]) => items.map((item) => String(item.name)).sort()

let devnet: TestDevnet
/** The ABI the devnet serves for each contract's account, by registry key. */
const served = new Map<string, ABI.Def>()

beforeAll(async () => {
  devnet = await startTestDevnet()
  for (const [key, contract] of entries) {
    const { abi } = await devnet.client.v1.chain.get_abi(contract.account)
    if (abi) served.set(key, abi)
  }
})

afterAll(() => devnet.close())

const servedAbi = (key: string): ABI.Def => {
  const abi = served.get(key)
  if (!abi) throw new Error(`the devnet serves no ABI for ${key}`)
  return abi
}

describe('contract declarations against the ABIs the devnet serves', () => {
  it.each(entries)('%s: the served ABI is the declaration’s, after deployment in binary', (key, contract) => {
    expect(ABI.from(servedAbi(key)).equals(ABI.from(contract.abi))).toBe(true)
  })

  // Three ABIs are partial against the contracts on Telos: eosio (the native and system actions
  // the portal uses), delphioracle (posting and reading prices, plus the devnet's `seedpair`) and
  // works.decide (its tables, plus the devnet's `seedprop`).
  it.each(entries)(
    '%s: one table and one action for each of the served ABI, and no other',
    (key, contract) => {
      const abi = servedAbi(key)
      expect(Object.keys(contract.tables).sort()).toEqual(names(abi.tables))
      expect(Object.keys(contract.actions).sort()).toEqual(names(abi.actions))
    },
  )

  it.each(entries)('%s: every row schema matches its served ABI struct, field by field', (key, contract) => {
    const abi = servedAbi(key)
    const reader = abiReader(abi)
    for (const table of abi.tables) {
      const descriptor = contract.tables[String(table.name)]
      if (!descriptor) continue
      expect(check(reader, String(table.type), descriptor.row, String(table.name))).toEqual([])
    }
  })

  it.each(entries)(
    '%s: every action data schema matches its served ABI struct, field by field',
    (key, contract) => {
      const abi = servedAbi(key)
      const reader = abiReader(abi)
      for (const action of abi.actions) {
        const descriptor = contract.actions[String(action.name)]
        if (!descriptor) continue
        expect(check(reader, String(action.type), descriptor.data, String(action.name))).toEqual([])
      }
    },
  )

  it('fails a schema whose field is missing, misplaced or of the wrong type', () => {
    const reader = abiReader(servedAbi('safe'))
    const row = contracts.safe.tables.safes.row
    expect(check(reader, 'safe', row, 'safes')).toEqual([])
    expect(check(reader, 'safe', z.omit(row, { admins: true }), 'safes')).toHaveLength(1)
    const swapped = z.extend(
      z.pick(row, { locked: true, safe_name: true }),
      z.omit(row, { locked: true, safe_name: true }).shape,
    )
    expect(check(reader, 'safe', swapped, 'safes')).toHaveLength(1)
    expect(check(reader, 'safe', z.extend(row, { locked: row.shape.locked_by }), 'safes')).toEqual([
      'safes.locked: bool sample true refused',
    ])
    expect(check(reader, 'safe', z.extend(row, { admins: z.string() }), 'safes')).toEqual([
      'safes.admins: name[] needs an array schema',
    ])
    const works = abiReader(servedAbi('works'))
    const proposal = contracts.works.tables.proposals.row
    expect(
      check(works, 'proposal', z.extend(proposal, { milestones: z.coerce.string() }), 'proposals'),
    ).toEqual(['proposals.milestones: uint16 parses to string, expected number'])
    const data = contracts.arbitration.actions.filecase.data
    const arbitration = abiReader(servedAbi('arbitration'))
    expect(
      check(arbitration, 'filecase', z.extend(data, { respondant: data.shape.claimant }), 'filecase'),
    ).toEqual(['filecase.respondant: name? needs a nullable schema'])
  })
})
