import { TOKENS_PAGE_SIZE } from '@portal/chain/constants'
import { queryOptions } from '@tanstack/react-query'
import { parseAsset, parseSymbol } from '@portal/chain/assets'
import { secureToken } from '@portal/chain/contracts/secure-token/index'
import { tokenManager, type TokenRow } from '@portal/chain/contracts/token-manager/index'
import { singletonQuery, tableQuery, tableRowQuery } from '@/lib/chain/table-query.ts'
import { compareCodeUnits } from '@portal/chain/order'

// What /tokens reads: the token manager's list (1000 rows a read, every page), its config (the
// create price), the signed-in user's deposit row, and from each token's own contract its `stat`
// and the user's balances. Token contracts are eosio.token copies, so secure.token's descriptor
// reads any of them on the row's `contract_account`.

/** A listed token: its tokens row with the symbol's code and decimals parsed once. */
export type ListedToken = { row: TokenRow; code: string; precision: number; key: string }

/** Every token the token manager lists. */
export const tokensQuery = () =>
  tableQuery(tokenManager.tables.tokens, { limit: TOKENS_PAGE_SIZE, all: true })

/** The token manager's config (create price, admins), or null before `init`. */
export const tokenConfigQuery = () => singletonQuery(tokenManager.tables.config)

/** The user's TLOS deposit row with the token manager, or null when openacct was never sent. */
export const depositQuery = (account: string) =>
  tableRowQuery(tokenManager.tables.accounts, 'TLOS', { scope: account })

/** A token's `stat` row on its own contract (scope = symbol code). */
export const statQuery = (contract: string, code: string) =>
  queryOptions({
    ...tableQuery(secureToken.tables.stat, { account: contract, scope: code, limit: 1 }),
    select: (rows) => rows.find((row) => parseAsset(row.supply)?.symbol.name === code) ?? null,
  })

/** Every balance row `owner` has on one token contract. */
export const balancesQuery = (contract: string, owner: string) =>
  tableQuery(secureToken.tables.accounts, {
    account: contract,
    scope: owner,
    limit: TOKENS_PAGE_SIZE,
    all: true,
  })

/** The tokens rows the page can show (a row with an unreadable symbol is left out); key = contract + code. */
export function listTokens(rows: readonly TokenRow[]): ListedToken[] {
  return rows.flatMap((row) => {
    const symbol = parseSymbol(row.token_symbol)
    return symbol
      ? [
          {
            row,
            code: symbol.name,
            precision: symbol.precision,
            key: `${row.contract_account}:${symbol.name}`,
          },
        ]
      : []
  })
}

/**
 * The list as the page shows it: tokens the user owns first, then those they hold, then the rest,
 * each group by symbol; `search` keeps tokens whose symbol or name contains it (any case).
 */
export function arrangeTokens(
  tokens: readonly ListedToken[],
  options: { account: string | undefined; held: ReadonlySet<string>; search: string },
): ListedToken[] {
  const needle = options.search.trim().toLowerCase()
  const rank = (token: ListedToken) =>
    token.row.token_owner === options.account ? 0 : options.held.has(token.key) ? 1 : 2
  return tokens
    .filter(
      (token) =>
        needle === '' ||
        token.code.toLowerCase().includes(needle) ||
        token.row.token_name.toLowerCase().includes(needle),
    )
    .toSorted((a, b) => rank(a) - rank(b) || compareCodeUnits(a.code, b.code))
}
