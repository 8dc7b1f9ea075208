import { describe, expect, it } from 'vitest'
import { formatTlos } from '../assets.ts'
import { datapointRow, type DatapointRow } from '../contracts/oracle/index.ts'
import {
  feeDeficit,
  feeInTlosUnits,
  offerCostTlosUnits,
  oraclePrice,
  oraclePriceUsd,
  priceFromMedian,
  topUpQuantity,
  topUpUnits,
  usdToTlosUnits,
} from './fees.ts'

const rows = (...values: (number | string)[]): Pick<DatapointRow, 'id' | 'value' | 'median'>[] =>
  values.map((value, id) => ({ id: String(id), value: String(value), median: String(value) }))
const datapoint = (value: unknown) => ({
  id: '0',
  owner: 'oracle',
  value,
  median: '6500',
  timestamp: '2024-01-01T00:00:00.000',
})

describe('oracle price', () => {
  it('R-CONST-05: averages the tlosusd datapoint values, read as USD × 10000', () => {
    const price = oraclePrice(rows(6000, 7000, 6500))!
    expect(price).toEqual({ sum: 19_500n, count: 3n })
    expect(oraclePriceUsd(price)).toBeCloseTo(0.65, 10)
  })

  it('uses at most 10 rows and skips empty or malformed ones', () => {
    expect(oraclePrice(rows(...Array.from({ length: 21 }, () => 6500)))?.count).toBe(10n)
    expect(oraclePrice(rows(0, 6500, 0))).toEqual({ sum: 6500n, count: 1n })
    expect(oraclePrice(rows(0, 0))).toBeUndefined()
    expect(oraclePrice([])).toBeUndefined()
    // Malformed rows never reach the average: the datapoints row schema refuses them.
    expect(datapointRow.safeParse(datapoint(6500)).success).toBe(true)
    for (const value of ['abc', null, -1, {}])
      expect(datapointRow.safeParse(datapoint(value)).success).toBe(false)
    expect(usdToTlosUnits(100_000n, priceFromMedian(Number.NaN))).toBe(0n)
  })
})

describe('USD to TLOS', () => {
  it('R-CONST-05: matches the contract test vectors at median 6500', () => {
    const price = priceFromMedian(6500)
    expect(formatTlos(feeInTlosUnits('10.0000 USD', price)!)).toBe('15.3846 TLOS')
    expect(formatTlos(offerCostTlosUnits('10.0000 USD', 10, price)!)).toBe('153.8461 TLOS')
  })

  it('an average of equal values gives the same result as the median', () => {
    expect(feeInTlosUnits('10.0000 USD', oraclePrice(rows(...Array(10).fill(6500)))!)).toBe(153_846n)
  })

  it('truncates through a 32-bit float like the contract above 2^24 units', () => {
    // 20000 USD at 0.65: exact quotient 307692307 units; float32 keeps 307692320.
    expect(usdToTlosUnits(200_000_000n, priceFromMedian(6500))).toBe(307_692_320n)
  })

  it('rejects fees that are not USD assets and never divides by zero', () => {
    expect(feeInTlosUnits('10.0000 TLOS', priceFromMedian(6500))).toBeUndefined()
    expect(feeInTlosUnits(10, priceFromMedian(6500))).toBeUndefined()
    expect(usdToTlosUnits(100_000n, { sum: 0n, count: 1n })).toBe(0n)
    expect(offerCostTlosUnits('10.0000 USD', 'many', priceFromMedian(6500))).toBeUndefined()
  })
})

describe('top-up', () => {
  it('the deficit is what the escrow lacks, never negative', () => {
    expect(feeDeficit(153_846n, 50_000n)).toBe(103_846n)
    expect(feeDeficit(153_846n, 200_000n)).toBe(0n)
  })

  it('R-CONST-06: the top-up is the deficit × 1.01 to 4 decimals', () => {
    expect(topUpUnits(153_846n)).toBe(155_384n) // 15.538446 → 15.5384
    expect(topUpUnits(50n)).toBe(51n) // 0.00505 → 0.0051 (half up)
    expect(topUpUnits(0n)).toBe(0n)
  })

  it('R-RES-STATE-03: a shortfall in escrow becomes a transfer quantity; a covered fee needs none', () => {
    expect(topUpQuantity(153_846n, undefined)).toBe('15.5384 TLOS')
    expect(topUpQuantity(153_846n, '5.0000 TLOS')).toBe('10.4884 TLOS')
    expect(topUpQuantity(153_846n, '20.0000 TLOS')).toBeUndefined()
    expect(topUpQuantity(153_846n, 'garbage')).toBe('15.5384 TLOS')
  })
})
