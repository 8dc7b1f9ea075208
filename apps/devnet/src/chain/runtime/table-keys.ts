import type { PrimaryKeyType } from '@portal/chain/contracts/define'
import type { z } from 'zod'
import { nameValue, toU64, type KeyValue } from '../keys.ts'
import { symbolCodeKey } from './asset.ts'
import type { DevnetDescriptor, IndexSpec, TableSpec } from './contract.ts'

/** How the devnet computes a secondary key from a row: integers as bigint/number/decimal string, names as strings. */
export type KeyFunction<Row> = (row: Row) => KeyValue

type IndexNames<T> = T extends { readonly indexes: readonly (infer I)[] }
  ? I extends { readonly name: infer N extends string }
    ? N
    : never
  : never

type IndexedTables<C extends DevnetDescriptor> = {
  [K in keyof C['tables']]: [IndexNames<C['tables'][K]>] extends [never] ? never : K
}[keyof C['tables']]

/**
 * One key function per secondary index, by table and index name: what the descriptor cannot say
 * (how the C++ computes an index key). Primary keys come from the descriptor itself.
 */
export type IndexKeys<C extends DevnetDescriptor> = {
  readonly [K in IndexedTables<C>]: {
    readonly [N in IndexNames<C['tables'][K]>]: KeyFunction<z.output<C['tables'][K]['row']>>
  }
}

/**
 * The uint64 a contract's `primary_key()` returns for a key in the form the descriptors and
 * get_table_rows bounds give it, read as the key's contract type: "12345" is the name 12345 in a
 * table keyed by name and the number 12345 in one keyed by id. Numbers and bigints are taken as the
 * uint64 itself, as handlers that computed the key pass it.
 */
export function primaryKeyValue(type: PrimaryKeyType, key: KeyValue): bigint {
  if (typeof key !== 'string') return toU64(key)
  switch (type) {
    case 'name':
      return nameValue(key)
    case 'symbol_code':
      return symbolCodeKey(key)
    case 'uint64':
      if (!/^\d+$/.test(key)) throw new RangeError(`key is not a uint64: ${key}`)
      return toU64(key)
  }
}

/**
 * The table specs the chain runs a module's tables with: each keyed table's primary key from its
 * descriptor, converted to uint64 by the key's type, and its secondary indexes with the module's
 * key functions (positions and key types from the descriptor).
 */
export function tableSpecs(
  tables: DevnetDescriptor['tables'],
  indexKeys: Readonly<Record<string, Readonly<Record<string, KeyFunction<never>>>>>,
  fail: (message: string) => never,
): Record<string, TableSpec<never>> {
  for (const name of Object.keys(indexKeys))
    if (!(name in tables)) fail(`index keys for ${name}, which is not a table of the descriptor`)
  const specs: Record<string, TableSpec<never>> = {}
  for (const [name, table] of Object.entries(tables)) {
    if (table.singleton === true) {
      specs[name] = { singleton: true }
      continue
    }
    const primaryKey = table.primaryKey ?? fail(`table ${name} has no primary key in its descriptor`)
    const type = table.primaryKeyType ?? fail(`table ${name} has no primary key type in its descriptor`)
    const keys = indexKeys[name] ?? {}
    const named = new Set(Object.keys(keys))
    const indexes = table.indexes.map((index, i): IndexSpec<never> => {
      if (index.position !== i + 2) fail(`index ${name}.${index.name} is not at position ${i + 2}`)
      named.delete(index.name)
      const key = keys[index.name] ?? fail(`no key function for index ${name}.${index.name}`)
      return { name: index.name, keyType: index.keyType, key }
    })
    for (const extra of named) fail(`${name}.${extra} is not an index of the descriptor`)
    specs[name] = {
      primaryKey: (row) => primaryKeyValue(type, primaryKey(row)),
      keyOf: (key) => primaryKeyValue(type, key),
      indexes,
    }
  }
  return specs
}
