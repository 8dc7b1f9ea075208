import { randomBytes } from 'node:crypto'
import type { ABI } from '@wharfkit/antelope'
import { Serializer } from '@wharfkit/antelope'
import { describe, expect, it } from 'vitest'
import { CONTRACTS } from '../contracts/registry.ts'
import { ContractAbi, type RenderStyle } from './abi-codec.ts'
import { structPlan } from './plain-decoder.ts'

// Deterministic pseudo-random values, so a failure repeats.
let seed = 7
const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
const NAME_CHARS = '.12345abcdefghijklmnopqrstuvwxyz'
const SYMBOLS = ['TLOS', 'A', 'EOSIOXY', 'SYS', '']

const randomName = () => {
  const length = Math.floor(next() * 13)
  let name = ''
  for (let i = 0; i < length; i++) name += pick([...(i === 12 ? NAME_CHARS.slice(0, 16) : NAME_CHARS)])
  return name.replace(/\.+$/, '')
}
const randomUnits = () =>
  pick([0n, 1n, -1n, 9223372036854775807n, -9223372036854775808n, BigInt(Math.floor(next() * 1e12))])

/** A JSON value of an ABI built-in this decoder handles, for Wharf Kit to encode. */
function sample(type: string): unknown {
  switch (type) {
    case 'name':
      return randomName()
    case 'string':
      return pick(['', 'memo', 'ünïcödé ✓ 🎉', 'x'.repeat(200), '"quoted"\n'])
    case 'asset': {
      const precision = pick([0, 1, 4, 8, 18])
      const units = randomUnits()
      const negative = units < 0n
      let digits = (negative ? -units : units).toString().padStart(precision + 1, '0')
      if (precision > 0) digits = `${digits.slice(0, -precision)}.${digits.slice(-precision)}`
      return `${negative ? '-' : ''}${digits} ${pick(SYMBOLS.slice(0, 4))}`
    }
    case 'symbol':
      return `${pick([0, 4, 18])},${pick(SYMBOLS.slice(0, 4))}`
    case 'uint64':
      return pick([
        '0',
        '4294967295',
        '4294967296',
        '18446744073709551615',
        String(Math.floor(next() * 1e15)),
      ])
    case 'int64':
      return pick(['0', '-4294967295', '-4294967296', '-9223372036854775808', '9223372036854775807'])
    case 'uint32':
      return pick([0, 4294967295, Math.floor(next() * 1e9)])
    case 'int32':
      return pick([0, -2147483648, 2147483647])
    case 'uint16':
      return pick([0, 65535])
    case 'int16':
      return pick([-32768, 32767])
    case 'uint8':
      return pick([0, 255])
    case 'int8':
      return pick([-128, 127])
    default:
      throw new Error(`no sample for ${type}`)
  }
}

function sampleOf(type: ABI.ResolvedType): unknown {
  if (type.ref) return sampleOf(type.ref)
  const fields = type.allFields
  if (!fields) return sample(type.name)
  return Object.fromEntries(fields.map((field) => [field.name, sampleOf(field.type)]))
}

const STYLES: RenderStyle[] = ['plain', 'nodeos']

describe('plain decoder', () => {
  const abis = CONTRACTS.map((module) => ({ account: module.account, abi: new ContractAbi(module.abi) }))
  const planned = abis.flatMap(({ account, abi }) =>
    abi.abi.structs
      .map((struct) => String(struct.name))
      .filter((name) => structPlan(abi.abi.resolveType(name)) !== undefined)
      .map((name) => ({ account, abi, type: name })),
  )

  it('covers the token transfer and balance rows', () => {
    const token = planned.filter((entry) => entry.account === 'eosio.token').map((entry) => entry.type)
    expect(token).toEqual(expect.arrayContaining(['transfer', 'account', 'currency_stats']))
  })

  it('renders every struct it plans exactly as decoding with Wharf Kit does', () => {
    for (const { abi, type } of planned) {
      for (let round = 0; round < 25; round++) {
        const value = sampleOf(abi.abi.resolveType(type))
        const bytes = Serializer.encode({ object: value, type, abi: abi.abi }).array
        for (const style of STYLES) {
          expect(abi.decode(type, bytes, style), `${type} ${JSON.stringify(value)}`).toEqual(
            abi.decodeWithWharfKit(type, bytes, style),
          )
        }
      }
    }
  })

  it('accepts no bytes Wharf Kit refuses, and reads the others the same', () => {
    for (const { abi, type } of planned) {
      for (let round = 0; round < 40; round++) {
        const bytes = new Uint8Array(randomBytes(Math.floor(next() * 64)))
        let expected: unknown
        try {
          expected = abi.decodeWithWharfKit(type, bytes)
        } catch {
          expect(() => abi.decode(type, bytes), type).toThrow()
          continue
        }
        expect(abi.decode(type, bytes), type).toEqual(expected)
      }
    }
  })
})
