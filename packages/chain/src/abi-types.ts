import { z } from './zod-mini.ts'

// Which ABI type a zod schema stands for, so a contract's ABI is derived from its row and action
// schemas (contracts/derive-abi.ts) instead of being written out a second time. zod's registry
// follows clones, so a schema narrowed with .refine, .min or .max keeps its parent's ABI type, while
// wrappers (.nullable(), z.array(), .extend()) are new schemas that the derivation reads by shape.

type AbiMeta = {
  /** The ABI type name: a built-in (`name`, `uint64`, …), a struct's name or an alias's name. */
  readonly type: string
  /** Set on object schemas that are a named struct of the ABI. */
  readonly struct?: true
  /** Set on aliases (the ABI's `types`): the aliased type. */
  readonly alias?: string
}

/** The ABI types of schemas, read by the ABI derivation. */
export const abiTypes = z.registry<AbiMeta>()

const mark = <S extends z.ZodMiniType>(schema: S, meta: AbiMeta): S => {
  abiTypes.add(schema as z.ZodMiniType, meta)
  return schema
}

/** Marks `schema` as the ABI built-in `type` (`name`, `uint64`, `asset`, …); returns the schema. */
export const abiType = <S extends z.ZodMiniType>(type: string, schema: S): S => mark(schema, { type })

/** Names an object schema as the ABI struct `name`, for structs nested in rows and action data. */
export const abiStructOf = <S extends z.ZodMiniObject>(name: string, schema: S): S =>
  mark(schema, { type: name, struct: true })

/** An ABI type alias (`asset_type` for `uint16`): a copy of a marked schema that the ABI names `name`. */
export const abiAlias = <S extends z.ZodMiniType>(name: string, schema: S): S => {
  const aliased = abiTypes.get(schema as z.ZodMiniType)?.type
  if (aliased === undefined) throw new Error(`${name}: the aliased schema has no ABI type`)
  return mark(schema.clone() as S, { type: name, alias: aliased })
}
