import {
  MAX_ASSET_AMOUNT,
  formatAsset,
  isValidSymbolCode,
  parseAsset,
  parseSymbol,
  symbolCodeKey,
  type Amount,
} from '../../chain/runtime/asset.ts'
import { chainErrors } from '../../chain/errors.ts'

// eosio::asset arithmetic with the CDT's own assertion messages, so mismatched symbols and
// overflows fail the way the compiled contract fails.

export type { Amount }
export { parseAsset }

export const asset = (amount: bigint, precision: number, code: string): Amount => {
  if (amount < -MAX_ASSET_AMOUNT || amount > MAX_ASSET_AMOUNT) {
    throw chainErrors.assert('magnitude of asset amount must be less than 2^62')
  }
  return { amount, precision, code }
}

/** `4,TLOS` → an Amount of zero in that symbol. */
export const zeroOf = (symbol: string): Amount => {
  const { precision, code } = parseSymbol(symbol)
  return { amount: 0n, precision, code }
}

/** 0.0000 TLOS, for symbol checks. */
export const tlosZero: Amount = { amount: 0n, precision: 4, code: 'TLOS' }

export const sameSymbol = (a: Amount, b: Amount) => a.precision === b.precision && a.code === b.code

export const symbolText = (value: Amount) => `${value.precision},${value.code}`

export const text = (value: Amount) => formatAsset(value.amount, value.precision, value.code)

export function add(a: Amount, b: Amount): Amount {
  if (!sameSymbol(a, b)) throw chainErrors.assert('attempt to add asset with different symbol')
  const sum = a.amount + b.amount
  if (sum < -MAX_ASSET_AMOUNT) throw chainErrors.assert('addition underflow')
  if (sum > MAX_ASSET_AMOUNT) throw chainErrors.assert('addition overflow')
  return { ...a, amount: sum }
}

export function sub(a: Amount, b: Amount): Amount {
  if (!sameSymbol(a, b)) throw chainErrors.assert('attempt to subtract asset with different symbol')
  const difference = a.amount - b.amount
  if (difference < -MAX_ASSET_AMOUNT) throw chainErrors.assert('subtraction underflow')
  if (difference > MAX_ASSET_AMOUNT) throw chainErrors.assert('subtraction overflow')
  return { ...a, amount: difference }
}

/** a - b as a number sign, after the CDT's symbol check for comparisons. */
export function compare(a: Amount, b: Amount): number {
  if (!sameSymbol(a, b))
    throw chainErrors.assert('comparison of assets with different symbols is not allowed')
  return a.amount === b.amount ? 0 : a.amount < b.amount ? -1 : 1
}

/** asset::is_valid. */
export const isValidAmount = (value: Amount) =>
  value.amount >= -MAX_ASSET_AMOUNT && value.amount <= MAX_ASSET_AMOUNT && isValidSymbolCode(value.code)

/** The primary key telos.decide uses for treasuries, voters and deposits: the symbol code's raw value. */
export const codeKey = (value: Amount | { code: string }) => symbolCodeKey(value.code)

/** Integer square root (floor), as `sqrtl` truncated to int64. */
export function isqrt(value: bigint): bigint {
  if (value < 2n) return value < 0n ? 0n : value
  let x = BigInt(Math.floor(Math.sqrt(Number(value))))
  while (x * x > value) x--
  while ((x + 1n) * (x + 1n) <= value) x++
  return x
}
