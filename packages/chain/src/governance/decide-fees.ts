import { formatUnits, parseAsset, parseAssetUnits } from '../assets.ts'

// Ballot and DAO creation fees (product.md §9): read from telos.decide's config `fees` map (keys `ballot`
// and `treasury`), paid as a TLOS transfer with memo `fees-deposit` in the same transaction.

/** The fee for `key` from the config's fees map ("10.0000 TLOS"), or undefined when the config lacks it. */
export function decideFee(
  fees: readonly { key: string; value: string }[] | undefined,
  key: 'ballot' | 'treasury',
): string | undefined {
  const value = fees?.find((fee) => fee.key === key)?.value
  return parseAsset(value) ? value : undefined
}

/** How much of the fee's token the account lacks to pay `fee` from `liquid` (undefined when it is covered or the fee unreadable). */
export function feeShortfall(liquid: string | undefined, fee: string): string | undefined {
  const asset = parseAsset(fee)
  if (!asset) return undefined
  const held = parseAssetUnits(liquid, asset.symbol.toString()) ?? 0n
  if (held >= asset.units) return undefined
  return `${formatUnits(asset.units - held, asset.symbol.precision)} ${asset.symbol.name}`
}
