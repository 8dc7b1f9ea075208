import { queryOptions } from '@tanstack/react-query'
import { getTransaction, historyKeys, type HistoryActionEntry } from './history-client.ts'

/** One action of a transaction as Hyperion's get_transaction lists it. */
export type HistoryAction = HistoryActionEntry

/** A transaction from the history API, by id. */
export const historyTransactionQuery = (id: string) =>
  queryOptions({
    queryKey: historyKeys.transaction(id),
    queryFn: ({ signal }) => getTransaction(id, { signal }),
    retry: false,
  })
