import { chainTimeMs } from './time.ts'

// Calendar export (RFC 5545): a ballot's voting window or a case's deadline as one VEVENT in UTC,
// so any calendar shows it at the right local time. Text is escaped; lines are folded at 75 octets.

/** An event to export; times are chain times (UTC, "2026-01-01T00:00:00") or epoch milliseconds. */
export type CalendarEvent = {
  readonly uid: string
  readonly title: string
  readonly description?: string
  readonly url?: string
  readonly start: string | number
  /** Defaults to the start (a point in time). */
  readonly end?: string | number
}

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** "20260101T000000Z" for a chain time or epoch ms; undefined when unreadable. */
export function icsTime(value: string | number): string | undefined {
  const ms = typeof value === 'number' ? value : chainTimeMs(value)
  if (ms === undefined || !Number.isFinite(ms)) return undefined
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

function fold(line: string): string {
  const out: string[] = []
  let rest = line
  while (rest.length > 74) {
    out.push(rest.slice(0, 74))
    rest = ' ' + rest.slice(74)
  }
  out.push(rest)
  return out.join('\r\n')
}

/** The .ics text of one event, or undefined when its times cannot be read. */
export function calendarFile(event: CalendarEvent, stamp: number): string | undefined {
  const start = icsTime(event.start)
  const end = icsTime(event.end ?? event.start)
  const now = icsTime(stamp)
  if (!start || !end || !now) return undefined
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Telos Portal//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${now}`,
    `DTSTART:${start}`,
    `DTEND:${end}`,
    `SUMMARY:${escapeText(event.title.slice(0, 200))}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description.slice(0, 1000))}`] : []),
    ...(event.url && /^https?:\/\//.test(event.url) ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(fold).join('\r\n') + '\r\n'
}
