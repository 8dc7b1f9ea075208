import { describe, expect, it } from 'vitest'
import { calendarFile, icsTime } from './calendar.ts'

describe('calendar export', () => {
  it('writes chain times (UTC) as UTC ics times', () => {
    expect(icsTime('2026-03-01T12:30:05')).toBe('20260301T123005Z')
    expect(icsTime('nonsense')).toBeUndefined()
  })

  it('makes one escaped event with the voting window', () => {
    const file = calendarFile(
      {
        uid: 'ballot-abc@telos',
        title: 'Vote; now, please',
        start: '2026-03-01T00:00:00',
        end: '2026-03-21T00:00:00',
        url: 'javascript:alert(1)',
      },
      Date.UTC(2026, 1, 1),
    )
    expect(file).toContain('DTSTART:20260301T000000Z\r\nDTEND:20260321T000000Z')
    expect(file).toContain('SUMMARY:Vote\\; now\\, please')
    expect(file).not.toContain('URL:')
    expect(file?.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })
})
