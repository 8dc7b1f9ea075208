import { useQueries, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { parseAsset, parseSymbol } from '@portal/chain/assets'
import { token } from '@portal/chain/contracts/token/index'
import { secureToken } from '@portal/chain/contracts/secure-token/index'
import { tokenManager } from '@portal/chain/contracts/token-manager/index'
import { contractAccount, tableQuery } from '@/lib/chain/table-query.ts'
import { compareCodeUnits } from '@portal/chain/order'

// What the user can send: their balances on eosio.token (TLOS and any other system token) and on
// every contract the token manager lists tokens on (secure.token, or another eosio.token copy).

/** One balance the user holds: where it lives, its symbol, and the amount as the chain writes it. */
export type Holding = { key: string; contract: string; code: string; precision: number; balance: string }

/** Rows per read, as the token manager list is read (product.md §9). */
const ROWS_PER_READ = 1000

/** TLOS first (even at zero: it is what most transfers send), then the others by symbol and contract. */
export function arrangeHoldings(
  holdings: readonly Holding[],
  core: { contract: string; code: string },
): Holding[] {
  const isCore = (holding: Holding) => holding.contract === core.contract && holding.code === core.code
  const list = holdings.some(isCore)
    ? [...holdings]
    : [
        { key: `${core.contract}:${core.code}`, ...core, precision: 4, balance: `0.0000 ${core.code}` },
        ...holdings,
      ]
  return list.toSorted(
    (a, b) =>
      Number(isCore(b)) - Number(isCore(a)) ||
      compareCodeUnits(a.code, b.code) ||
      compareCodeUnits(a.contract, b.contract),
  )
}

type BalanceResult = { data?: { balance: string }[] | undefined; isPending: boolean; isError: boolean }

/** The contracts to read balances on, core first, as one string (a stable dependency). */
function contractsOf(
  rows: readonly { token_symbol: string; contract_account: string }[],
  core: string,
): string {
  const others = new Set(
    rows
      .filter((row) => parseSymbol(row.token_symbol) !== undefined && row.contract_account !== core)
      .map((row) => row.contract_account),
  )
  return [core, ...[...others].toSorted()].join(' ')
}

/** Turns the balance reads (one per contract, in `contractList` order) into the holdings. */
function combineHoldings(contractList: string, core: string) {
  const contracts = contractList.split(' ')
  return (results: BalanceResult[]) => {
    const holdings = results.flatMap((result, index) =>
      (result.data ?? []).flatMap((row): Holding[] => {
        const asset = parseAsset(row.balance)
        const contract = contracts[index] ?? ''
        if (!asset) return []
        const { name: code, precision } = asset.symbol
        return [{ key: `${contract}:${code}`, contract, code, precision, balance: asset.toString() }]
      }),
    )
    return {
      holdings: arrangeHoldings(holdings, { contract: core, code: 'TLOS' }),
      // TLOS (the first read) is enough to start; other tokens join the list as their reads answer.
      pending: results[0]?.isPending ?? true,
      failed: results[0]?.isError ?? false,
    }
  }
}

/** The user's holdings, TLOS first; `pending` until the TLOS balance has been read. */
export function useHoldings(account: string): { holdings: Holding[]; pending: boolean; failed: boolean } {
  const tokens = useQuery(tableQuery(tokenManager.tables.tokens, { limit: ROWS_PER_READ, all: true }))
  const core = contractAccount(token.tables.accounts)
  const contractList = contractsOf(tokens.data ?? [], core)
  // Stable while the contracts stay the same, so the holdings are rebuilt only when a read brings data.
  const combine = useMemo(() => combineHoldings(contractList, core), [contractList, core])
  const balances = useQueries({
    queries: contractList.split(' ').map((contract) =>
      // The same reads as /tokens: secure.token's descriptor fits every eosio.token copy.
      tableQuery(contract === core ? token.tables.accounts : secureToken.tables.accounts, {
        ...(contract === core ? {} : { account: contract }),
        scope: account,
        limit: ROWS_PER_READ,
        all: true,
      }),
    ),
    combine,
  })
  return balances
}
