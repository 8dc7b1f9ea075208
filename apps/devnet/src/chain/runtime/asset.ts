import { Asset } from '@wharfkit/antelope'
import { readPlainAsset } from '../asset-bytes.ts'
import { chainErrors } from '../errors.ts'

/** An asset as integer units and its symbol, for exact arithmetic in contracts. */
export type Amount = { amount: bigint; precision: number; code: string }

/** Largest asset amount (eosio::asset::max_amount = 2^62 - 1). */
export const MAX_ASSET_AMOUNT = (1n << 62n) - 1n

/** Parses an asset string (`1.0000 TLOS`); a malformed one fails the transaction. */
export function parseAsset(text: string): Amount {
  const known = parsedAssets.get(text)
  if (known) return { ...known }
  let parsed: Amount
  try {
    parsed = readAsset(text)
  } catch {
    throw chainErrors.assert(`invalid asset ${text}`)
  }
  // Balances and quantities repeat across actions; parsing them through the library is the slow part.
  if (parsedAssets.size > 10000) parsedAssets.clear()
  parsedAssets.set(text, parsed)
  return { ...parsed }
}

const parsedAssets = new Map<string, Amount>()

/** The plain form (`-?digits[.digits] CODE`) without big numbers (asset-bytes.ts); others through Wharf Kit. */
function readAsset(text: string): Amount {
  const plain = readPlainAsset(text)
  if (plain) return { amount: plain.units, precision: plain.precision, code: plain.code }
  const asset = Asset.from(text)
  return {
    amount: BigInt(asset.units.toString()),
    precision: asset.symbol.precision,
    code: asset.symbol.code.toString(),
  }
}

/** Formats units of a symbol as an asset string (`10000` of 4,TLOS → `1.0000 TLOS`). */
export function formatAsset(amount: bigint, precision: number, code: string): string {
  const negative = amount < 0n
  const digits = (negative ? -amount : amount).toString().padStart(precision + 1, '0')
  const whole = precision > 0 ? digits.slice(0, -precision) : digits
  const fraction = precision > 0 ? `.${digits.slice(-precision)}` : ''
  return `${negative ? '-' : ''}${whole}${fraction} ${code}`
}

/** An Amount back to its string form. */
export function assetString(value: Amount): string {
  return formatAsset(value.amount, value.precision, value.code)
}

/** `4,TLOS` → precision and code. */
export function parseSymbol(text: string): { precision: number; code: string } {
  const symbol = Asset.Symbol.from(text)
  return { precision: symbol.precision, code: symbol.code.toString() }
}

/** The uint64 key of a symbol code (`TLOS`), as eosio.token keys `stat` and `accounts`. */
export function symbolCodeKey(code: string): bigint {
  let key = symbolCodeKeys.get(code)
  if (key === undefined) {
    key = BigInt(Asset.SymbolCode.from(code).value.toString())
    if (symbolCodeKeys.size > 1000) symbolCodeKeys.clear()
    symbolCodeKeys.set(code, key)
  }
  return key
}

const symbolCodeKeys = new Map<string, bigint>()

/** eosio::symbol::is_valid: 1–7 upper-case letters. */
export function isValidSymbolCode(code: string): boolean {
  return /^[A-Z]{1,7}$/.test(code)
}

/** eosio::asset::is_valid: amount within ±max_amount and a valid symbol. */
export function isValidAsset(value: Amount): boolean {
  return (
    value.amount >= -MAX_ASSET_AMOUNT && value.amount <= MAX_ASSET_AMOUNT && isValidSymbolCode(value.code)
  )
}
