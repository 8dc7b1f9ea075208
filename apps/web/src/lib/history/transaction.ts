import { queryOptions } from '@tanstack/react-query'
import { getNetwork } from '@/config/network.ts'
import { getJson } from '@/lib/chain/chain-client.ts'

/** One action of a transaction as Hyperion's get_transaction lists it. */
export type HistoryAction = {
  act: {
    account: string
    name: string
    authorization: { actor: string; permission: string }[]
    data: unknown
  }
  block_num: number
  timestamp?: string
  '@timestamp'?: string
  global_sequence?: number | string
}

/** Hyperion's get_transaction answer. */
export type HistoryTransaction = { trx_id?: string; executed?: boolean; actions: HistoryAction[] }

/** A transaction from the history API, by id. */
export const historyTransactionQuery = (id: string) =>
  queryOptions({
    queryKey: ['history', 'transaction', id],
    queryFn: ({ signal }) =>
      getJson<HistoryTransaction>(
        `${getNetwork().historyUrl}/v2/history/get_transaction?id=${encodeURIComponent(id)}`,
        { signal },
      ),
    retry: false,
  })
