import { describe, expect, it } from 'vitest'
import {
  addDays,
  chainTimeMs,
  countdownParts,
  formatCountdown,
  formatLocalTime,
  formatUtcDate,
  formatUtcTime,
  hasPassed,
  isEpochTime,
  isInFuture,
  nextChainTime,
  parseChainTime,
  toChainTime,
} from './time.ts'

const hostile: unknown[] = [undefined, null, 12, {}, [], true, 'x'.repeat(1_000_000), '', new Date(NaN)]

describe('parseChainTime', () => {
  it('reads chain times as UTC whatever the local zone', () => {
    expect(chainTimeMs('2024-01-01T00:00:00')).toBe(Date.UTC(2024, 0, 1))
    expect(chainTimeMs('2022-01-17T21:55:29.000')).toBe(Date.UTC(2022, 0, 17, 21, 55, 29))
    expect(chainTimeMs('2022-01-17T21:55:29.5')).toBe(Date.UTC(2022, 0, 17, 21, 55, 29, 500))
    expect(chainTimeMs('2024-01-01T00:00:00Z')).toBe(Date.UTC(2024, 0, 1))
  })

  it('rejects impossible dates and other text', () => {
    for (const text of [
      '2024-02-30T00:00:00',
      '2024-01-01 00:00:00',
      '2024-01-01T24:00:00',
      '2024-01-01',
      'soon',
    ]) {
      expect(parseChainTime(text)).toBeUndefined()
    }
    for (const value of hostile) expect(parseChainTime(value)).toBeUndefined()
  })

  it('copies Dates so callers cannot mutate each other', () => {
    const date = new Date(0)
    expect(parseChainTime(date)).not.toBe(date)
    expect(parseChainTime(date)?.getTime()).toBe(0)
  })

  it('writes times back the way actions expect them', () => {
    expect(toChainTime(Date.UTC(2030, 5, 1, 12, 0, 0, 999))).toBe('2030-06-01T12:00:00')
    expect(addDays('2024-01-01T00:00:00', 7)).toBe('2024-01-08T00:00:00')
    expect(addDays('nope', 7)).toBeUndefined()
  })

  it('recognises the unset epoch time', () => {
    expect(isEpochTime('1970-01-01T00:00:00')).toBe(true)
    expect(isEpochTime('2024-01-01T00:00:00')).toBe(false)
    expect(isEpochTime(undefined)).toBe(false)
  })
})

describe('deadlines', () => {
  const now = Date.UTC(2024, 0, 1, 12)

  it('a time has passed only when strictly before now', () => {
    expect(hasPassed('2024-01-01T11:59:59', now)).toBe(true)
    expect(hasPassed('2024-01-01T12:00:00', now)).toBe(false)
    expect(isInFuture('2024-01-01T12:00:01', now)).toBe(true)
    expect(isInFuture('2024-01-01T12:00:00', now)).toBe(false)
    for (const value of hostile) {
      expect(hasPassed(value, now)).toBe(false)
      expect(isInFuture(value, now)).toBe(false)
    }
  })

  it('finds the next chain time to pass in nested rows, ignoring passed, hostile and non-time values', () => {
    const rows = [
      { end_time: '2024-01-01T11:00:00', begin_time: '2024-01-03T00:00:00', title: '2024-01-02' },
      { end_time: '2024-01-02T08:30:00.500', nested: { limit: ['2024-01-05T00:00:00'] } },
      { end_time: '2024-01-01T12:00:00', note: 'ends 2024-01-01T12:30:00 or later' },
      ...hostile,
    ]
    expect(nextChainTime(rows, now)).toBe(Date.UTC(2024, 0, 2, 8, 30, 0, 500))
    expect(nextChainTime([rows[0], rows[2]], now)).toBe(Date.UTC(2024, 0, 3))
    expect(nextChainTime({ a: undefined, b: null, c: 7 }, now)).toBeUndefined()
    expect(nextChainTime([[[[[['2024-06-01T00:00:00']]]]]], now)).toBeUndefined()
  })

  it('splits the time left into countdown parts', () => {
    const parts = countdownParts('2024-01-03T15:04:05', now)
    expect(parts).toMatchObject({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false })
    expect(formatCountdown(parts!)).toBe('2d 03h 04m 05s')
    expect(formatCountdown(countdownParts('2024-01-01T12:00:09', now)!)).toBe('00h 00m 09s')
  })

  it('a passed deadline counts down to zero, never below', () => {
    expect(countdownParts('2023-12-31T00:00:00', now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      totalMs: 0,
      done: true,
    })
    expect(countdownParts('garbage', now)).toBeUndefined()
  })
})

describe('display', () => {
  it('shows UTC with its zone', () => {
    expect(formatUtcTime('2024-01-01T05:06:07.000')).toBe('2024-01-01 05:06:07 UTC')
  })

  it('shows local time in the viewer zone', () => {
    const date = new Date(Date.UTC(2024, 6, 1, 5, 6, 7))
    const p = (n: number) => String(n).padStart(2, '0')
    const expected =
      `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())} ` +
      `${p(date.getHours())}:${p(date.getMinutes())}:${p(date.getSeconds())}`
    expect(formatLocalTime('2024-07-01T05:06:07')).toBe(expected)
  })

  it('writes a medium date and a short time in UTC as en-US does', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    })
    for (const time of [
      '2024-01-01T00:06:07',
      '2024-07-09T12:00:00.000',
      '2025-12-31T23:59:59',
      '2026-03-05T09:30:00',
    ]) {
      // ICU puts a narrow no-break space before AM/PM where browsers show a space.
      const expected = `${intl.format(new Date(`${time}Z`)).replace(/\u202f/g, ' ')} UTC`
      expect(formatUtcDate(time)).toBe(expected)
    }
    expect(formatUtcDate('2024-01-01T05:06:07')).toBe('Jan 1, 2024, 5:06 AM UTC')
  })

  it('leaves unreadable times undefined', () => {
    for (const value of hostile) {
      expect(formatUtcDate(value)).toBeUndefined()
      expect(formatUtcTime(value)).toBeUndefined()
      expect(formatLocalTime(value)).toBeUndefined()
    }
  })
})
