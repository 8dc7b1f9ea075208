import type { ABI } from '@wharfkit/antelope'

// Builders for ABI definitions written by hand from a contract's source. eosio-abigen writes every
// table as `i64` with no key names and every action with an empty ricardian contract, so these do
// the same; the field order given is the binary packing order.

/** A struct with its fields in packing order; `base` for structs that extend another. */
export const abiStruct = (
  name: string,
  fields: readonly (readonly [string, string])[],
  base = '',
): ABI.Struct => ({
  name,
  base,
  fields: fields.map(([field, type]) => ({ name: field, type })),
})

/** An action whose data is the struct of the same name (or `type`). */
export const abiAction = (name: string, type: string = name): ABI.Action => ({
  name,
  type,
  ricardian_contract: '',
})

/** A table of rows of struct `type`. */
export const abiTable = (name: string, type: string): ABI.Table => ({
  name,
  type,
  index_type: 'i64',
  key_names: [],
  key_types: [],
})

/** A whole ABI from its parts; abigen writes no ricardian clauses, variants or action results for these contracts. */
export const abiDef = (parts: {
  readonly version?: string
  readonly types?: ABI.TypeDef[]
  readonly structs: ABI.Struct[]
  readonly actions: ABI.Action[]
  readonly tables: ABI.Table[]
}): ABI.Def => ({
  version: parts.version ?? 'eosio::abi/1.1',
  types: parts.types ?? [],
  structs: parts.structs,
  actions: parts.actions,
  tables: parts.tables,
  ricardian_clauses: [],
  variants: [],
  action_results: [],
})
