import { describe, expect, it } from 'vitest'
import { Asset as WharfAsset } from '@wharfkit/antelope'
import {
  assetUnits,
  formatAmount,
  formatAsset,
  formatTlos,
  formatUnits,
  formatUsd,
  formatVote,
  isTokenDecimals,
  isTokenSymbolCode,
  liquidBalanceOrZero,
  parseAsset,
  parseAssetUnits,
  parseSymbol,
  toExactUnits,
  toUnits,
} from './assets.ts'

const hostile: unknown[] = [undefined, null, 12, {}, [], true, 'x'.repeat(1_000_000), '\u0000']

describe('parseAsset', () => {
  it('reads chain assets with their precision and symbol', () => {
    const fee = parseAsset('10.0000 TLOS')
    expect(fee && assetUnits(fee)).toBe(100_000n)
    expect(fee?.symbol.toString()).toBe('4,TLOS')
    expect(parseAsset('-0.5000 VOTE')?.toString()).toBe('-0.5000 VOTE')
    expect(parseAsset('7 EGG')?.symbol.precision).toBe(0)
  })

  it('rejects malformed assets that a lenient parser would misread', () => {
    for (const text of [
      '1.2.3 TLOS',
      '10.0000',
      '10.0000  TLOS',
      ' 10.0000 TLOS',
      '10.0000 tlos',
      '1e3 TLOS',
    ]) {
      expect(parseAsset(text)).toBeUndefined()
    }
    expect(parseAsset('9999999999999999999.0000 TLOS')).toBeUndefined() // overflows int64
    for (const value of hostile) expect(parseAsset(value)).toBeUndefined()
  })

  it('parseAssetUnits can insist on a symbol', () => {
    expect(parseAssetUnits('1.0000 TLOS', '4,TLOS')).toBe(10_000n)
    expect(parseAssetUnits('1.0000 VOTE', '4,TLOS')).toBeUndefined()
    expect(parseAssetUnits('1.00 TLOS', '4,TLOS')).toBeUndefined()
  })
})

describe('parseSymbol', () => {
  it('reads "4,VOTE" style symbols', () => {
    expect(parseSymbol('4,VOTE')?.name).toBe('VOTE')
    expect(parseSymbol('9,EGGS')?.precision).toBe(9)
  })

  it('rejects anything else without throwing', () => {
    for (const text of ['VOTE', '4,vote', '19,VOTE', '4,', ',VOTE', '4,TOOLONGX'])
      expect(parseSymbol(text)).toBeUndefined()
    for (const value of hostile) expect(parseSymbol(value)).toBeUndefined()
  })
})

