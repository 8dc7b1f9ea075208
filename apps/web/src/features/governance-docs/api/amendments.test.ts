import { describe, expect, it, vi } from 'vitest'
import { groupAmendments } from './amendments.ts'

const delta = (
  section: string,
  number: number,
  content: string,
  time: string,
  by = 'author',
  present = 1,
) => ({
  code: 'amend.decide',
  scope: 'tbnoa',
  table: 'sections',
  present,
  data: { section_name: section, section_number: number, content, last_amended: time, amended_by: by },
})

describe('amendments from the sections history', () => {
  it('R-GOV-36: groups deltas by last_amended with each section’s previous version', async () => {
    const groups = await groupAmendments([
      delta('preamble', 0, 'QmA1', '2026-11-20T10:00:00'),
      delta('scope', 1, 'QmB1', '2026-11-20T10:00:00'),
      delta('scope', 1, 'QmB2', '2026-11-21T10:00:00', 'voter1'),
      delta('preamble', 0, 'QmA2', '2026-11-21T10:00:00', 'voter1'),
      // The same content written again (e.g. a payer change) is no amendment; malformed rows are skipped.
      delta('preamble', 0, 'QmA2', '2026-11-21T10:00:00', 'voter1'),
      { present: 1, data: { section_name: 5 } },
      delta('scope', 1, 'QmB3', '2026-11-22T10:00:00', 'voter2'),
    ])
    expect(groups).toEqual([
      {
        time: '2026-11-20T10:00:00',
        amendedBy: 'author',
        changes: [
          { section: 'preamble', sectionNumber: 0, before: undefined, after: 'QmA1' },
          { section: 'scope', sectionNumber: 1, before: undefined, after: 'QmB1' },
        ],
      },
      {
        time: '2026-11-21T10:00:00',
        amendedBy: 'voter1',
        changes: [
          { section: 'preamble', sectionNumber: 0, before: 'QmA1', after: 'QmA2' },
          { section: 'scope', sectionNumber: 1, before: 'QmB1', after: 'QmB2' },
        ],
      },
      {
        time: '2026-11-22T10:00:00',
        amendedBy: 'voter2',
        changes: [{ section: 'scope', sectionNumber: 1, before: 'QmB2', after: 'QmB3' }],
      },
    ])
  })

  it('R-READ-23: a timer set while the history deltas are checked runs before the amendments are grouped', async () => {
    const events: string[] = []
    const deltas = Array.from({ length: 500 }, (_, i) =>
      delta(
        `s${i % 20}`,
        i % 20,
        `Qm${i}`,
        `2026-11-20T10:${String(Math.floor(i / 20)).padStart(2, '0')}:00`,
      ),
    )
    // The work yields once a 5 ms slice has passed. On a fast machine all 500 checks fit in one slice
    // and nothing would yield after the first; on this clock each reading is 1 ms later, so the slices
    // end after a few checks whatever the machine's speed.
    let clock = 0
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 1))
    try {
      const grouping = groupAmendments(deltas).then((groups) => {
        events.push('grouped')
        return groups
      })
      setTimeout(() => events.push('timer'), 0)
      expect(await grouping).toHaveLength(25)
      expect(events).toEqual(['timer', 'grouped'])
    } finally {
      now.mockRestore()
    }
  })
})
