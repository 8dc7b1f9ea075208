import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { arbitrationTables, type ArbitrationRows } from '@portal/chain/contracts/arbitration/index'
import { getNetwork } from '@/config/network.ts'
import { chainClient } from '@/lib/chain/chain.ts'
import type { TableRowsParams } from '@/lib/chain/chain-client.ts'
import { chainKeys } from '@/lib/chain/chain-keys.ts'

// Reads of the arbitration contract's tables (and the oracle and decide rows Resolve needs). Rows are
// checked with the contract's row schemas; a malformed row is logged and left out rather than
// breaking the page (spec §8: other Resolve fetch failures are only logged).

/** How often the refreshing views (case, claims, elections, balance) poll the chain: spec §9. */
export const RESOLVE_REFRESH_MS = 10_000

type TableName = Extract<keyof typeof arbitrationTables, string>

const arb = () => getNetwork().contracts.arbitration

function parseRows<K extends TableName>(table: K, rows: readonly unknown[]): ArbitrationRows[K][] {
  const schema = arbitrationTables[table].row as unknown as z.ZodType<ArbitrationRows[K]>
  const parsed: ArbitrationRows[K][] = []
  for (const row of rows) {
    const result = schema.safeParse(row)
    if (result.success) parsed.push(result.data)
    else console.warn(`Skipping a malformed ${table} row`, result.error.issues[0])
  }
  return parsed
}

/**
 * Runs a read and logs its failure (spec §8: other Resolve fetch failures are only logged, never shown
 * as a notice); the query still fails, so the view can leave out what it could not read.
 */
async function logFailure<T>(
  what: string,
  signal: AbortSignal | undefined,
  read: () => Promise<T>,
): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (!signal?.aborted) console.warn(`Could not read ${what}:`, error)
    throw error
  }
}

/** Every row of an arbitration table in a scope, following next_key until the table is read. */
function readAll<K extends TableName>(
  table: K,
  scope: string,
  signal: AbortSignal | undefined,
  extra: Partial<TableRowsParams> = {},
): Promise<ArbitrationRows[K][]> {
  return logFailure(`the Resolve ${table} table`, signal, () => readPages(table, scope, signal, extra))
}

async function readPages<K extends TableName>(
  table: K,
  scope: string,
  signal: AbortSignal | undefined,
  extra: Partial<TableRowsParams> = {},
): Promise<ArbitrationRows[K][]> {
  const rows: unknown[] = []
  let lowerBound: string | undefined
  // 1000 pages of 100 rows is far beyond any real table; the cap only guards against a looping next_key.
  for (let page = 0; page < 1000; page += 1) {
    const answer = await chainClient().getTableRows<unknown>(
      { code: arb(), table, scope, limit: 100, ...extra, lower_bound: lowerBound ?? extra.lower_bound },
      { signal },
    )
    rows.push(...answer.rows)
    if (!answer.more || answer.next_key === '' || answer.next_key === lowerBound) break
    lowerBound = answer.next_key
  }
  return parseRows(table, rows)
}

const tableQuery = <K extends TableName>(table: K, scope = arb(), extra: Partial<TableRowsParams> = {}) =>
  queryOptions({
    queryKey: chainKeys.rows({ contract: arb(), table, scope }, { all: true, ...extra }),
    queryFn: ({ signal }) => readAll(table, scope, signal, extra),
  })

/** The `config` singleton. */
export const resolveConfigRowQuery = () =>
  queryOptions({
    ...tableQuery('config'),
    select: (rows: ArbitrationRows['config'][]) => rows[0] ?? null,
  })

/** Every case file, paged through the whole table (the original showed only the newest 100). */
export const caseFilesQuery = () => tableQuery('casefiles')

/** One case file by id, or null when there is none. */
export const caseFileQuery = (caseId: string) =>
  queryOptions({
    ...tableQuery('casefiles', arb(), { lower_bound: caseId, upper_bound: caseId, limit: 1 }),
    select: (rows: ArbitrationRows['casefiles'][]) => rows.find((row) => row.case_id === caseId) ?? null,
  })