describe('units and formatting', () => {
  it('R-TOK-10: formats amounts with the token decimals', () => {
    expect(formatAmount('10', 4)).toBe('10.0000')
    expect(formatAmount('10', 9)).toBe('10.000000000')
    expect(formatAmount(1.5, 2)).toBe('1.50')
    expect(formatUnits(5n, 4)).toBe('0.0005')
    expect(formatAsset(153_846n, '4,TLOS')).toBe('15.3846 TLOS')
    expect(formatAsset(5n, '2,EGGS')).toBe('0.05 EGGS')
  })

  it('converts decimals to base units without float drift', () => {
    expect(toUnits(0.1 + 0.2, 4)).toBe(3000n)
    expect(toUnits('0.1', 4)! + toUnits('0.2', 4)!).toBe(3000n)
    expect(toUnits(1.005, 2)).toBe(101n) // 1.005 is 1.00499999… as a double, but its shortest text is "1.005"
    expect(toUnits('123456789.123456789', 9)).toBe(123_456_789_123_456_789n)
    expect(toUnits(1e-7, 4)).toBe(0n)
    expect(toUnits('-0.00005', 4)).toBe(-1n)
    expect(toUnits('.5', 1)).toBe(5n)
  })

  it('rejects what is not a plain decimal', () => {
    for (const value of [
      '',
      '.',
      'abc',
      '1,5',
      '1e5',
      '--1',
      '0x10',
      Infinity,
      NaN,
      1e21,
      '99999999999999999999',
    ]) {
      expect(toUnits(value, 4)).toBeUndefined()
    }
    expect(toUnits('1', 19)).toBeUndefined()
    expect(toUnits('1', 1.5)).toBeUndefined()
    for (const value of hostile.filter((v) => typeof v !== 'number'))
      expect(toUnits(value, 4)).toBeUndefined()
  })

  it('toExactUnits refuses more decimals than the token has', () => {
    expect(toExactUnits('1.2345', 4)).toBe(12_345n)
    expect(toExactUnits('1.23450', 4)).toBe(12_345n)
    expect(toExactUnits('1.23456', 4)).toBeUndefined()
  })

  it('TLOS and VOTE use 4 decimals (R-CONST-11)', () => {
    expect(formatTlos(100_000n)).toBe('10.0000 TLOS')
    expect(formatVote(12_345n)).toBe('1.2345 VOTE')
    expect(formatTlos(-1n)).toBe('-0.0001 TLOS')
  })

  it('R-CONST-07: USD amounts carry 4 decimals and the USD suffix', () => {
    expect(formatUsd(12.5)).toBe('12.5000 USD')
    expect(formatUsd('3')).toBe('3.0000 USD')
    expect(formatUsd('abc')).toBeUndefined()
  })

  it('R-ACCT-05: a missing core_liquid_balance reads as 0.0000 TLOS', () => {
    expect(liquidBalanceOrZero(undefined)).toBe('0.0000 TLOS')
    expect(liquidBalanceOrZero('12.3400 TLOS')).toBe('12.3400 TLOS')
    expect(liquidBalanceOrZero('12.3400 VOTE')).toBe('0.0000 TLOS')
  })
})

describe('token rules', () => {
  it('R-TOK-08: a token symbol has 2 to 6 characters', () => {
    expect(isTokenSymbolCode('EG')).toBe(true)
    expect(isTokenSymbolCode('EGGSSS')).toBe(true)
    expect(isTokenSymbolCode('E')).toBe(false)
    expect(isTokenSymbolCode('EGGSSSS')).toBe(false)
    expect(isTokenSymbolCode('eggs')).toBe(false)
    for (const value of hostile) expect(isTokenSymbolCode(value)).toBe(false)
  })

  it('R-TOK-09: token decimals are 2 to 9', () => {
    expect([1, 2, 9, 10, 4.5, '4', NaN].map(isTokenDecimals)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
      false,
    ])
  })
})

describe('agreement with Wharf Kit', () => {
  // The portal parses assets itself so read-only pages need not load Wharf; signing still goes
  // through Wharf, so both must read and write every asset the same way.
  it('parses and formats like Wharf Kit for a spread of amounts and precisions', () => {
    const samples = ['0.0000 TLOS', '-0.5000 VOTE', '7 EGG', '1.000000000000000001 MAXED', '0.05 EGGS']
    for (let i = 0; i < 200; i++) {
      const precision = i % 10
      const units = BigInt(Math.floor(Math.sin(i + 1) * 1e15)) * (i % 3 === 0 ? -1n : 1n)
      samples.push(`${formatUnits(units, precision)} T${'ABCDEF'.charAt(i % 6)}`)
    }
    samples.push('922337203685477.5807 TLOS', '-922337203685477.5808 TLOS')
    for (const text of samples) {
      const ours = parseAsset(text)
      const wharf = WharfAsset.fromString(text)
      expect(ours?.toString(), text).toBe(wharf.toString())
      expect(ours?.symbol.toString(), text).toBe(wharf.symbol.toString())
      expect(ours?.units.toString(), text).toBe(wharf.units.toString())
      expect(formatAsset(ours!.units, ours!.symbol.toString())).toBe(wharf.toString())
    }
    expect(parseAsset('922337203685477.5808 TLOS')).toBeUndefined()
  })
})
