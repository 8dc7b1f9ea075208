import { readFileSync } from 'node:fs'
import type { ABI } from '@wharfkit/antelope'
import { contracts } from '@portal/chain/contracts/registry'
import { describe, expect, it } from 'vitest'

// Holds the contract declarations (packages/chain) to the ABIs their contracts publish, pinned in
// apps/devnet/test/fixtures/abi (sources in its README). The devnet serves exactly the declaration's
// ABI (declarations.test.ts), so a client decoding with the real ABI reads what the devnet writes.

const FIXTURES = new URL('../../test/fixtures/abi/', import.meta.url)
const published = (file: string): ABI.Def =>
  JSON.parse(readFileSync(new URL(file, FIXTURES), 'utf8')) as ABI.Def

const text = (value: unknown) => String(value)
const fieldList = (struct: ABI.Struct) =>
  (struct.fields ?? []).map((field) => `${text(field.name)} ${text(field.type)}`)
const keyList = (keys: readonly unknown[] | undefined) => `[${(keys ?? []).map(text).join(',')}]`

/** Each part of an ABI that is compared: its entries as [name, what must match] pairs. */
const SECTIONS: readonly (readonly [kind: string, entries: (abi: ABI.Def) => [string, string][]])[] = [
  ['type', (abi) => (abi.types ?? []).map((alias) => [text(alias.new_type_name), text(alias.type)])],
  [
    'struct',
    (abi) =>
      (abi.structs ?? []).map((struct) => [
        text(struct.name),
        `${text(struct.base) || '-'}(${fieldList(struct).join(', ')})`,
      ]),
  ],
  ['action', (abi) => (abi.actions ?? []).map((action) => [text(action.name), text(action.type)])],
  [
    'table',
    (abi) =>
      (abi.tables ?? []).map((table) => [
        text(table.name),
        `${text(table.type)} ${text(table.index_type)} ${keyList(table.key_names)} ${keyList(table.key_types)}`,
      ]),
  ],
]

/**
 * Every difference between a declared ABI and a published one: the version, type aliases, each
 * struct's base and fields (name, type and position), each action's type, and each table's row type,
 * index type and secondary keys. Ricardian text and comments are not compared.
 */
export function abiDifferences(declared: ABI.Def, real: ABI.Def): string[] {
  const out: string[] = []
  if (text(declared.version) !== text(real.version))
    out.push(`version: declared ${text(declared.version)}, published ${text(real.version)}`)
  for (const [kind, entries] of SECTIONS) {
    const mine = new Map(entries(declared))
    const theirs = new Map(entries(real))
    for (const [name, described] of theirs) {
      const own = mine.get(name)
      if (own === undefined) out.push(`${kind} ${name}: not declared`)
      else if (own !== described) out.push(`${kind} ${name}: declared ${own}, published ${described}`)
    }
    for (const name of mine.keys()) if (!theirs.has(name)) out.push(`${kind} ${name}: not published`)
  }
  return out
}

/**
 * The contracts with a published ABI, and the differences kept on purpose. `hydraload` is the Hydra
 * test framework's loader, compiled into the builds those repositories test with (their published
 * .abi files are those builds) and not into the contracts on Telos; the portal never calls it.
 */
const HYDRA = [
  'struct hydraload: not declared',
  'struct hydraload_payload: not declared',
  'action hydraload: not declared',
]
const PUBLISHED = [
  { key: 'arbitration', file: 'arbitration.abi.json', kept: HYDRA },
  {
    key: 'decide',
    file: 'telos.decide.abi.json',
    kept: HYDRA,
  },
  { key: 'token', file: 'eosio.token.abi.json', kept: [] },
] as const

const declaredAbi = (key: string): ABI.Def => {
  const contract = (contracts as Record<string, { abi: ABI.Def } | undefined>)[key]
  if (!contract) throw new Error(`no contract is registered as ${key}`)
  return contract.abi
}

describe('contract declarations against the ABIs their contracts publish', () => {
  it.each(PUBLISHED)(
    'R-HTTP-33: $key matches $file struct by struct, field by field, action by action and table by table',
    ({ key, file, kept }) => {
      expect(abiDifferences(declaredAbi(key), published(file))).toEqual(kept)
    },
  )

  it('R-HTTP-33: reports a field of another type, a missing field, a renamed action and another index', () => {
    const real = published('eosio.token.abi.json')
    const declared = structuredClone(declaredAbi('token')) as ABI.Def & {
      structs: { name: string; fields: { name: string; type: string }[] }[]
      actions: { name: string; type: string }[]
      tables: { name: string; index_type: string }[]
    }
    const transfer = declared.structs.find((struct) => struct.name === 'transfer')
    const open = declared.structs.find((struct) => struct.name === 'open')
    const close = declared.actions.find((action) => action.name === 'close')
    const stat = declared.tables.find((table) => table.name === 'stat')
    if (!transfer?.fields[3] || !open || !close || !stat) throw new Error('eosio.token is not declared')
    transfer.fields[3].type = 'bytes'
    open.fields.pop()
    close.name = 'closeacct'
    stat.index_type = 'i128'
    expect(abiDifferences(declared, real)).toEqual([
      'struct open: declared -(owner name, symbol symbol), published -(owner name, symbol symbol, ram_payer name)',
      'struct transfer: declared -(from name, to name, quantity asset, memo bytes), published -(from name, to name, quantity asset, memo string)',
      'action close: not declared',
      'action closeacct: not published',
      'table stat: declared currency_stats i128 [] [], published currency_stats i64 [] []',
    ])
  })
})
