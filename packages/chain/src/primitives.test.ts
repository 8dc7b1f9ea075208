import { describe, expect, it } from 'vitest'
import {
  accountName,
  assetString,
  chainBool,
  int64,
  ipfsLink,
  nameOrEmpty,
  symbolString,
  timePoint,
  timePointSec,
  uint64,
  uint8,
} from './primitives.ts'

describe('ABI primitives', () => {
  it('uint64 accepts both nodeos encodings and keeps full precision as a string', () => {
    expect(uint64.parse(5)).toBe('5')
    expect(uint64.parse('18446744073709551615')).toBe('18446744073709551615')
    expect(uint64.safeParse('18446744073709551616').success).toBe(false)
    expect(uint64.safeParse(-1).success).toBe(false)
    expect(uint64.safeParse('1.5').success).toBe(false)
    expect(uint64.safeParse(1.5).success).toBe(false)
    expect(int64.parse(-1)).toBe('-1')
  })

  it('bools come as 0/1 or true/false', () => {
    expect([0, 1, true, false].map((v) => chainBool.parse(v))).toEqual([false, true, true, false])
    expect(chainBool.safeParse(2).success).toBe(false)
    expect(chainBool.safeParse('1').success).toBe(false)
  })

  it('names, assets, symbols and times', () => {
    expect(accountName.safeParse('eosio.token').success).toBe(true)
    expect(accountName.safeParse('').success).toBe(false)
    expect(nameOrEmpty.safeParse('').success).toBe(true)
    expect(assetString.safeParse('10.0000 TLOS').success).toBe(true)
    expect(assetString.safeParse('10 tlos').success).toBe(false)
    expect(symbolString.safeParse('4,VOTE').success).toBe(true)
    expect(timePointSec.safeParse('2024-01-01T00:00:00').success).toBe(true)
    expect(timePointSec.safeParse('2024-01-01T00:00:00.000').success).toBe(false)
    expect(timePoint.safeParse('2024-01-01T00:00:00.000').success).toBe(true)
    expect(timePoint.safeParse('2024-13-01T00:00:00.000').success).toBe(false)
    expect(uint8.safeParse(256).success).toBe(false)
  })

  it('ipfs links follow the contract rule: 46 or 49 characters', () => {
    expect(ipfsLink.safeParse('x'.repeat(46)).success).toBe(true)
    expect(ipfsLink.safeParse('x'.repeat(47)).error?.issues[0]?.message).toBe(
      'invalid ipfs string, valid schema: <hash>',
    )
  })
})
