import { Asset, Name, UInt64, type ABI } from '@wharfkit/antelope'
import { contracts } from '@portal/chain/contracts/registry'
import type { PrimaryKeyType } from '@portal/chain/contracts/define'
import { describe, expect, it } from 'vitest'
import { getTableRows } from '../chain/api/table-rows.ts'
import { createTestChain } from '../chain/test-chain.ts'
import { seedSafe } from '../seed/contracts.ts'
import { CONTRACT_MODULES } from './registry.ts'

// The devnet keys each table by its descriptor's primary key. The real contract's primary_key()
// returns the uint64 of a name, a symbol code or an id; this test reads the descriptor's key string
// with wharfkit's own types, so an all-digit name ("12345", a valid Antelope name) must key by its
// name value, never by the number 12345.

/** Samples of the ABI types key fields have; names all-digit or not. */
const samples = (name: string): Record<string, string> => ({
  name,
  uint64: '18446744073709551615',
  asset: '1.0000 TLOS',
  symbol: '4,TLOS',
  symbol_code: 'TLOS',
})

/** A row of a table's struct with every name, id, asset and symbol field set (other fields left out). */
function sampleRow(abi: ABI.Def, table: string, name: string): Record<string, string> {
  const aliases = new Map(abi.types.map((t) => [String(t.new_type_name), String(t.type)]))
  const structs = new Map(abi.structs.map((s) => [String(s.name), s]))
  const values = samples(name)
  const row: Record<string, string> = {}
  const fill = (structName: string) => {
    const struct = structs.get(aliases.get(structName) ?? structName)
    if (!struct) throw new Error(`no struct ${structName}`)
    if (struct.base) fill(String(struct.base))
    for (const field of struct.fields) {
      const type = String(field.type)
      const value = values[aliases.get(type) ?? type]
      if (value !== undefined) row[String(field.name)] = value
    }
  }
  const type = abi.tables.find((t) => String(t.name) === table)?.type
  fill(String(type))
  return row
}

/** The uint64 the real contract's primary_key() returns for the key written as `key`. */
function contractKey(type: PrimaryKeyType, key: string): bigint {
  switch (type) {
    case 'name':
      return BigInt(Name.from(key).value.toString())
    case 'symbol_code':
      return BigInt(Asset.SymbolCode.from(key).value.toString())
    case 'uint64':
      return BigInt(UInt64.from(key).toString())
  }
}

const keyedTables = Object.entries(contracts).flatMap(([key, contract]) =>
  Object.entries(contract.tables)
    .filter(([, table]) => table.singleton !== true)
    .map(([name, table]) => [`${key}.${name}`, key as keyof typeof contracts, name, table] as const),
)

describe('primary keys', () => {
  it.each(keyedTables)(
    'R-HTTP-34: %s keys rows by the descriptor’s key, read as its type',
    (_label, key, name, table) => {
      const module = CONTRACT_MODULES[key]
      const spec = module.tables[name]
      if (!spec || !('primaryKey' in spec)) throw new Error(`${key}.${name} is not a keyed table`)
      expect(table.primaryKeyType, 'declared').toBeDefined()
      for (const sampleName of ['12345', 'alice', 'a.b']) {
        const row = sampleRow(module.abi, name, sampleName) as never
        const declared = table.primaryKey?.(row) ?? ''
        expect(spec.primaryKey(row), `${sampleName}: key ${declared}`).toBe(
          contractKey(table.primaryKeyType ?? 'uint64', declared),
        )
      }
    },
  )

  it('R-HTTP-34: a safe named 12345 is found by get_table_rows with key_type name', async () => {
    const chain = createTestChain()
    seedSafe(chain.chain)
    await chain.transact('safe.poc.tbs', 'safe.poc.tbs::addsafe', { safe_name: '12345', admins: ['alice'] })
    await chain.transact('alice', 'safe.poc.tbs::locksafe', { safe_name: '12345', locking_account: 'alice' })

    const read = getTableRows(chain.chain, {
      code: 'safe.poc.tbs',
      scope: 'safe.poc.tbs',
      table: 'safes',
      json: true,
      lower_bound: '12345',
      upper_bound: '12345',
      key_type: 'name',
    })
    expect(read.rows).toMatchObject([{ safe_name: '12345', locked: 1, locked_by: 'alice' }])
  })
})
