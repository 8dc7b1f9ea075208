import { describe, expect, it } from 'vitest'
import {
  BALLOT_FILTERS,
  ballotDisplayStatus,
  ballotToggles,
  hasLiveElection,
  isBallotOpen,
  matchesBallotFilter,
  sortBallots,
  type BallotLike,
} from './ballots.ts'

const now = Date.UTC(2024, 5, 1)
const EPOCH = '1970-01-01T00:00:00'
const ballot = (ballot_name: string, status: string, end_time: string, category = 'poll'): BallotLike => ({
  ballot_name,
  status,
  end_time,
  category,
})

describe('ballot statuses', () => {
  it('R-GOV-18 R-GOV-19 R-GOV-20: setup is not started, voting before the end, expired after it', () => {
    expect(ballotDisplayStatus(ballot('a', 'setup', EPOCH), now)).toBe('not-started')
    expect(ballotDisplayStatus(ballot('a', 'voting', '2024-06-02T00:00:00'), now)).toBe('voting')
    expect(ballotDisplayStatus(ballot('a', 'voting', '2024-05-31T00:00:00'), now)).toBe('expired')
    expect(ballotDisplayStatus(ballot('a', 'closed', '2024-05-31T00:00:00'), now)).toBe('closed')
  })

  it('R-GOV-21 R-GOV-22: cancelled and archived ballots show as such', () => {
    expect(ballotDisplayStatus(ballot('a', 'cancelled', EPOCH), now)).toBe('cancelled')
    expect(ballotDisplayStatus(ballot('a', 'archived', EPOCH), now)).toBe('archived')
    expect(ballotDisplayStatus(ballot('a', 'weird', EPOCH), now)).toBe('unknown')
  })

  it('a ballot is open only while voting, begun and not ended', () => {
    expect(isBallotOpen(ballot('a', 'voting', '2024-06-02T00:00:00'), now)).toBe(true)
    expect(
      isBallotOpen(
        { ...ballot('a', 'voting', '2024-06-02T00:00:00'), begin_time: '2024-06-01T12:00:00' },
        now,
      ),
    ).toBe(false)
    expect(isBallotOpen(ballot('a', 'setup', '2024-06-02T00:00:00'), now)).toBe(false)
  })
})

describe('ballot filters', () => {
  it('R-GOV-04: the filters are active (the spec’s "action"), not started, expired, closed, cancelled, archived, setup', () => {
    expect(BALLOT_FILTERS.map((f) => f.label)).toEqual([
      'Active',
      'Not started',
      'Expired',
      'Closed',
      'Cancelled',
      'Archived',
      'Setup',
    ])
  })

  it('R-GOV-05: not started lists ballots still in setup', () => {
    const list = [
      ballot('setup1', 'setup', EPOCH),
      ballot('open1', 'voting', '2024-06-02T00:00:00'),
      ballot('late1', 'voting', '2024-05-02T00:00:00'),
    ]
    const names = (filter: (typeof BALLOT_FILTERS)[number]['value']) =>
      list.filter((b) => matchesBallotFilter(b, filter, now)).map((b) => b.ballot_name)
    expect(names('not_started')).toEqual(['setup1'])
    expect(names('setup')).toEqual(['setup1'])
    expect(names('active')).toEqual(['open1'])
    expect(names('expired')).toEqual(['late1'])
  })
})

describe('sortBallots', () => {
  it('R-CONST-14 R-CONST-15: open ballots by end time ascending, then closed ones by end time descending', () => {
    const list = [
      ballot('closedold', 'closed', '2024-01-01T00:00:00'),
      ballot('openlate', 'voting', '2024-07-01T00:00:00'),
      ballot('setup', 'setup', EPOCH),
      ballot('opensoon', 'voting', '2024-06-02T00:00:00'),
      ballot('closednew', 'closed', '2024-05-01T00:00:00'),
      ballot('expired', 'voting', '2024-05-15T00:00:00'),
    ]
    expect(sortBallots(list, now).map((b) => b.ballot_name)).toEqual([
      'opensoon',
      'openlate',
      'expired',
      'closednew',
      'closedold',
      'setup',
    ])
  })
})

describe('landing redirect', () => {
  it('redirects when an election or leaderboard ballot is voting and not ended', () => {
    expect(hasLiveElection([ballot('e', 'voting', '2024-06-02T00:00:00', 'election')], now)).toBe(true)
    expect(hasLiveElection([ballot('l', 'voting', '2024-06-02T00:00:00', 'leaderboard')], now)).toBe(true)
    expect(hasLiveElection([ballot('e', 'voting', '2024-05-02T00:00:00', 'election')], now)).toBe(false)
    expect(hasLiveElection([ballot('p', 'voting', '2024-06-02T00:00:00', 'poll')], now)).toBe(false)
  })
})

describe('ballotToggles', () => {
  it('R-DEFECT-12: a single setting is toggled on its own', () => {
    expect(ballotToggles({ votestake: false, voteliquid: true }, false)).toEqual(['voteliquid'])
    expect(ballotToggles({ votestake: true, voteliquid: false }, false)).toEqual(['votestake'])
    expect(ballotToggles({ votestake: true, voteliquid: true }, false)).toEqual(['votestake', 'voteliquid'])
  })

  it('only settings that differ from the newballot defaults are toggled', () => {
    expect(ballotToggles({ votestake: true, voteliquid: false }, true)).toEqual([])
    expect(ballotToggles({ votestake: false, voteliquid: true }, true)).toEqual(['votestake', 'voteliquid'])
  })
})
