import { describe, expect, it } from 'vitest'
import { isEvmAddress, isPublicKey, isTransactionId, legacyPublicKey } from './keys.ts'

const LEGACY = 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV'
const MODERN = 'PUB_K1_6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5BoDq63'
const hostile: unknown[] = [undefined, null, 1, {}, [], 'x'.repeat(1_000_000)]

describe('keys and addresses', () => {
  it('accepts the development key in both forms', () => {
    expect(isPublicKey(LEGACY)).toBe(true)
    expect(isPublicKey(MODERN)).toBe(true)
    expect(legacyPublicKey(MODERN)).toBe(LEGACY)
  })

  it('rejects a key with one character changed (checksum) and other text', () => {
    expect(isPublicKey(LEGACY.slice(0, -1) + 'W')).toBe(false)
    expect(isPublicKey(LEGACY.toLowerCase())).toBe(false)
    expect(isPublicKey('EOS' + '1'.repeat(50))).toBe(false)
    for (const value of hostile) expect(isPublicKey(value)).toBe(false)
    expect(legacyPublicKey('nope')).toBeUndefined()
  })

  it('checks EVM addresses and transaction ids', () => {
    expect(isEvmAddress('0x' + 'aB'.repeat(20))).toBe(true)
    expect(isEvmAddress('0x' + 'g'.repeat(40))).toBe(false)
    expect(isEvmAddress('0x' + 'a'.repeat(39))).toBe(false)
    expect(isTransactionId('a'.repeat(64))).toBe(true)
    expect(isTransactionId('a'.repeat(63))).toBe(false)
    for (const value of hostile) {
      expect(isEvmAddress(value)).toBe(false)
      expect(isTransactionId(value)).toBe(false)
    }
  })
})
