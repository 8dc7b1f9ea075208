import { amend, type SectionRow } from '@portal/chain/contracts/amend/index'
import type { HistoryDelta } from '@/lib/history/history-client.ts'
import { mapInSlices } from '@/lib/yield-to-main.ts'
import { compareCodeUnits } from '@portal/chain/order'

/** One section's change in an amendment: its text hash before (none when it was added) and after. */
export type SectionChange = {
  section: string
  sectionNumber: number
  before: string | undefined
  after: string
}

/** The sections written at one `last_amended` time: the adoption first, then each amendment. */
export type Amendment = { time: string; amendedBy: string; changes: SectionChange[] }

const { sections } = amend.tables

/** A delta's row as the descriptor's schema reads it, or undefined when it is removed or not a `sections` row. */
function sectionData(delta: HistoryDelta): SectionRow | undefined {
  if (delta.present === 0 || delta.present === false) return undefined
  const parsed = sections.row.safeParse(delta.data)
  return parsed.success ? parsed.data : undefined
}

/**
 * The `sections` deltas (oldest first) grouped by `last_amended`: each group is the adoption or an
 * amendment, with each changed section's previous text hash. Removals and rewrites of the same
 * content are not changes; malformed deltas are left out. The rows are checked in slices that yield (a
 * page of deltas was one 80 ms task at 4× CPU).
 */
export async function groupAmendments(deltas: readonly HistoryDelta[]): Promise<Amendment[]> {
  const current = new Map<string, string>()
  const groups = new Map<string, Amendment>()
  for (const row of await mapInSlices(deltas, sectionData)) {
    if (!row) continue
    const before = current.get(row.section_name)
    if (before === row.content) continue
    current.set(row.section_name, row.content)
    let group = groups.get(row.last_amended)
    if (!group) {
      group = { time: row.last_amended, amendedBy: row.amended_by, changes: [] }
      groups.set(row.last_amended, group)
    }
    group.changes.push({
      section: row.section_name,
      sectionNumber: Number(row.section_number),
      before,
      after: row.content,
    })
  }
  return [...groups.values()]
    .sort((a, b) => compareCodeUnits(a.time, b.time))
    .map((group) => ({
      ...group,
      changes: group.changes.sort((a, b) => a.sectionNumber - b.sectionNumber),
    }))
}
