import { compareCodeUnits } from '../order.ts'

/** The treasury (DAO) fields the ordering reads. */
export type TreasuryLike = {
  /** The treasury's supply or max_supply asset, e.g. "1000.0000 VOTE". */
  readonly max_supply: string
  readonly voters: number
}

/** The symbol code of a treasury ("VOTE" from "1000.0000 VOTE"). */
export function treasurySymbolCode(treasury: TreasuryLike): string {
  const parts = typeof treasury.max_supply === 'string' ? treasury.max_supply.split(' ') : []
  return parts.length === 2 ? (parts[1] ?? '') : ''
}

/** Treasuries in list order: the VOTE treasury last, the others by voters descending (then by symbol). */
export function sortTreasuries<T extends TreasuryLike>(treasuries: readonly T[]): T[] {
  const voters = (t: T) => (Number.isFinite(t.voters) ? t.voters : 0)
  return [...treasuries].sort((a, b) => {
    const aVote = treasurySymbolCode(a) === 'VOTE'
    const bVote = treasurySymbolCode(b) === 'VOTE'
    if (aVote !== bVote) return aVote ? 1 : -1
    return voters(b) - voters(a) || compareCodeUnits(treasurySymbolCode(a), treasurySymbolCode(b))
  })
}
