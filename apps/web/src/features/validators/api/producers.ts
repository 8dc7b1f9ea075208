import { useQuery } from '@tanstack/react-query'
import { REFRESH_INTERVAL_MS } from '@portal/chain/constants'
import type { RowOf } from '@portal/chain/contracts/define'
import { system } from '@portal/chain/contracts/system/index'
import { tableQuery } from '@/lib/chain/table-query.ts'
import { compareCodeUnits } from '@portal/chain/order'

/** An eosio `producers` row. */
export type ProducerRow = RowOf<typeof system.tables.producers>

/** Every registered validator (eosio `producers`, scope eosio), read to the end of the table. */
export const producersQuery = () => tableQuery(system.tables.producers, { limit: 100, all: true })

export const useProducers = () => useQuery({ ...producersQuery(), refetchInterval: REFRESH_INTERVAL_MS })

/** Vote weights are float64 strings (or numbers); anything unreadable counts as no votes. */
export function votesOf(row: Pick<ProducerRow, 'total_votes'>): number {
  const value = Number(row.total_votes)
  return Number.isFinite(value) && value > 0 ? value : 0
}

/** Active producers by total votes, highest first: their position is the rank the table shows. */
export function rankProducers<Row extends ProducerRow>(rows: readonly Row[]): (Row & { rank: number })[] {
  return rows
    .filter((row) => Number(row.is_active) === 1)
    .sort((a, b) => votesOf(b) - votesOf(a) || compareCodeUnits(a.owner, b.owner))
    .map((row, index) => ({ ...row, rank: index + 1 }))
}
