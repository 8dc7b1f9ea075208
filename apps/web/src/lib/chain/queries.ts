import { queryOptions } from '@tanstack/react-query'
import { chainClient } from './chain.ts'
import type { TableRowsParams } from './chain-client.ts'
import { chainKeys } from './chain-keys.ts'

/** Rows of one table page, keyed so the actions that write the table invalidate it. */
export const tableRowsQuery = <Row>(params: TableRowsParams) => {
  const { code, table, scope, ...rest } = params
  return queryOptions({
    queryKey: chainKeys.rows({ contract: code, table, scope }, rest),
    queryFn: ({ signal }) => chainClient().getTableRows<Row>({ code, table, scope, ...rest }, { signal }),
  })
}

/** An account as get_account answers it. */
export const accountQuery = (accountName: string) =>
  queryOptions({
    queryKey: chainKeys.account(accountName),
    queryFn: ({ signal }) => chainClient().getAccount(accountName, { signal }),
  })

/** The chain's get_info. */
export const chainInfoQuery = () =>
  queryOptions({
    queryKey: chainKeys.info(),
    queryFn: ({ signal }) => chainClient().getInfo({ signal }),
  })
