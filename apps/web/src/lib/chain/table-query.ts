import { queryOptions } from '@tanstack/react-query'
import type { PrimaryKeyType, RowOf, TableDescriptor } from '@portal/chain/contracts/define'
import { getNetwork } from '@/config/network.ts'
import { chainClient } from './chain.ts'
import { tableRowsBody, type TableRowsParams } from './chain-client.ts'
import { chainKeys, type TableRef } from './chain-keys.ts'
import { mapInSlices } from '../yield-to-main.ts'

// Every table read of every feature goes through here: the descriptor names the contract (by the
// network preset's key), the table, its scope rule and its indexes; rows are checked with the
// descriptor's schema. A malformed row is logged and left out rather than breaking a page, and a
// failed read is logged (product.md §8 shows most fetch failures only in the console) and still fails the
// query, so a view can say what it could not read.

/** The names of a table's secondary indexes, as the descriptor declares them. */
export type IndexName<T extends TableDescriptor> = T['indexes'][number]['name']

/** How a table is read: which scope, which index, which bounds, how many rows. */
export type TableRead<T extends TableDescriptor = TableDescriptor> = {
  /** Required unless the table lives in the contract's own scope. */
  scope?: string
  /** A secondary index by its C++ name (`bystatus`); the primary key when absent. */
  index?: IndexName<T>
  lowerBound?: string
  upperBound?: string
  /** Rows per read (nodeos's default of 10 is never what a page wants). */
  limit?: number
  reverse?: boolean
  /** Follows `next_key` to the end of the range instead of stopping after one read. */
  all?: boolean
  /**
   * Another account running the same contract, instead of the preset's (a token the token manager
   * lists lives on its own `contract_account`, which any eosio.token copy may be).
   */
  account?: string
}

/** A read of the range never needs more pages than this; the cap only guards against a looping `next_key`. */
const MAX_PAGES = 1000
const DEFAULT_LIMIT = 100

/** The account a descriptor's contract is deployed on in this build's network. */
export const contractAccount = (table: Pick<TableDescriptor, 'contract'>): string =>
  getNetwork().contracts[table.contract]

/** The cache reference of a table (every scope, or one): what an action's `writes` invalidate. */
export const tableRef = (table: TableDescriptor, scope?: string): TableRef => ({
  contract: contractAccount(table),
  table: table.name,
  ...(scope === undefined ? {} : { scope }),
})

function scopeOf(table: TableDescriptor, scope: string | undefined, account?: string): string {
  if (scope !== undefined) return scope
  if (table.scope !== 'contract' && table.scope !== 'any')
    throw new Error(`Reading ${table.name} needs a scope (${table.scope})`)
  return account ?? contractAccount(table)
}

/** The cache reference of a table as `read` reads it (on the preset's account or the one it names). */
const readRef = (table: TableDescriptor, account: string | undefined): TableRef =>
  account === undefined ? tableRef(table) : { contract: account, table: table.name }

/**
 * Rows that pass the table's schema; the others are logged and left out. Parsed in slices of a few
 * milliseconds (lib/yield-to-main.ts): a page's first reads often answer together, and a hundred rows
 * of a table each checked with zod add up to a long task on a phone.
 */
export async function parseRows<T extends TableDescriptor>(
  table: T,
  rows: readonly unknown[],
): Promise<RowOf<T>[]> {
  const results = await mapInSlices(rows, (row) => table.row.safeParse(row))
  const parsed: RowOf<T>[] = []
  for (const result of results) {
    if (result.success) parsed.push(result.data as RowOf<T>)
    else console.warn(`Skipping a malformed ${table.name} row`, result.error.issues[0])
  }
  return parsed
}

/** Runs a read and logs its failure (unless the caller aborted it); the failure still propagates. */
export async function logReadFailure<Result>(
  what: string,
  signal: AbortSignal | undefined,
  read: () => Promise<Result>,
): Promise<Result> {
  try {
    return await read()
  } catch (error) {
    if (!signal?.aborted) console.warn(`Could not read ${what}:`, error)
    throw error
  }
}

function indexParams(table: TableDescriptor, index: string | undefined): Partial<TableRowsParams> {
  if (index === undefined) return {}
  const found = table.indexes.find((candidate) => candidate.name === index)
  if (found === undefined) throw new Error(`${table.name} has no index ${index}`)
  return { index_position: String(found.position), key_type: found.keyType }
}

/**
 * get_table_rows' `key_type` for bounds on a primary key. nodeos reads a primary bound as a number
 * first, then as a name, then as a symbol code, unless `key_type` is `name`: so "12345", a valid
 * account or ballot name, is read as the number 12345 and misses its row without it.
 */
const PRIMARY_KEY_TYPE = {
  name: 'name',
  uint64: 'i64',
  symbol_code: 'i64', // an upper-case code is no number and no name: nodeos reads it as a symbol code
} as const satisfies Record<PrimaryKeyType, string>

/** A read with its scope settled; `byPrimaryKey` bounds it to one primary key, typed as the table types it. */
type ScopedRead = TableRead & { scope: string; byPrimaryKey?: boolean }

