import { describe, expect, it } from 'vitest'
import { formatTimePointSec, parseChainTime, transactionHeader } from './tapos.ts'

describe('transactionHeader', () => {
  it('references the block by the low 16 bits of its number and its little-endian prefix, expiring 30 s later', () => {
    // Block 0x0001e240 = 123456; bytes 8..11 of the id are 78 56 34 12 → prefix 0x12345678.
    const id = '0001e240' + 'aaaaaaaa' + '78563412' + 'bb'.repeat(20)
    expect(transactionHeader(id, '2026-11-22T07:00:00.500')).toEqual({
      expiration: '2026-11-22T07:00:30',
      ref_block_num: 123456 & 0xffff,
      ref_block_prefix: 0x12345678,
    })
  })

  it('rejects something that is not a block id', () => {
    expect(() => transactionHeader('xyz', '2026-11-22T07:00:00')).toThrow('Not a block id')
  })
})

describe('chain times', () => {
  it('reads chain times as UTC whatever the zone of the machine', () => {
    expect(parseChainTime('1970-01-01T00:00:10')).toBe(10_000)
    expect(parseChainTime('1970-01-01T00:00:10.500')).toBe(10_500)
    expect(formatTimePointSec(10_999)).toBe('1970-01-01T00:00:10')
  })
})
