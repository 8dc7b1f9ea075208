import { describe, expect, it } from 'vitest'
import { BALLOTS_PAGE_SIZE } from '@portal/chain/constants'
import {
  mayStopInRun,
  readBallotsInSetup,
  readEveryBallot,
  type Ballot,
  type ReadBallots,
} from './ballots.ts'

const EPOCH = '1970-01-01T00:00:00'

const ballot = (ballot_name: string, status: string, end_time: string) =>
  ({ ballot_name, status, end_time }) as Ballot

/** A table of `voting` ballots with distinct end times and `setup` ballots (end time 0). */
function table(voting: number, setup: number): Ballot[] {
  const end = (index: number) => new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString().slice(0, 19)
  return [
    ...Array.from({ length: voting }, (_, index) => ballot(`vote${index}`, 'voting', end(index))),
    ...Array.from({ length: setup }, (_, index) => ballot(`setup${index}`, 'setup', EPOCH)),
  ]
}

/**
 * Reads as nodeos pages a secondary index: each page starts again at the key value of the first row
 * it did not return, so a run of equal keys longer than a page is never passed.
 */
function nodeosReader(rows: Ballot[]): { read: ReadBallots; reads: string[] } {
  const reads: string[] = []
  const read: ReadBallots = async (request) => {
    reads.push(request.index ?? 'primary')
    const limit = request.limit ?? 100
    if (request.index === undefined)
      return [...rows].sort((a, b) => a.ballot_name.localeCompare(b.ballot_name))
    const key = (row: Ballot) => (request.index === 'bystatus' ? row.status : row.end_time)
    const ordered = rows
      .filter((row) => request.index !== 'bystatus' || row.status === request.lowerBound)
      .sort((a, b) => (request.reverse ? key(b).localeCompare(key(a)) : key(a).localeCompare(key(b))))
    const result: Ballot[] = []
    let start = 0
    for (;;) {
      const page = ordered.slice(start, start + limit)
      for (const row of page) if (!result.includes(row)) result.push(row)
      const next = ordered[start + limit]
      if (!next) return result
      const restart = ordered.findIndex((row) => key(row) === key(next))
      if (restart === start) return result
      start = restart
    }
  }
  return { read, reads }
}

describe('reading every ballot (R-READ-12 R-READ-13 R-READ-14)', () => {
  it('reads by end time only, when the paging reaches the end of the table', async () => {
    const { read, reads } = nodeosReader(table(600, 30))
    expect(await readEveryBallot(read)).toHaveLength(630)
    expect(reads).toEqual(['byendtime'])
  })

  it('reaches every ballot when more ballots share an end time than a page holds', async () => {
    const { read, reads } = nodeosReader(table(300, BALLOTS_PAGE_SIZE + 60))
    const every = await readEveryBallot(read)
    expect(every).toHaveLength(300 + BALLOTS_PAGE_SIZE + 60)
    expect(new Set(every.map((row) => row.ballot_name)).size).toBe(every.length)
    expect(reads).toEqual(['byendtime', 'primary'])
  })

  it('lists every ballot in setup, beyond one page of equal status keys', async () => {
    const few = nodeosReader(table(20, 5))
    expect(await readBallotsInSetup(few.read)).toHaveLength(5)
    expect(few.reads).toEqual(['bystatus'])
    const many = nodeosReader(table(20, BALLOTS_PAGE_SIZE + 10))
    const setup = await readBallotsInSetup(many.read)
    expect(setup).toHaveLength(BALLOTS_PAGE_SIZE + 10)
    expect(setup.every((row) => row.status === 'setup')).toBe(true)
  })

  it('tells when the last page is one run of equal keys', () => {
    const key = (value: number) => String(value)
    expect(mayStopInRun([1, 2, 2, 2], key, 3)).toBe(true)
    expect(mayStopInRun([1, 1, 2, 2], key, 3)).toBe(false)
    expect(mayStopInRun([2, 2], key, 3)).toBe(false)
  })
})