function keyParams(table: TableDescriptor, read: ScopedRead): Partial<TableRowsParams> {
  if (read.index !== undefined) return indexParams(table, read.index)
  // Only for one-key reads: next_key comes back as a number whatever the key type, so a page
  // that follows it must not read it as a name.
  if (!read.byPrimaryKey || table.primaryKeyType === undefined) return {}
  return { key_type: PRIMARY_KEY_TYPE[table.primaryKeyType] }
}

/** The parameters of a read's first page: the same for the query and the route-preload script. */
function firstPage(table: TableDescriptor, read: ScopedRead): TableRowsParams {
  return {
    code: read.account ?? contractAccount(table),
    table: table.name,
    scope: read.scope,
    limit: read.limit ?? DEFAULT_LIMIT,
    ...keyParams(table, read),
    ...(read.reverse ? { reverse: true } : {}),
    ...(read.lowerBound === undefined ? {} : { lower_bound: read.lowerBound }),
    ...(read.upperBound === undefined ? {} : { upper_bound: read.upperBound }),
  }
}

/**
 * What a table query carries for the build: the body of its first get_table_rows request, which the
 * route-preload script sends for the routes that read it first (src/app/first-reads.ts).
 */
export type FirstReadMeta = { firstRead: ReturnType<typeof tableRowsBody> }

const firstReadMeta = (table: TableDescriptor, read: ScopedRead): FirstReadMeta => ({
  firstRead: tableRowsBody(firstPage(table, read)),
})

/** Reads a range of a table's rows (one read, or every page when `all`), parsed with its schema. */
export function readTableRows<T extends TableDescriptor>(
  table: T,
  read: TableRead<T> = {},
  signal?: AbortSignal,
): Promise<RowOf<T>[]> {
  return readRows(table, read, signal)
}

function readRows<T extends TableDescriptor>(
  table: T,
  read: TableRead<T> & { byPrimaryKey?: boolean },
  signal: AbortSignal | undefined,
): Promise<RowOf<T>[]> {
  const scope = scopeOf(table, read.scope, read.account)
  return logReadFailure(`the ${table.name} table`, signal, async () => {
    const { lower_bound: _lower, upper_bound: _upper, ...base } = firstPage(table, { ...read, scope })
    let lower = read.lowerBound
    let upper = read.upperBound
    const rows: unknown[] = []
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const answer = await chainClient().getTableRows<unknown>(
        {
          ...base,
          ...(lower === undefined ? {} : { lower_bound: lower }),
          ...(upper === undefined ? {} : { upper_bound: upper }),
        },
        { signal },
      )
      rows.push(...answer.rows)
      if (!read.all || !answer.more || answer.next_key === '') break
      // Going backwards, the next read ends where this one stopped; going forwards it starts there.
      const previous = read.reverse ? upper : lower
      if (answer.next_key === previous) break
      if (read.reverse) upper = answer.next_key
      else lower = answer.next_key
    }
    return uniqueRows(table, await parseRows(table, rows))
  })
}

/**
 * Drops repeated rows. A secondary index's next_key is the secondary value of the next row, so the
 * next read starts again at every row sharing that value; the primary key tells them apart.
 */
function uniqueRows<T extends TableDescriptor>(table: T, rows: RowOf<T>[]): RowOf<T>[] {
  const { primaryKey } = table
  if (primaryKey === undefined) return rows
  const seen = new Set<string>()
  return rows.filter((row) => {
    const key = primaryKey(row)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** A query of a range of a table's rows, keyed so the actions that write the table refetch it. */
export const tableQuery = <T extends TableDescriptor>(table: T, read: TableRead<T> = {}) => {
  const scope = scopeOf(table, read.scope, read.account)
  const { scope: _scope, account, ...params } = read
  return queryOptions({
    queryKey: chainKeys.rows({ ...readRef(table, account), scope }, params),
    queryFn: ({ signal }) => readTableRows(table, { ...read, scope }, signal),
    meta: firstReadMeta(table, { ...read, scope }),
  })
}

/** A query of one row by primary key, or null when the table has none with that key. */
export const tableRowQuery = <T extends TableDescriptor>(
  table: T,
  key: string,
  read: Pick<TableRead<T>, 'scope'> = {},
) => {
  const one = {
    scope: scopeOf(table, read.scope),
    lowerBound: key,
    upperBound: key,
    limit: 1,
    byPrimaryKey: true,
  }
  return queryOptions({
    queryKey: chainKeys.row({ ...tableRef(table), scope: one.scope }, key),
    meta: firstReadMeta(table, one),
    queryFn: async ({ signal }): Promise<RowOf<T> | null> => {
      const rows = await readRows(table, one, signal)
      return rows.find((row) => table.primaryKey?.(row) === key) ?? null
    },
  })
}

/** A query of a singleton table's one row, or null before the contract has written it. */
export const singletonQuery = <T extends TableDescriptor>(
  table: T,
  read: Pick<TableRead<T>, 'scope'> = {},
) => {
  const scope = scopeOf(table, read.scope)
  return queryOptions({
    queryKey: chainKeys.row({ ...tableRef(table), scope }, table.name),
    meta: firstReadMeta(table, { scope, limit: 1 }),
    queryFn: async ({ signal }): Promise<RowOf<T> | null> =>
      (await readTableRows(table, { scope, limit: 1 }, signal))[0] ?? null,
  })
}
