import { formatTlos, parseAssetUnits, toUnits } from '../assets.ts'
import type { DatapointRow } from '../contracts/oracle/index.ts'

// The arbitration contract prices its fee and offers in USD and charges TLOS from the claimant's
// escrow: tlos_units = usd_units * 10000 / median (integer division), then cast through a 32-bit
// float and truncated (chain-notes.md §1). The portal estimates the price from the oracle average
// instead of the median; with equal datapoints the two agree to the unit.

/** Memo of the top-up transfer sent before readycase or respondoffer. */
export const FEE_TOP_UP_MEMO = 'For arbitration fee'
/** Memo of a plain escrow deposit (any memo but `skip` credits the sender's escrow). */
export const ESCROW_DEPOSIT_MEMO = 'Resolve escrow deposit'
/** Oracle rows the portal averages for the TLOS price. */
export const ORACLE_SAMPLE_SIZE = 10

/** A TLOS price in USD, kept as the fraction sum/count of oracle values (each USD per TLOS × 10^4). */
export type OraclePrice = { readonly sum: bigint; readonly count: bigint }

/**
 * The average of the oracle's tlosusd datapoints `value`s (parsed `datapoints` rows); undefined when no
 * row holds a positive value. Empty datapoints (value 0) are skipped.
 */
export function oraclePrice(datapoints: readonly Pick<DatapointRow, 'value'>[]): OraclePrice | undefined {
  let sum = 0n
  let count = 0n
  for (const row of datapoints.slice(0, ORACLE_SAMPLE_SIZE)) {
    const units = BigInt(row.value)
    if (units <= 0n) continue
    sum += units
    count += 1n
  }
  return count === 0n ? undefined : { sum, count }
}

/** The TLOS price in USD as a number, for display only (value average ÷ 10000). */
export function oraclePriceUsd(price: OraclePrice): number {
  return Number(price.sum) / Number(price.count) / 10_000
}

/** A price of exactly one oracle value (e.g. the contract's median 6500 = 0.65 USD per TLOS). */
export function priceFromMedian(median: number | bigint): OraclePrice {
  const valid = typeof median === 'bigint' || Number.isSafeInteger(median)
  return { sum: valid ? BigInt(median) : 0n, count: 1n }
}

/** USD base units (4 decimals) converted to TLOS base units (4 decimals) the way the contract rounds. */
export function usdToTlosUnits(usdUnits: bigint, price: OraclePrice): bigint {
  if (price.sum <= 0n || price.count <= 0n || usdUnits <= 0n) return 0n
  const exact = (usdUnits * 10_000n * price.count) / price.sum
  // The contract stores the quotient in a 32-bit float before truncating to int64.
  return BigInt(Math.trunc(Math.fround(Number(exact))))
}

/** The TLOS fee (base units) of a USD asset such as config.fee_usd; undefined when it is not a USD asset. */
export function feeInTlosUnits(feeUsd: unknown, price: OraclePrice): bigint | undefined {
  const usd = parseAssetUnits(feeUsd, '4,USD')
  return usd === undefined ? undefined : usdToTlosUnits(usd, price)
}

/** The TLOS cost (base units) of accepting an offer: estimated_hours × hourly_rate, converted; undefined for bad input. */
export function offerCostTlosUnits(
  hourlyRate: unknown,
  estimatedHours: unknown,
  price: OraclePrice,
): bigint | undefined {
  const rate = parseAssetUnits(hourlyRate, '4,USD')
  const hours = toUnits(estimatedHours, 0)
  if (rate === undefined || hours === undefined || hours < 0n) return undefined
  return usdToTlosUnits(rate * hours, price)
}

/** How much TLOS (base units) the escrow lacks to pay `cost`; 0 when the balance covers it. */
export function feeDeficit(costUnits: bigint, balanceUnits: bigint): bigint {
  return costUnits > balanceUnits ? costUnits - balanceUnits : 0n
}

/** The top-up to send for a deficit: deficit × 1.01, rounded to 4 decimals (half up), so small price moves are covered. */
export function topUpUnits(deficitUnits: bigint): bigint {
  if (deficitUnits <= 0n) return 0n
  return (deficitUnits * 101n + 50n) / 100n
}

/**
 * The TLOS quantity of the transfer to send before readycase or respondoffer, or undefined when the
 * escrow already covers the cost. `balance` is the escrow `accounts` row balance (absent = 0).
 */
export function topUpQuantity(costUnits: bigint, balance: unknown): string | undefined {
  const balanceUnits = parseAssetUnits(balance, '4,TLOS') ?? 0n
  const topUp = topUpUnits(feeDeficit(costUnits, balanceUnits))
  return topUp > 0n ? formatTlos(topUp) : undefined
}
