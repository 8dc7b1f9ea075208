import { useQuery } from '@tanstack/react-query'
import { TREASURIES_PAGE_SIZE } from '@portal/chain/constants'
import { decide } from '@portal/chain/contracts/decide/index'
import type { RowOf } from '@portal/chain/contracts/define'
import { tableQuery, tableRowQuery } from '@/lib/chain/table-query.ts'

/** A treasuries (DAO) row. */
export type Treasury = RowOf<typeof decide.tables.treasuries>

/** Every treasury, 100 a page (product.md §9), for the list's treasury filter. */
export const treasuriesQuery = () =>
  tableQuery(decide.tables.treasuries, { limit: TREASURIES_PAGE_SIZE, all: true })

export const useTreasuries = () => useQuery(treasuriesQuery())

/** One treasury by symbol code (`VOTE`), or null. */
export const treasuryQuery = (symbolCode: string) => tableRowQuery(decide.tables.treasuries, symbolCode)

export const useTreasury = (symbolCode: string) =>
  useQuery({ ...treasuryQuery(symbolCode), enabled: symbolCode !== '' })
