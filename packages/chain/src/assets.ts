// Amounts are kept as integer base units (bigint) and only turned into text at the edges, so sums,
// fees and top-ups never drift the way binary floating point does (0.1 + 0.2). Parsing is done here
// rather than with Wharf Kit's Asset so that pages which only read the chain do not download Wharf.

/** Symbol of the chain's core token: 4 decimals. */
export const TLOS_SYMBOL = '4,TLOS'
/** Symbol of the voting token of the VOTE treasury: 4 decimals. */
export const VOTE_SYMBOL = '4,VOTE'
/** Symbol the arbitration contract prices fees and offers in: 4 decimals. */
export const USD_SYMBOL = '4,USD'
/** Decimals of TLOS, VOTE and USD amounts. */
export const CORE_PRECISION = 4
/** Most decimals an Antelope symbol can carry. */
export const MAX_PRECISION = 18

/** A token symbol: its decimals and its code (`4,TLOS`). */
export interface AssetSymbol {
  readonly precision: number
  readonly name: string
  /** `"4,TLOS"` */
  toString(): string
}

/** A chain asset held as integer base units of its symbol. */
export interface ChainAsset {
  readonly units: bigint
  readonly symbol: AssetSymbol
  /** `"10.0000 TLOS"` */
  toString(): string
}

const ASSET_TEXT = /^(-?)(\d{1,19})(?:\.(\d{1,18}))? ([A-Z]{1,7})$/
const SYMBOL_TEXT = /^(\d{1,2}),([A-Z]{1,7})$/
const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?$/
const INT64_MAX = 2n ** 63n - 1n
const INT64_MIN = -(2n ** 63n)

function makeSymbol(precision: number, name: string): AssetSymbol {
  return { precision, name, toString: () => `${precision},${name}` }
}

function makeAsset(units: bigint, symbol: AssetSymbol): ChainAsset {
  return { units, symbol, toString: () => `${formatUnits(units, symbol.precision)} ${symbol.name}` }
}

/** Parses a chain asset such as `"10.0000 TLOS"`; undefined for anything else (never throws). */
export function parseAsset(value: unknown): ChainAsset | undefined {
  if (typeof value !== 'string' || value.length > 48) return undefined
  const match = ASSET_TEXT.exec(value)
  if (!match) return undefined
  const [, sign = '', whole = '', fraction = '', name = ''] = match
  const units = BigInt(`${sign}${whole}${fraction}`)
  if (units > INT64_MAX || units < INT64_MIN) return undefined
  return makeAsset(units, makeSymbol(fraction.length, name))
}

/** Parses a symbol such as `"4,VOTE"`; undefined for anything else (never throws). */
export function parseSymbol(value: unknown): AssetSymbol | undefined {
  if (typeof value !== 'string' || value.length > 10) return undefined
  const match = SYMBOL_TEXT.exec(value)
  if (!match || Number(match[1]) > MAX_PRECISION) return undefined
  return makeSymbol(Number(match[1]), match[2] ?? '')
}

/** The integer base units of an asset (`"15.3846 TLOS"` → `153846n`). */
export function assetUnits(asset: ChainAsset): bigint {
  return asset.units
}

/** The base units of an asset string, or undefined when it is not an asset (or not of `symbol`, when given). */
export function parseAssetUnits(value: unknown, symbol?: string): bigint | undefined {
  const asset = parseAsset(value)
  if (!asset) return undefined
  if (symbol !== undefined && asset.symbol.toString() !== symbol) return undefined
  return asset.units
}

/** Base units written with `precision` decimals (`153846n, 4` → `"15.3846"`). */
export function formatUnits(units: bigint, precision: number): string {
  const digits = (units < 0n ? -units : units).toString().padStart(precision + 1, '0')
  const whole = digits.slice(0, digits.length - precision)
  const text = precision > 0 ? `${whole}.${digits.slice(digits.length - precision)}` : whole
  return units < 0n ? `-${text}` : text
}

