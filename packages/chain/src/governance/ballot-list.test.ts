import { describe, expect, it } from 'vitest'
import {
  ALL_TREASURIES,
  BALLOT_CATEGORY_FILTERS,
  BALLOT_SORTS,
  BALLOT_TABS,
  ballotListFiltersFromQuery,
  ballotListQuery,
  ballotTitle,
  filterBallots,
  optionResults,
  type BallotListFilters,
  type ListedBallot,
} from './ballot-list.ts'

const now = Date.UTC(2026, 0, 10)
const EPOCH = '1970-01-01T00:00:00'
const day = (offset: number) => new Date(now + offset * 86_400_000).toISOString().slice(0, 19)

const ballot = (
  ballot_name: string,
  overrides: Partial<ListedBallot> = {},
): ListedBallot & { ballot_name: string } => ({
  ballot_name,
  title: ballot_name,
  status: 'voting',
  category: 'poll',
  treasury_symbol: '4,VOTE',
  total_voters: 0,
  begin_time: day(-5),
  end_time: day(5),
  ...overrides,
})

/** A URL query as the list reads it. */
const params = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null })

const base: BallotListFilters = { tab: 'decide', treasury: 'VOTE', search: '', sort: 'default' }

describe('ballot list filters', () => {
  it('R-GOV-02 R-GOV-03: has the tabs Proposals and Decide, and the categories Amend Ballots and TF Election', () => {
    expect(BALLOT_TABS.map((tab) => tab.label)).toEqual(['Decide', 'Proposals'])
    const labels = BALLOT_CATEGORY_FILTERS.map((filter) => filter.label)
    expect(labels).toContain('Amend Ballots')
    expect(labels).toContain('TF Election')
    expect(BALLOT_SORTS.map((sort) => sort.label)).toEqual(
      expect.arrayContaining(['A–Z', 'Z–A', 'Most popular', 'Least popular']),
    )
  })

  it('reads filters from the URL and writes them back without defaults (shareable links)', () => {
    const filters = ballotListFiltersFromQuery(
      params({
        tab: 'proposals',
        status: 'active',
        category: 'election',
        treasury: 'demo',
        q: 'art',
        sort: 'za',
      }),
    )
    expect(filters).toEqual({
      tab: 'proposals',
      status: 'active',
      category: 'election',
      treasury: 'DEMO',
      search: 'art',
      sort: 'za',
    })
    expect(Object.entries(ballotListQuery(filters))).toEqual([
      ['tab', 'proposals'],
      ['status', 'active'],
      ['category', 'election'],
      ['treasury', 'DEMO'],
      ['q', 'art'],
      ['sort', 'za'],
    ])
    expect(ballotListFiltersFromQuery(params({ status: 'bogus', sort: 'x', treasury: '<b>' }))).toEqual(base)
    expect(ballotListQuery(base)).toEqual({})
    expect(ballotListFiltersFromQuery(params({ treasury: 'all' })).treasury).toBe(ALL_TREASURIES)
  })

  it('the Decide tab leaves out works proposals; the Proposals tab shows only them', () => {
    const ballots = [ballot('poll1'), ballot('works1', { category: 'proposal' })]
    expect(filterBallots(ballots, base, now).map((b) => b.ballot_name)).toEqual(['poll1'])
    expect(filterBallots(ballots, { ...base, tab: 'proposals' }, now).map((b) => b.ballot_name)).toEqual([
      'works1',
    ])
  })

  it('filters by treasury (VOTE by default, or all), category, status and title search', () => {
    const ballots = [
      ballot('votepoll', { title: 'Budget vote' }),
      ballot('demopoll', { treasury_symbol: '2,DEMO' }),
      ballot('amend', { category: 'referendum', title: 'Amend article 4' }),
      ballot('setupone', { status: 'setup', end_time: EPOCH }),
      ballot('expiredone', { end_time: day(-1) }),
    ]
    const names = (filters: Partial<BallotListFilters>) =>
      filterBallots(ballots, { ...base, ...filters }, now).map((b) => b.ballot_name)
    expect(names({})).not.toContain('demopoll')
    expect(names({ treasury: ALL_TREASURIES })).toContain('demopoll')
    expect(names({ treasury: 'DEMO' })).toEqual(['demopoll'])
    expect(names({ category: 'referendum' })).toEqual(['amend'])
    expect(names({ status: 'not_started' })).toEqual(['setupone'])
    expect(names({ status: 'expired' })).toEqual(['expiredone'])
    expect(names({ status: 'active' })).toEqual(['votepoll', 'amend'])
    expect(names({ search: 'BUDGET' })).toEqual(['votepoll'])
  })

  it('sorts A–Z, Z–A, most and least popular; by default open ballots first by end ascending, then the rest by end descending', () => {
    const ballots = [
      ballot('late', { title: 'b', end_time: day(9), total_voters: 5 }),
      ballot('soon', { title: 'c', end_time: day(2), total_voters: 1 }),
      ballot('closedold', { title: 'a', status: 'closed', end_time: day(-9), total_voters: 9 }),
      ballot('closednew', { title: 'd', status: 'closed', end_time: day(-1), total_voters: 0 }),
    ]
    const order = (sort: BallotListFilters['sort']) =>
      filterBallots(ballots, { ...base, sort }, now).map((b) => b.ballot_name)
    expect(order('default')).toEqual(['soon', 'late', 'closednew', 'closedold'])
    expect(order('az')).toEqual(['closedold', 'late', 'soon', 'closednew'])
    expect(order('za')).toEqual(['closednew', 'soon', 'late', 'closedold'])
    expect(order('popular')).toEqual(['closedold', 'late', 'soon', 'closednew'])
    expect(order('unpopular')).toEqual(['closednew', 'soon', 'late', 'closedold'])
  })

  it('R-GOV-38: sorts a ballot without a title by the name it is shown under', () => {
    const ballots = [
      ballot('zulu', { title: 'Zulu budget' }),
      ballot('mikepoll', { title: '  ' }),
      ballot('alpha', { title: 'Alpha vote' }),
    ]
    const az = filterBallots(ballots, { ...base, sort: 'az' }, now)
    expect(az.map(ballotTitle)).toEqual(['Alpha vote', 'mikepoll', 'Zulu budget'])
  })
})

describe('option results', () => {
  it('R-GOV-08: gives each option its total and share, one decimal; nothing voted gives 0%', () => {
    expect(
      optionResults([
        { key: 'yes', value: '2.0000 VOTE' },
        { key: 'no', value: '1.0000 VOTE' },
      ]),
    ).toEqual([
      { key: 'yes', value: '2.0000 VOTE', percent: 66.7 },
      { key: 'no', value: '1.0000 VOTE', percent: 33.3 },
    ])
    // Shares add up to 100 %: the tenths left over go to the largest remainders (not 16.6 + 31.2 + 52).
    expect(
      optionResults([
        { key: 'abstain', value: '800.0000 VOTE' },
        { key: 'no', value: '1500.0000 VOTE' },
        { key: 'yes', value: '2500.0000 VOTE' },
      ]).map((option) => option.percent),
    ).toEqual([16.7, 31.2, 52.1])
    expect(optionResults([{ key: 'yes', value: '0.0000 VOTE' }])).toEqual([
      { key: 'yes', value: '0.0000 VOTE', percent: 0 },
    ])
    expect(optionResults([{ key: 'odd', value: 'garbage' }])[0]?.percent).toBe(0)
  })
})
