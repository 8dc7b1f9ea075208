import { describe, expect, it } from 'vitest'
import { z } from '../zod-mini.ts'
import { abiAlias, abiStructOf, abiType } from '../abi-types.ts'
import { accountName, assetString, chainBool, nameOrEmpty, uint16, uint64 } from '../primitives.ts'
import { deriveAbi } from './derive-abi.ts'

const fieldsOf = (abi: ReturnType<typeof deriveAbi>, struct: string) =>
  abi.structs.find((s) => s.name === struct)?.fields.map((f) => `${f.name}:${f.type}`)

describe('deriveAbi', () => {
  it('writes a struct per action and per row, nested structs, optionals, arrays and aliases', () => {
    const candidate = abiStructOf('candidate', z.object({ name: accountName, votes: assetString }))
    const kind = abiAlias('asset_type', uint16)
    const abi = deriveAbi({
      tables: {
        elections: {
          name: 'elections',
          row: abiStructOf(
            'election',
            z.object({ id: uint64, candidates: z.array(candidate), open: chainBool }),
          ),
        },
        config: { name: 'config', row: z.object({ admin: nameOrEmpty, kind }) },
      },
      actions: {
        vote: {
          name: 'vote',
          data: z.object({ voter: accountName, proxy: z.nullable(accountName), memo: z.string() }),
        },
      },
    })
    expect(abi.version).toBe('eosio::abi/1.1')
    expect(abi.types).toEqual([{ new_type_name: 'asset_type', type: 'uint16' }])
    expect(abi.structs.map((s) => s.name)).toEqual(['candidate', 'config', 'election', 'vote'])
    expect(fieldsOf(abi, 'election')).toEqual(['id:uint64', 'candidates:candidate[]', 'open:bool'])
    expect(fieldsOf(abi, 'config')).toEqual(['admin:name', 'kind:asset_type'])
    expect(fieldsOf(abi, 'vote')).toEqual(['voter:name', 'proxy:name?', 'memo:string'])
    expect(abi.tables.map((t) => [t.name, t.type])).toEqual([
      ['config', 'config'],
      ['elections', 'election'],
    ])
    expect(abi.actions).toEqual([{ name: 'vote', type: 'vote', ricardian_contract: '' }])
  })

  it('keeps the ABI type of a narrowed primitive and of an enum marked with one', () => {
    const abi = deriveAbi({
      tables: {},
      actions: {
        post: {
          name: 'post',
          data: z.object({
            id: uint64.check(z.refine((id) => id !== '0')),
            category: abiType('name', z.enum(['apps'])),
          }),
        },
      },
    })
    expect(fieldsOf(abi, 'post')).toEqual(['id:uint64', 'category:name'])
  })

  it('refuses a schema with no ABI type and two different structs of one name', () => {
    expect(() =>
      deriveAbi({ tables: {}, actions: { set: { name: 'set', data: z.object({ n: z.number() }) } } }),
    ).toThrow('set.n: a zod number has no ABI type')
    expect(() =>
      deriveAbi({
        tables: { set: { name: 'set', row: z.object({ n: uint64 }) } },
        actions: { set: { name: 'set', data: z.object({ n: uint16 }) } },
      }),
    ).toThrow('two different structs are named set')
  })
})
