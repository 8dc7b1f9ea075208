import { Button } from '@/components/ui/button.tsx'
import { InputAdornment } from '@/components/ui/input-adornment.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { SearchIcon } from '@/components/ui/page-icons.tsx'
import { useQueries, useQuery } from '@tanstack/react-query'
import { useCallback, useDeferredValue, useMemo, useState } from 'react'
import { parseAsset } from '@portal/chain/assets'
import { QueryGate } from '@/components/query-gate.tsx'
import { RowsTable } from '@/components/scroll-table.tsx'
import {
  arrangeTokens,
  balancesQuery,
  listTokens,
  tokensQuery,
  type ListedToken,
} from '../api/token-reads.ts'
import type { TokenDialog, TokenDialogKind } from './token-dialogs.tsx'
import { TokenRow } from './token-row.tsx'
import { LazySlot, lazyPart, preloadOn } from '@/lib/lazy-part.tsx'
import { LazyTablePagination, usePaginationPreload } from '@/components/lazy-table-pagination.tsx'
import { useClientPages } from '@/components/use-client-pages.ts'
import styles from './tokens-view.module.css'

// The token forms (create, transfer, issue, retire, metadata) load when one is first opened.
const CreateTokenDialog = lazyPart(async () => (await import('./create-token-dialog.tsx')).CreateTokenDialog)
const TokenDialogs = lazyPart(async () => (await import('./token-dialogs.tsx')).TokenDialogs)

/** Rows on one page of the table. */
export const TOKENS_PER_PAGE = 25

/** The user's balance of each listed token, keyed like ListedToken.key (contract:CODE). */
function useBalances(tokens: readonly ListedToken[], account: string): ReadonlyMap<string, string> {
  const contractList = [...new Set(tokens.map((token) => token.row.contract_account))].toSorted().join(' ')
  const contracts = useMemo(() => (contractList === '' ? [] : contractList.split(' ')), [contractList])
  // A stable combine: the map is rebuilt only when a balance read brings new data.
  const combine = useCallback(
    (results: { data?: { balance: string }[] | undefined }[]) => {
      const balances = new Map<string, string>()
      results.forEach((result, index) => {
        for (const row of result.data ?? []) {
          const code = parseAsset(row.balance)?.symbol.name
          if (code) balances.set(`${contracts[index]}:${code}`, row.balance)
        }
      })
      return balances
    },
    [contracts],
  )
  return useQueries({ queries: contracts.map((contract) => balancesQuery(contract, account)), combine })
}

/** `/tokens`: every token the token manager lists, the user's own first, with search and creation. */
export function TokensView({ account }: { account: string }) {
  const tokens = useQuery(tokensQuery())
  // The pager is fetched while the tokens are read, so it is there when they arrive.
  usePaginationPreload()
  return (
    <QueryGate queries={[tokens]} what="tokens">
      {() => <TokenTable tokens={listTokens(tokens.data ?? [])} account={account} />}
    </QueryGate>
  )
}

function TokenTable({ tokens, account }: { tokens: ListedToken[]; account: string }) {
  const [search, setSearch] = useState('')
  const [creating, setCreating] = useState(false)
  const [dialog, setDialog] = useState<TokenDialog | null>(null)
  const balances = useBalances(tokens, account)
  const deferredSearch = useDeferredValue(search)
  const held = useMemo(() => new Set(balances.keys()), [balances])
  const shown = useMemo(
    () => arrangeTokens(tokens, { account, held, search: deferredSearch }),
    [tokens, account, held, deferredSearch],
  )
  // A new search starts again from the first page.
  const pages = useClientPages(shown, TOKENS_PER_PAGE, deferredSearch)
  const rows = pages.rows
  // Stable, so a row re-renders only when its own data changes.
  const openDialog = useCallback(
    (kind: TokenDialogKind, token: ListedToken) => setDialog({ kind, token }),
    [],
  )
  const taken = useMemo(() => new Set(tokens.map((token) => token.code)), [tokens])

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} className={styles.toolbar}>
        <TextField
          label="Search tokens"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          helperText="By symbol or name"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
          className={styles.search}
        />
        <Button variant="contained" onClick={() => setCreating(true)} {...preloadOn(CreateTokenDialog)}>
          Create token
        </Button>
      </Stack>
      <RowsTable
        label="Tokens"
        columns={['Token', 'Decimals', 'Supply / max supply', 'Owner', 'Contract', 'Your balance', 'Actions']}
        rowCount={rows.length}
        emptyText={search.trim() === '' ? 'No tokens yet.' : 'No token matches your search.'}
      >
        {rows.map((token) => (
          <TokenRow
            key={token.key}
            token={token}
            account={account}
            balance={balances.get(token.key)}
            onAction={openDialog}
          />
        ))}
      </RowsTable>
      {pages.paged && <LazyTablePagination {...pages.pagination} />}
      {creating && (
        <LazySlot open what="The token form" onFailed={() => setCreating(false)}>
          <CreateTokenDialog owner={account} takenSymbols={taken} onClose={() => setCreating(false)} />
        </LazySlot>
      )}
      {dialog && (
        <LazySlot open what="The token dialog" onFailed={() => setDialog(null)}>
          <TokenDialogs
            dialog={dialog}
            account={account}
            balance={balances.get(dialog.token.key)}
            onClose={() => setDialog(null)}
          />
        </LazySlot>
      )}
    </Stack>
  )
}
