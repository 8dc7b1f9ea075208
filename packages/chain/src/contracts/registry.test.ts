import { describe, expect, it } from 'vitest'
import type { ContractDescriptor } from './define.ts'
import { NETWORK_NAMES, networkConfig } from '../networks.ts'
import { contracts } from './registry.ts'

// The registry's own rules. Each declaration is held to the ABI the devnet serves in
// apps/devnet/src/contracts/declarations.test.ts.

const entries = Object.entries(contracts) as [string, ContractDescriptor][]

describe('contract registry', () => {
  it('covers every contract, each under its own key, its tables and actions naming it', () => {
    expect(entries.map(([key]) => key).sort()).toEqual([
      'amend',
      'arbitration',
      'decide',
      'mechanics',
      'oracle',
      'profiles',
      'recovery',
      'safe',
      'secureToken',
      'system',
      'token',
      'tokenManager',
      'works',
    ])
    for (const [key, contract] of entries) {
      expect(contract.key, key).toBe(key)
      for (const [name, table] of Object.entries(contract.tables)) {
        expect([table.contract, table.name], `${key} table ${name}`).toEqual([key, name])
      }
      for (const [name, action] of Object.entries(contract.actions)) {
        expect([action.contract, action.name], `${key} action ${name}`).toEqual([key, name])
      }
    }
  })

  it.each(NETWORK_NAMES)("the %s preset calls each contract at its descriptor's account", (name) => {
    const { contracts: accounts } = networkConfig(name, { origin: 'http://127.0.0.1:8080' })
    expect(accounts).toEqual(Object.fromEntries(entries.map(([key, contract]) => [key, contract.account])))
  })

  it.each(entries)(
    '%s: singletons have no key; other tables a primary key and its type; indexes at 2, 3, …',
    (_key, contract) => {
      for (const [name, table] of Object.entries(contract.tables)) {
        expect(table.singleton === true ? table.primaryKey : typeof table.primaryKey, name).toBe(
          table.singleton === true ? undefined : 'function',
        )
        if (table.singleton !== true)
          expect(['name', 'symbol_code', 'uint64'], `${name} key type`).toContain(table.primaryKeyType)
        else expect(table.primaryKeyType, name).toBeUndefined()
        expect(
          table.indexes.map((index) => index.position),
          name,
        ).toEqual(table.indexes.map((_, i) => i + 2))
        if (table.singleton === true) expect(table.indexes, name).toEqual([])
      }
    },
  )

  it('every action writes only tables of the registry', () => {
    const known = new Set(entries.flatMap(([, contract]) => Object.values(contract.tables)))
    for (const [key, contract] of entries) {
      for (const action of Object.values(contract.actions)) {
        for (const table of action.writes)
          expect(known.has(table), `${key}.${action.name} → ${table.name}`).toBe(true)
      }
    }
  })
})
