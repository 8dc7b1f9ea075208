import type { ABI } from '@wharfkit/antelope'
import type * as z from 'zod/mini'
import { abiTypes } from '../abi-types.ts'
import { abiAction, abiDef, abiStruct, abiTable } from './abi-builders.ts'
import { compareCodeUnits } from '../order.ts'

// A contract's ABI, derived from its descriptor: one struct per action (named after the action) and
// per table row, the structs they nest, and the aliases they use.
// Field order is the schema's key order, which is the binary packing order. Structs, actions and
// tables come sorted by name, as eosio-abigen writes them.

type Def = {
  readonly type: string
  readonly innerType?: z.ZodMiniType
  readonly element?: z.ZodMiniType
  readonly in?: z.ZodMiniType
  readonly shape?: Readonly<Record<string, z.ZodMiniType>>
}

const defOf = (schema: z.ZodMiniType) => schema._zod.def as unknown as Def

/** The fields of an object schema (through a transform to its input), or undefined. */
function shapeOf(schema: z.ZodMiniType): Readonly<Record<string, z.ZodMiniType>> | undefined {
  const def = defOf(schema)
  if (def.type === 'pipe' && def.in) return shapeOf(def.in)
  return def.type === 'object' ? def.shape : undefined
}

/** What deriveAbi reads of a contract descriptor. */
export type AbiSource = {
  readonly abiVersion?: string
  readonly tables: Readonly<
    Record<string, { readonly name: string; readonly struct?: string; readonly row: z.ZodMiniType }>
  >
  readonly actions: Readonly<Record<string, { readonly name: string; readonly data: z.ZodMiniType }>>
}

/** The ABI of a contract descriptor; throws on a schema with no ABI type, or two structs of one name that differ. */
export function deriveAbi(source: AbiSource): ABI.Def {
  const structs = new Map<string, ABI.Struct>()
  const aliases = new Map<string, string>()

  const typeOf = (schema: z.ZodMiniType, path: string): string => {
    const meta = abiTypes.get(schema)
    if (meta?.struct) return structOf(meta.type, schema, path)
    if (meta?.alias) aliases.set(meta.type, meta.alias)
    if (meta) return meta.type
    const def = defOf(schema)
    if ((def.type === 'nullable' || def.type === 'optional') && def.innerType)
      return `${typeOf(def.innerType, path)}?`
    if (def.type === 'array' && def.element) return `${typeOf(def.element, `${path}[]`)}[]`
    if (def.type === 'pipe' && def.in) return typeOf(def.in, path)
    if (def.type === 'string') return 'string'
    if (def.type === 'boolean') return 'bool'
    throw new Error(`${path}: a zod ${def.type} has no ABI type (mark it with abiType or abiStructOf)`)
  }

  const structOf = (name: string, schema: z.ZodMiniType, path: string): string => {
    const shape = shapeOf(schema)
    if (!shape) throw new Error(`${path}: struct ${name} needs an object schema`)
    const struct = abiStruct(
      name,
      Object.entries(shape).map(([field, type]) => [field, typeOf(type, `${path}.${field}`)] as const),
    )
    const known = structs.get(name)
    if (known && JSON.stringify(known) !== JSON.stringify(struct))
      throw new Error(`${path}: two different structs are named ${name}`)
    structs.set(name, struct)
    return name
  }

  const byName = <T extends { readonly name: string }>(items: readonly T[]) =>
    [...items].sort((a, b) => compareCodeUnits(a.name, b.name))
  const actions = byName(Object.values(source.actions))
  // A row schema named with abiStructOf is that struct (`casefiles` rows are `casefile`); otherwise
  // the struct is named like its table.
  const tables = byName(Object.values(source.tables)).map((table) => ({
    name: table.name,
    struct: abiTypes.get(table.row)?.struct ? (abiTypes.get(table.row)?.type ?? table.name) : table.name,
    row: table.row,
  }))
  for (const action of actions) structOf(action.name, action.data, action.name)
  for (const table of tables) structOf(table.struct, table.row, table.name)
  return abiDef({
    ...(source.abiVersion === undefined ? {} : { version: source.abiVersion }),
    types: [...aliases].map(([new_type_name, type]) => ({ new_type_name, type })),
    structs: byName([...structs.values()]),
    actions: actions.map((action) => abiAction(action.name)),
    tables: tables.map((table) => abiTable(table.name, table.struct)),
  })
}
