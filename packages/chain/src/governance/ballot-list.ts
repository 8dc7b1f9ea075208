import { parseAsset } from '../assets.ts'
import { matchesBallotFilter, sortBallots, type BallotFilter, type BallotLike } from './ballots.ts'

// The ballots list: tabs, the category filter, the treasury filter, a title search and the sort
// options, all as plain values that live in the URL (shareable links), and one function that applies
// them. Works on thousands of rows: one pass to filter, one sort.

/** The list's tabs: Decide (referendums, polls, elections, leaderboards) and Proposals (works proposals). */
export const BALLOT_TABS = [
  { value: 'decide', label: 'Decide' },
  { value: 'proposals', label: 'Proposals' },
] as const
/** A ballot list tab. */
export type BallotTab = (typeof BALLOT_TABS)[number]['value']

/** The category filter's choices, with the original portal's labels (Amend Ballots, TF Election). */
export const BALLOT_CATEGORY_FILTERS = [
  { value: 'poll', label: 'Polls' },
  { value: 'referendum', label: 'Amend Ballots' },
  { value: 'election', label: 'TF Election' },
  { value: 'leaderboard', label: 'Leaderboards' },
  { value: 'proposal', label: 'Works proposals' },
] as const
/** A category filter value. */
export type BallotCategoryFilter = (typeof BALLOT_CATEGORY_FILTERS)[number]['value']

/** Label of a category as the list shows it ("Amend Ballots" for referendum); the name itself otherwise. */
export function ballotCategoryLabel(category: string): string {
  return BALLOT_CATEGORY_FILTERS.find((filter) => filter.value === category)?.label ?? category
}

/** The sort options: the spec's order, A–Z, Z–A, most and least popular (total voters). */
export const BALLOT_SORTS = [
  { value: 'default', label: 'Ending soonest' },
  { value: 'az', label: 'A–Z' },
  { value: 'za', label: 'Z–A' },
  { value: 'popular', label: 'Most popular' },
  { value: 'unpopular', label: 'Least popular' },
] as const
/** A sort option value. */
export type BallotSort = (typeof BALLOT_SORTS)[number]['value']

/** The treasury the list shows when the URL names none (the original's default). */
export const DEFAULT_BALLOT_TREASURY = 'VOTE'
/** The treasury filter value that shows every treasury. */
export const ALL_TREASURIES = 'all'

/** Everything that decides which ballots the list shows, in which order. */
export type BallotListFilters = {
  readonly tab: BallotTab
  readonly status?: BallotFilter
  readonly category?: BallotCategoryFilter
  /** A symbol code (VOTE, DEMO) or {@link ALL_TREASURIES}. */
  readonly treasury: string
  readonly search: string
  readonly sort: BallotSort
}

/** The ballot fields the list filters and sorts on. */
export type ListedBallot = BallotLike & {
  readonly title: string
  readonly category: string
  /** "4,VOTE" */
  readonly treasury_symbol: string
  readonly total_voters: number
}

/** The symbol code of a ballot's treasury ("VOTE" from "4,VOTE"). */
/** The title a ballot is shown and sorted by: its own, or its name when the publisher gave none. */
export function ballotTitle(ballot: { readonly title: string; readonly ballot_name: string }): string {
  return ballot.title.trim() || ballot.ballot_name
}

export function ballotSymbolCode(ballot: { readonly treasury_symbol: string }): string {
  const symbol = typeof ballot?.treasury_symbol === 'string' ? ballot.treasury_symbol : ''
  return symbol.includes(',') ? (symbol.split(',')[1] ?? '') : symbol
}

const pick = <T extends string>(options: readonly { value: T }[], value: string | null | undefined) =>
  options.find((option) => option.value === value)?.value

/** Query parameters by name, as a URL's search params give them (URLSearchParams has this shape). */
export type QueryParams = { get(name: string): string | null }

/** Reads the filters from a URL query (`?tab=proposals&status=active&category=poll&treasury=DEMO&q=…&sort=az`). */
export function ballotListFiltersFromQuery(query: QueryParams): BallotListFilters {
  const status = query.get('status')
  const treasury = (query.get('treasury') ?? '').trim().toUpperCase()
  return {
    tab: pick(BALLOT_TABS, query.get('tab')) ?? 'decide',
    status: status !== null && isListStatus(status) ? status : undefined,
    category: pick(BALLOT_CATEGORY_FILTERS, query.get('category')),
    treasury:
      treasury === ALL_TREASURIES.toUpperCase()
        ? ALL_TREASURIES
        : /^[A-Z]{1,7}$/.test(treasury)
          ? treasury
          : DEFAULT_BALLOT_TREASURY,
    search: (query.get('q') ?? '').slice(0, 200),
    sort: pick(BALLOT_SORTS, query.get('sort')) ?? 'default',
  }
}

