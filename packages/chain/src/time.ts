// nodeos writes time_point_sec as "2024-01-01T00:00:00" and time_point as "2024-01-01T00:00:00.000",
// both in UTC but without a zone. `new Date(text)` would read them as local time, so every chain
// time goes through parseChainTime.

const CHAIN_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?Z?$/

/** Parses a chain time (UTC without a zone, with or without milliseconds) or a Date; undefined for anything else. */
export function parseChainTime(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : new Date(value.getTime())
  if (typeof value !== 'string' || value.length > 40) return undefined
  const match = CHAIN_TIME.exec(value)
  if (!match) return undefined
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const millis = Number((match[7] ?? '0').padEnd(3, '0').slice(0, 3))
  const ms = Date.UTC(year, month - 1, day, hour, minute, second, millis)
  const date = new Date(ms)
  // Date.UTC rolls 2024-02-30 over into March; a chain never writes that, so treat it as garbage.
  if (
    date.getUTCDate() !== day ||
    date.getUTCMonth() !== month - 1 ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return undefined
  }
  return date
}

/** Milliseconds since the epoch of a chain time, or undefined when it cannot be read. */
export function chainTimeMs(value: unknown): number | undefined {
  return parseChainTime(value)?.getTime()
}

/** A Date written the way actions expect time_point_sec: `"YYYY-MM-DDTHH:MM:SS"` in UTC, no zone. */
export function toChainTime(date: Date | number): string {
  return new Date(date).toISOString().slice(0, 19)
}

/** True for the zero time nodeos renders for unset timestamps (`1970-01-01T00:00:00`). */
export function isEpochTime(value: unknown): boolean {
  return chainTimeMs(value) === 0
}

/** True once a chain time lies strictly before `now`; false when the time cannot be read. */
export function hasPassed(value: unknown, now: Date | number = Date.now()): boolean {
  const ms = chainTimeMs(value)
  return ms !== undefined && ms < new Date(now).getTime()
}

/** True while a chain time still lies strictly after `now`; false when the time cannot be read. */
export function isInFuture(value: unknown, now: Date | number = Date.now()): boolean {
  const ms = chainTimeMs(value)
  return ms !== undefined && ms > new Date(now).getTime()
}

/** How deep `nextChainTime` looks into nested rows; table rows are flat, so a few levels suffice. */
const DEADLINE_SEARCH_DEPTH = 4

/**
 * The earliest chain time in `value` (a row, a list of rows, or lists of both) that lies strictly after
 * `nowMs`, in ms; undefined when none does. A page's state changes only when one of the times in its rows
 * passes, so a clock that wakes at this moment re-renders the page exactly when something can change.
 */
export function nextChainTime(value: unknown, nowMs: number, depth = 0): number | undefined {
  if (typeof value === 'string') {
    const ms = value.length >= 19 && value.length <= 40 ? chainTimeMs(value) : undefined
    return ms !== undefined && ms > nowMs ? ms : undefined
  }
  if (value === null || typeof value !== 'object' || depth > DEADLINE_SEARCH_DEPTH) return undefined
  let next: number | undefined
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    const found = nextChainTime(item, nowMs, depth + 1)
    if (found !== undefined && (next === undefined || found < next)) next = found
  }
  return next
}

/** Whole days, hours, minutes and seconds left until a moment. */
export type CountdownParts = {
  readonly days: number
  readonly hours: number
  readonly minutes: number
  readonly seconds: number
  /** Milliseconds left, never negative. */
  readonly totalMs: number
  /** True when the moment has been reached. */
  readonly done: boolean
}

/** The time left until a chain time, split for a countdown (all zero once passed); undefined when unreadable. */
export function countdownParts(target: unknown, now: Date | number = Date.now()): CountdownParts | undefined {
  const ms = chainTimeMs(target)
  if (ms === undefined) return undefined
  const totalMs = Math.max(0, ms - new Date(now).getTime())
  const totalSeconds = Math.floor(totalMs / 1000)
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor(totalSeconds / 3600) % 24,
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
    totalMs,
    done: totalMs === 0,
  }
}

/** A countdown as text: `"2d 03h 04m 05s"`, dropping leading zero days. */
export function formatCountdown(parts: CountdownParts): string {
  const clock = `${pad(parts.hours)}h ${pad(parts.minutes)}m ${pad(parts.seconds)}s`
  return parts.days > 0 ? `${parts.days}d ${clock}` : clock
}

/** A chain time in the viewer's local time zone: `"YYYY-MM-DD HH:mm:ss"`; undefined when unreadable. */
export function formatLocalTime(value: unknown): string | undefined {
  const date = parseChainTime(value)
  if (!date) return undefined
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  )
}

/** A chain time in UTC: `"YYYY-MM-DD HH:mm:ss UTC"`; undefined when unreadable. */
export function formatUtcTime(value: unknown): string | undefined {
  const date = parseChainTime(value)
  return date ? `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC` : undefined
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * A chain time as en-US writes a medium date and a short time, in UTC: `"Jan 1, 2024, 5:06 AM UTC"`;
 * undefined when unreadable. Written out rather than through Intl.DateTimeFormat, whose first instance
 * on a page loads the locale's date patterns: tens of milliseconds of main thread on a phone (issue 41).
 */
export function formatUtcDate(value: unknown): string | undefined {
  const date = parseChainTime(value)
  if (!date) return undefined
  const hours = date.getUTCHours()
  const clock = `${hours % 12 || 12}:${pad(date.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}, ${clock} UTC`
}

/** A chain time `days` whole days after another, as a chain time; undefined when unreadable. */
export function addDays(value: unknown, days: number): string | undefined {
  const ms = chainTimeMs(value)
  return ms === undefined || !Number.isFinite(days) ? undefined : toChainTime(ms + days * 86_400_000)
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}