/** An asset string from base units and a symbol (`153846n, "4,TLOS"` → `"15.3846 TLOS"`); throws on a bad symbol or overflow. */
export function formatAsset(units: bigint, symbol: string): string {
  const parsed = parseSymbol(symbol)
  if (!parsed) throw new Error(`Invalid symbol: ${symbol.slice(0, 20)}`)
  if (units > INT64_MAX || units < INT64_MIN) throw new Error('Asset amount overflows int64')
  return makeAsset(units, parsed).toString()
}

/**
 * Converts a decimal amount (string or number) to base units with `precision` decimals, rounding
 * half away from zero; undefined for text that is not a plain decimal or does not fit in int64.
 */
export function toUnits(amount: unknown, precision: number): bigint | undefined {
  const text = decimalText(amount)
  if (text === undefined || !Number.isInteger(precision) || precision < 0 || precision > MAX_PRECISION) {
    return undefined
  }
  const match = DECIMAL_TEXT.exec(text)
  if (!match) return undefined
  const [, sign = '', whole = '', fraction = ''] = match
  if (whole === '' && fraction === '') return undefined
  const kept = fraction.slice(0, precision).padEnd(precision, '0')
  let units = BigInt((whole.replace(/^0+/, '') || '0') + kept)
  if ((fraction[precision] ?? '0') >= '5') units += 1n
  if (units > INT64_MAX) return undefined
  return sign === '-' ? -units : units
}

/** Like toUnits, but undefined when the amount has more decimals than `precision` allows. */
export function toExactUnits(amount: unknown, precision: number): bigint | undefined {
  const text = decimalText(amount)
  if (text === undefined) return undefined
  const fraction = text.split('.')[1] ?? ''
  if (fraction.replace(/0+$/, '').length > precision) return undefined
  return toUnits(text, precision)
}

/** An amount written with exactly the token's decimals (`"10", 4` → `"10.0000"`); undefined when it is not a number. */
export function formatAmount(amount: unknown, precision: number): string | undefined {
  const units = toUnits(amount, precision)
  return units === undefined ? undefined : formatUnits(units, precision)
}

/** A TLOS asset string from base units (`100000n` → `"10.0000 TLOS"`). */
export function formatTlos(units: bigint): string {
  return `${formatUnits(units, CORE_PRECISION)} TLOS`
}

/** A VOTE asset string from base units (`12345n` → `"1.2345 VOTE"`). */
export function formatVote(units: bigint): string {
  return `${formatUnits(units, CORE_PRECISION)} VOTE`
}

/** A USD amount with 4 decimals and the " USD" suffix, as offers and fees carry it (`12.5` → `"12.5000 USD"`). */
export function formatUsd(amount: unknown): string | undefined {
  const text = formatAmount(amount, CORE_PRECISION)
  return text === undefined ? undefined : `${text} USD`
}

/** An account's liquid TLOS as get_account reports it, or `"0.0000 TLOS"` when nodeos omits core_liquid_balance. */
export function liquidBalanceOrZero(value: unknown): string {
  const asset = parseAsset(value)
  return asset && asset.symbol.toString() === TLOS_SYMBOL ? asset.toString() : '0.0000 TLOS'
}

/** True for a token symbol code the token manager accepts: 2 to 6 capital letters A–Z. */
export function isTokenSymbolCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Z]{2,6}$/.test(value)
}

/** True for a token's number of decimals: a whole number from 2 to 9. */
export function isTokenDecimals(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 2 && value <= 9
}

function decimalText(amount: unknown): string | undefined {
  if (typeof amount === 'bigint') return amount.toString()
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount) || Math.abs(amount) >= 1e21) return undefined
    // String() gives the shortest text that reads back as the same double (0.1 + 0.2 →
    // "0.30000000000000004"), which rounding then trims; tiny values come out in exponent form.
    const text = String(amount)
    return text.includes('e') ? amount.toFixed(20) : text
  }
  if (typeof amount !== 'string' || amount.length > 64) return undefined
  return amount.trim()
}
