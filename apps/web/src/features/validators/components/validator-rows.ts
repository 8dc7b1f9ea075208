import type { ProducerValidation } from '../api/producer-validation.ts'
import type { ProducerRow } from '../api/producers.ts'
import { compareCodeUnits } from '@portal/chain/order'

/** A table row: the chain's producer row, its validation entry if any, and its votes as a number. */
export type ValidatorRow = {
  row: ProducerRow & { rank: number }
  info: ProducerValidation | undefined
  votes: number
}

/** The columns the table sorts by. */
export type SortKey = 'rank' | 'owner' | 'country' | 'votes' | 'produced' | 'missed' | 'missedPercent'

function missedPercent(info: ProducerValidation | undefined): number {
  const produced = info?.producedBlocks ?? 0
  const missed = info?.missedBlocks ?? 0
  return produced + missed === 0 ? -1 : missed / (produced + missed)
}

/** Ascending order by `key`; unknown values sort first, ties by rank. */
export function compareValidators(a: ValidatorRow, b: ValidatorRow, key: SortKey): number {
  const byKey = (() => {
    switch (key) {
      case 'rank':
        return a.row.rank - b.row.rank
      case 'owner':
        return compareCodeUnits(a.row.owner, b.row.owner)
      case 'country':
        return compareCodeUnits(a.info?.country ?? '', b.info?.country ?? '')
      case 'votes':
        return a.votes - b.votes
      case 'produced':
        return (a.info?.producedBlocks ?? -1) - (b.info?.producedBlocks ?? -1)
      case 'missed':
        return (a.info?.missedBlocks ?? -1) - (b.info?.missedBlocks ?? -1)
      case 'missedPercent':
        return missedPercent(a.info) - missedPercent(b.info)
    }
  })()
  return byKey || a.row.rank - b.row.rank
}
