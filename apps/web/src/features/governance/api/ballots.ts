import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { BALLOTS_PAGE_SIZE, BALLOT_RETRY_WINDOW_MS, REFRESH_INTERVAL_MS } from '@portal/chain/constants'
import { decide } from '@portal/chain/contracts/decide/index'
import type { RowOf } from '@portal/chain/contracts/define'
import { readTableRows, tableQuery, tableRowQuery, type TableRead } from '@/lib/chain/table-query.ts'

// telos.decide ballots as the original read them (product.md §7): every ballot by end time, newest first
// (index 5 reversed), or the ones still in setup (index 3 from `setup`), 250 rows a page, paged to
// the end of the table.
//
// nodeos pages a secondary index by its key value alone (next_key is the value of the next row), so
// when more rows share one value than a page holds — every ballot in setup has end time 0 and status
// setup — the next read starts at the same rows again and the paging can go no further. Then the rest
// is read through the primary index (ballot names are unique), so every ballot on the chain is reached.

const { ballots } = decide.tables

/** A ballots row as get_table_rows serves it. */
export type Ballot = RowOf<typeof ballots>

/** One range read of the ballots table (every page of it). */
export type ReadBallots = (read: TableRead<typeof ballots>) => Promise<Ballot[]>

const BY_END_TIME = {
  index: 'byendtime',
  reverse: true,
  limit: BALLOTS_PAGE_SIZE,
  all: true,
} as const satisfies TableRead<typeof ballots>
const IN_SETUP = {
  index: 'bystatus',
  lowerBound: 'setup',
  upperBound: 'setup',
  limit: BALLOTS_PAGE_SIZE,
  all: true,
} as const satisfies TableRead<typeof ballots>
const BY_NAME = { limit: BALLOTS_PAGE_SIZE, all: true } as const satisfies TableRead<typeof ballots>

/** True when the last `page` rows (or more) share one key: the paging may have stopped inside that run. */
export function mayStopInRun<Row>(rows: readonly Row[], key: (row: Row) => string, page: number): boolean {
  const last = rows.at(-1)
  if (last === undefined || rows.length < page) return false
  const value = key(last)
  let run = 0
  for (let index = rows.length - 1; index >= 0 && key(rows[index] as Row) === value; index--) run++
  return run >= page
}

function withoutRepeats(first: readonly Ballot[], rest: readonly Ballot[]): Ballot[] {
  const seen = new Set(first.map((ballot) => ballot.ballot_name))
  return [...first, ...rest.filter((ballot) => !seen.has(ballot.ballot_name))]
}

/** Every ballot: by end time, newest first, then (when that paging could not finish) by name. */
export async function readEveryBallot(read: ReadBallots): Promise<Ballot[]> {
  const byEndTime = await read(BY_END_TIME)
  if (!mayStopInRun(byEndTime, (ballot) => ballot.end_time, BALLOTS_PAGE_SIZE)) return byEndTime
  return withoutRepeats(byEndTime, await read(BY_NAME))
}

/** The ballots in setup: by status from `setup`, then (when more than a page) by name. */
export async function readBallotsInSetup(read: ReadBallots): Promise<Ballot[]> {
  const inSetup = await read(IN_SETUP)
  if (inSetup.length < BALLOTS_PAGE_SIZE) return inSetup
  const byName = await read(BY_NAME)
  return withoutRepeats(
    inSetup,
    byName.filter((ballot) => ballot.status === 'setup'),
  )
}

/** Every ballot, read by end time newest first (byendtime reversed), 250 a page. */
export const ballotsQuery = () =>
  queryOptions({
    queryKey: tableQuery(ballots, BY_END_TIME).queryKey,
    // The first page is the table query's, so the route-preload script can send it (app/first-reads.ts).
    meta: tableQuery(ballots, BY_END_TIME).meta,
    queryFn: ({ signal }) => readEveryBallot((read) => readTableRows(ballots, read, signal)),
  })

/** The ballots in setup (not started), read by status from `setup` (bystatus), 250 a page. */
export const notStartedBallotsQuery = () =>
  queryOptions({
    queryKey: tableQuery(ballots, IN_SETUP).queryKey,
    queryFn: ({ signal }) => readBallotsInSetup((read) => readTableRows(ballots, read, signal)),
  })

/** Every ballot, or only the ones in setup when the list filters on not started. */
export const useBallots = (notStarted = false) =>
  useQuery(notStarted ? notStartedBallotsQuery() : ballotsQuery())

/** One ballot by name, or null when the chain has none. */
export const ballotQuery = (ballotName: string) => tableRowQuery(ballots, ballotName)

/**
 * One ballot, refetched every 10 s while it is voting. A ballot the chain does not have (yet) is
 * asked again every 500 ms for the spec's 3 s before the page says it is not found.
 */
export function useBallot(ballotName: string, since: number) {
  const queryClient = useQueryClient()
  return useQuery({
    ...ballotQuery(ballotName),
    enabled: ballotName !== '',
    // Opened from a list that already read it: shown at once while its own row is read.
    placeholderData: () =>
      queryClient.getQueryData(ballotsQuery().queryKey)?.find((row) => row.ballot_name === ballotName),
    refetchInterval: (query) => {
      const row = query.state.data
      if (row === null) return stillLooking(since) ? 500 : false
      return row?.status === 'voting' ? REFRESH_INTERVAL_MS : false
    },
  })
}

/** True while the page should still wait for a missing ballot (the 3 s retry window). */
export function stillLooking(since: number, now = Date.now()): boolean {
  return now - since < BALLOT_RETRY_WINDOW_MS
}