/**
 * The URL query parameters of the filters, in a fixed order, leaving out defaults so plain links stay
 * plain (`new URLSearchParams(ballotListQuery(filters))`).
 */
export function ballotListQuery(filters: BallotListFilters): Record<string, string> {
  const query: Record<string, string> = {}
  if (filters.tab !== 'decide') query.tab = filters.tab
  if (filters.status) query.status = filters.status
  if (filters.category) query.category = filters.category
  if (filters.treasury !== DEFAULT_BALLOT_TREASURY) query.treasury = filters.treasury
  if (filters.search.trim() !== '') query.q = filters.search
  if (filters.sort !== 'default') query.sort = filters.sort
  return query
}

const LIST_STATUSES: readonly string[] = [
  'active',
  'not_started',
  'expired',
  'closed',
  'cancelled',
  'archived',
  'setup',
]
function isListStatus(value: string): value is BallotFilter {
  return LIST_STATUSES.includes(value)
}

/** True when a ballot belongs on a tab: Proposals holds works proposals, Decide everything else. */
export function isOnTab(ballot: { readonly category: string }, tab: BallotTab): boolean {
  const category = (ballot as { readonly category?: unknown } | null | undefined)?.category
  return typeof category === 'string' && (tab === 'proposals') === (category === 'proposal')
}

/** The ballots the list shows under `filters`, in its order. */
export function filterBallots<T extends ListedBallot>(
  ballots: readonly T[],
  filters: BallotListFilters,
  now: Date | number = Date.now(),
): T[] {
  const search = filters.search.trim().toLowerCase()
  const shown = ballots.filter(
    (ballot) =>
      isOnTab(ballot, filters.tab) &&
      (filters.category === undefined || ballot.category === filters.category) &&
      (filters.treasury === ALL_TREASURIES || ballotSymbolCode(ballot) === filters.treasury) &&
      (filters.status === undefined || matchesBallotFilter(ballot, filters.status, now)) &&
      (search === '' || ballot.title.toLowerCase().includes(search) || ballot.ballot_name.includes(search)),
  )
  return orderBallots(shown, filters.sort, now)
}

/** Ballots in a sort option's order; ties keep the spec's order (open first by end, then the rest). */
export function orderBallots<T extends ListedBallot>(
  ballots: readonly T[],
  sort: BallotSort,
  now: Date | number = Date.now(),
): T[] {
  const ordered = sortBallots(ballots, now)
  const title = (ballot: T) => ballotTitle(ballot).toLowerCase()
  switch (sort) {
    // Titles are text people wrote: the locale's collation, built when someone picks this order.
    case 'az':
      // eslint-disable-next-line no-restricted-properties
      return ordered.sort((a, b) => title(a).localeCompare(title(b)))
    case 'za':
      // eslint-disable-next-line no-restricted-properties
      return ordered.sort((a, b) => title(b).localeCompare(title(a)))
    case 'popular':
      return ordered.sort((a, b) => b.total_voters - a.total_voters)
    case 'unpopular':
      return ordered.sort((a, b) => a.total_voters - b.total_voters)
    default:
      return ordered
  }
}

/** One option's standing: its total as the chain has it and its share of all totals, in percent. */
export type OptionResult = {
  readonly key: string
  readonly value: string
  /** 0–100, one decimal; 0 when nobody voted. */
  readonly percent: number
}

/** The ballot's options with their shares of the total, in the ballot's own order. */
export function optionResults(
  options: readonly { readonly key: string; readonly value: string }[],
): OptionResult[] {
  if (!Array.isArray(options)) return []
  const units = options.map((option) => {
    const asset = parseAsset(option?.value)
    return asset ? asset.units : 0n
  })
  const tenths = sharesInTenths(units)
  return options.map((option, index) => ({
    key: option.key,
    value: option.value,
    percent: (tenths[index] ?? 0) / 10,
  }))
}

/**
 * Each amount's share of the total in tenths of a percent, adding up to exactly 1000 (largest
 * remainder): cut down one by one, 800/1500/2500 read 16.6 + 31.2 + 52 = 99.8 %. Negative amounts
 * count as none.
 */
export function sharesInTenths(units: readonly bigint[]): number[] {
  const positive = units.map((value) => (value > 0n ? value : 0n))
  const total = positive.reduce((sum, value) => sum + value, 0n)
  if (total === 0n) return positive.map(() => 0)
  const floors = positive.map((value) => (value * 1000n) / total)
  const left = 1000n - floors.reduce((sum, value) => sum + value, 0n)
  const byRemainder = positive
    .map((value, index) => ({ index, remainder: (value * 1000n) % total }))
    .filter(({ index }) => (positive[index] ?? 0n) > 0n)
    .sort((a, b) => (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.index - b.index))
  for (const { index } of byRemainder.slice(0, Number(left))) floors[index] = (floors[index] ?? 0n) + 1n
  return floors.map(Number)
}