/** The claims of a case (scope: the case id, limit 50 per read as spec §7 says). */
export const claimsQuery = (caseId: string) => tableQuery('claims', caseId, { limit: 50 })

/** Every offer. */
export const offersQuery = () => tableQuery('offers')
/** Every election. */
export const electionsQuery = () => tableQuery('elections')
/** Every nominee. */
export const nomineesQuery = () => tableQuery('nominees')
/** Every arbitrator, whatever its status. */
export const arbitratorsQuery = () => tableQuery('arbitrators')

/** The escrow balance row of an account (scope: the account), or null when it never deposited. */
export const escrowQuery = (account: string) =>
  queryOptions({
    ...tableQuery('accounts', account),
    select: (rows: ArbitrationRows['accounts'][]) => rows[0] ?? null,
  })

/** The oracle's tlosusd datapoints (10 rows), averaged for the fee estimate. */
export const oracleDatapointsQuery = () => {
  const oracle = getNetwork().contracts.oracle
  return queryOptions({
    queryKey: chainKeys.rows({ contract: oracle, table: 'datapoints', scope: 'tlosusd' }, { limit: 10 }),
    queryFn: ({ signal }) =>
      logFailure('the oracle datapoints', signal, async () => {
        const answer = await chainClient().getTableRows<unknown>(
          { code: oracle, table: 'datapoints', scope: 'tlosusd', limit: 10 },
          { signal },
        )
        return answer.rows
      }),
  })
}

/** A telos.decide ballot's options {key, value "x.xxxx VOTE"}, for election vote totals. */
export type BallotOptions = { key: string; value: string }[]

/** The options of a telos.decide ballot, or [] when the ballot is not on chain. */
export const ballotOptionsQuery = (ballotName: string) => {
  const decide = getNetwork().contracts.decide
  return queryOptions({
    queryKey: chainKeys.rows({ contract: decide, table: 'ballots', scope: decide }, { ballotName }),
    queryFn: ({ signal }): Promise<BallotOptions> =>
      logFailure(`the options of ballot ${ballotName}`, signal, async () => {
        const answer = await chainClient().getTableRows<{ ballot_name?: string; options?: unknown }>(
          { code: decide, table: 'ballots', scope: decide, lower_bound: ballotName, upper_bound: ballotName },
          { signal },
        )
        const options = answer.rows.find((row) => row.ballot_name === ballotName)?.options
        return Array.isArray(options)
          ? options.filter(
              (option): option is { key: string; value: string } =>
                typeof option?.key === 'string' && typeof option?.value === 'string',
            )
          : []
      }),
  })
}

const live = { refetchInterval: RESOLVE_REFRESH_MS } as const

export const useResolveConfig = () => useQuery(resolveConfigRowQuery())
export const useCaseFiles = (refresh = false) => useQuery({ ...caseFilesQuery(), ...(refresh ? live : {}) })
export const useCaseFile = (caseId: string) => useQuery({ ...caseFileQuery(caseId), ...live })
export const useClaims = (caseId: string) => useQuery({ ...claimsQuery(caseId), ...live })
export const useOffers = (refresh = false) => useQuery({ ...offersQuery(), ...(refresh ? live : {}) })
export const useElections = () => useQuery({ ...electionsQuery(), ...live })
export const useNominees = () => useQuery({ ...nomineesQuery(), ...live })
export const useArbitrators = () => useQuery(arbitratorsQuery())
export const useEscrow = (account: string | null) =>
  useQuery({ ...escrowQuery(account ?? ''), ...live, enabled: account !== null })
export const useOracleDatapoints = () => useQuery(oracleDatapointsQuery())
export const useBallotOptions = (ballotName: string, enabled: boolean) =>
  useQuery({ ...ballotOptionsQuery(ballotName), ...live, enabled: enabled && ballotName !== '' })
