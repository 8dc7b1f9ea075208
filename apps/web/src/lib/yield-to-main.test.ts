import { describe, expect, it, vi } from 'vitest'
import { arbitration } from '@portal/chain/contracts/arbitration/index'
import { caseFileAsSent } from '@portal/chain/testing/case-files'
import { parseRows } from './chain/table-query.ts'
import { mapInSlices } from './yield-to-main.ts'

describe('work in slices', () => {
  it('R-READ-23: a timer set while a table’s rows are parsed runs before the parse completes', async () => {
    const events: string[] = []
    const rows = Array.from({ length: 500 }, (_, i) => ({ ...caseFileAsSent, case_id: i }))
    // The parse yields once a 5 ms slice has passed; on this clock each reading is 1 ms later, so the
    // slices end after a few rows however fast the machine parses (a fast one fits all 500 in one).
    let clock = 0
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 1))
    try {
      const parsing = parseRows(arbitration.tables.casefiles, rows).then(() => events.push('parsed'))
      setTimeout(() => events.push('timer'), 0)
      await parsing
      expect(events).toEqual(['timer', 'parsed'])
    } finally {
      now.mockRestore()
    }
    expect(await parseRows(arbitration.tables.casefiles, rows)).toHaveLength(500)
  })

  it('R-READ-23: keeps every item’s result, in order, across the slices', async () => {
    const items = Array.from({ length: 2000 }, (_, i) => i)
    const spin = (i: number) => {
      // Enough work that the list spans several slices.
      const until = performance.now() + 0.02
      while (performance.now() < until);
      return i * 2
    }
    expect(await mapInSlices(items, spin)).toEqual(items.map((i) => i * 2))
  })
})
