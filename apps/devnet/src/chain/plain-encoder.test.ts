import { randomBytes } from 'node:crypto'
import { Serializer } from '@wharfkit/antelope'
import { describe, expect, it } from 'vitest'
import { CONTRACTS } from '../contracts/registry.ts'
import { ContractAbi } from './abi-codec.ts'
import { structEncoder } from './plain-encoder.ts'

const wharfEncode = (abi: ContractAbi, type: string, value: unknown) =>
  Serializer.encode({ object: value, type, abi: abi.abi }).array

describe('plain encoder', () => {
  const abis = CONTRACTS.map((module) => ({ account: module.account, abi: new ContractAbi(module.abi) }))
  const encoded = abis.flatMap(({ account, abi }) =>
    abi.abi.structs
      .map((struct) => String(struct.name))
      .filter((name) => structEncoder(abi.abi.resolveType(name)) !== undefined)
      .map((name) => ({ account, abi, type: name })),
  )

  it('covers the token transfer and balance rows', () => {
    const token = encoded.filter((entry) => entry.account === 'eosio.token').map((entry) => entry.type)
    expect(token).toEqual(expect.arrayContaining(['transfer', 'account', 'currency_stats']))
  })

  it('writes the bytes Wharf Kit writes for any value the plain decoder renders', () => {
    for (const { abi, type } of encoded) {
      for (let round = 0; round < 60; round++) {
        // Random bytes Wharf Kit can read give values of every shape the contracts hold.
        const bytes = new Uint8Array(randomBytes(8 + (round % 40)))
        let value: unknown
        try {
          value = abi.decode(type, bytes)
        } catch {
          continue
        }
        expect(abi.encode(type, value), `${type} ${JSON.stringify(value)}`).toEqual(
          wharfEncode(abi, type, value),
        )
      }
    }
  })

  it('leaves values written another way to Wharf Kit, which encodes or refuses them as before', () => {
    const token = abis.find((entry) => entry.account === 'eosio.token')?.abi
    if (!token) throw new Error('no eosio.token ABI')
    const encoder = structEncoder(token.abi.resolveType('transfer'))
    const transfer = { from: 'alice', to: 'bob', quantity: '1.0000 TLOS', memo: 'hi' }
    expect(encoder?.(transfer)).toEqual(wharfEncode(token, 'transfer', transfer))
    for (const odd of [
      { ...transfer, quantity: '1 TLOS ' },
      { ...transfer, from: 'alice.' },
      { ...transfer, to: 'Bob' },
      { ...transfer, memo: 5 },
      { ...transfer, memo: 'lone \ud800 surrogate' },
      { from: 'alice', to: 'bob', quantity: '1.0000 TLOS' },
    ]) {
      expect(encoder?.(odd), JSON.stringify(odd)).toBeUndefined()
      let expected: Uint8Array | Error
      try {
        expected = wharfEncode(token, 'transfer', odd)
      } catch (error) {
        expected = error as Error
      }
      if (expected instanceof Error) expect(() => token.encode('transfer', odd)).toThrow()
      else expect(token.encode('transfer', odd)).toEqual(expected)
    }
  })
})
