import * as Antelope from '@wharfkit/antelope'

type ABIDecoder = Antelope.ABIDecoder
type ABIEncoder = Antelope.ABIEncoder

/**
 * Assets read and written without Wharf Kit's big-number objects, for abi-walk.ts. A token transfer
 * decodes and encodes about ten assets (its quantity, two balances read and written, their history
 * and trace renderings), and Wharf Kit makes each amount through bn.js with range checks: about a
 * tenth of the node's time on a transfer. The amount is a plain int64 here; the symbol, a small set,
 * is made by Wharf Kit once per symbol and kept, so a symbol it refuses is refused the same way.
 * The text and bytes are Wharf Kit's (Asset.toString, Asset.toABI); anything outside the plain form
 * `-?digits[.digits] CODE` is left to Wharf Kit.
 */

type SymbolParts = { name: string; precision: number; bytes: Uint8Array }

const symbolsByBytes = new Map<bigint, SymbolParts>()
const symbolsByText = new Map<string, SymbolParts>()
const MAX_SYMBOLS = 1_000

const scratch = new Uint8Array(16)
const scratchView = new DataView(scratch.buffer)

const INT64_MIN = -(1n << 63n)
const INT64_MAX = (1n << 63n) - 1n

/** An asset's 16 bytes as Wharf Kit's `Asset.fromABI(decoder).toString()` gives it. */
export function readAssetText(decoder: ABIDecoder): string {
  const bytes = decoder.readArray(16)
  const view = new DataView(bytes.buffer, bytes.byteOffset, 16)
  const units = view.getBigInt64(0, true)
  const symbol = symbolOfBytes(view.getBigUint64(8, true), bytes)
  return `${formatUnits(units, symbol.precision)} ${symbol.name}`
}

/**
 * Writes an asset given as text the way Wharf Kit's `Asset.from(text).toABI(encoder)` does; false
 * (nothing written) for text outside the plain form or out of int64's range, for Wharf Kit to handle.
 */
export function writeAssetText(text: string, encoder: ABIEncoder): boolean {
  const asset = plainAsset(text)
  if (!asset) return false
  scratchView.setBigInt64(0, asset.units, true)
  scratch.set(asset.symbol.bytes, 8)
  // writeArray copies the bytes into the encoder's own buffer.
  encoder.writeArray(scratch)
  return true
}

/**
 * An asset's units, precision and symbol code as Wharf Kit's `Asset.from(text)` reads them; undefined
 * for text outside the plain form or out of int64's range (Wharf Kit then reads or refuses it).
 * Throws Wharf Kit's error for a symbol it refuses.
 */
export function readPlainAsset(text: string): { units: bigint; precision: number; code: string } | undefined {
  const asset = plainAsset(text)
  return asset && { units: asset.units, precision: asset.symbol.precision, code: asset.symbol.name }
}

function plainAsset(text: string): { units: bigint; symbol: SymbolParts } | undefined {
  const match = PLAIN_ASSET.exec(text)
  if (!match) return undefined
  const [, whole = '', fraction = '', name = ''] = match
  const units = BigInt(whole + fraction)
  if (units < INT64_MIN || units > INT64_MAX) return undefined
  return { units, symbol: symbolOfText(name, fraction.length) }
}

/** Wharf Kit's Asset.fromString splits on the one space and the one dot; precision at most 18. */
const PLAIN_ASSET = /^(-?\d{1,19})(?:\.(\d{1,18}))? ([A-Z]{1,7})$/

/** Asset.formatUnits: the digits with the precision's dot, zero-padded before it. */
function formatUnits(units: bigint, precision: number): string {
  const negative = units < 0n
  let digits = (negative ? -units : units).toString()
  if (digits.length <= precision) digits = digits.padStart(precision + 1, '0')
  if (precision > 0) digits = `${digits.slice(0, digits.length - precision)}.${digits.slice(-precision)}`
  return negative ? `-${digits}` : digits
}

/** The symbol whose 8 bytes (little-endian `key`) end `asset`, made by Wharf Kit on first sight. */
function symbolOfBytes(key: bigint, asset: Uint8Array): SymbolParts {
  let symbol = symbolsByBytes.get(key)
  if (symbol === undefined) {
    // Throws Wharf Kit's error for a precision over 18 or a code that is not A-Z.
    symbol = parts(Antelope.Asset.Symbol.fromABI(new Antelope.ABIDecoder(asset.slice(8, 16))))
    if (symbolsByBytes.size >= MAX_SYMBOLS) symbolsByBytes.clear()
    symbolsByBytes.set(key, symbol)
  }
  return symbol
}

function symbolOfText(name: string, precision: number): SymbolParts {
  const key = `${precision},${name}`
  let symbol = symbolsByText.get(key)
  if (symbol === undefined) {
    symbol = parts(Antelope.Asset.Symbol.fromParts(name, precision))
    if (symbolsByText.size >= MAX_SYMBOLS) symbolsByText.clear()
    symbolsByText.set(key, symbol)
  }
  return symbol
}

function parts(symbol: Antelope.Asset.Symbol): SymbolParts {
  const encoder = new Antelope.ABIEncoder(8)
  symbol.toABI(encoder)
  return { name: symbol.name, precision: symbol.precision, bytes: encoder.getData() }
}
