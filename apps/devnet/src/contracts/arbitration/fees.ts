import { oracle, TLOSUSD_PAIR } from '@portal/chain/contracts/oracle/index'
import { MAX_ASSET_AMOUNT } from '../../chain/runtime/asset.ts'
import type { Ctx } from './types.ts'

// USD → TLOS as the contract computes it (chain-notes.md §1): `float(usd.amount * 10000 / median)`
// where usd.amount is int64 and median uint64, so the division is unsigned (a negative rate wraps
// to a huge number: chain-notes.md §2.1), the quotient goes through a 32-bit float, and asset(float)
// truncates it to int64 units.

const INT64_MAX = (1n << 63n) - 1n

/** tlosusdprice(): the `median` of delphioracle datapoints row id 1 in scope `tlosusd` (USD per TLOS × 10^4). */
export function tlosUsdPrice(ctx: Ctx): bigint {
  const row = ctx.foreignTable(oracle.tables.datapoints, TLOSUSD_PAIR).find(1n)
  // The contract dereferences find(1) unchecked; a devnet without the row fails cleanly instead.
  ctx.check(row, 'tlosusd price not found')
  return row ? BigInt(row.median) : 0n
}

/** TLOS units for USD units (4 decimals each) at `median`, bit-for-bit as the contract rounds. */
export function usdToTlosUnits(ctx: Ctx, usdUnits: bigint, median: bigint): bigint {
  ctx.check(median !== 0n, 'divide by zero')
  const numerator = BigInt.asUintN(64, BigInt.asIntN(64, usdUnits * 10_000n))
  const asFloat = Math.fround(Number(numerator / median))
  const truncated = BigInt(Math.trunc(asFloat))
  const units = truncated > INT64_MAX ? INT64_MAX : truncated
  ctx.check(units <= MAX_ASSET_AMOUNT, 'magnitude of asset amount must be less than 2^62')
  return units
}

/** `estimated_hours * hourly_rate` (eosio::asset operator* with its overflow checks). */
export function offerCostUsdUnits(ctx: Ctx, hours: number, rateUnits: bigint): bigint {
  const product = BigInt(hours) * rateUnits
  ctx.check(product <= MAX_ASSET_AMOUNT, 'multiplication overflow')
  ctx.check(product >= -MAX_ASSET_AMOUNT, 'multiplication underflow')
  return product
}
