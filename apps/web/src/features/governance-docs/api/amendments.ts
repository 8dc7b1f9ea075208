import type { HistoryDelta } from '@/lib/history/history-client.ts'

/** One section's change in an amendment: its text hash before (none when it was added) and after. */
export type SectionChange = {
  section: string
  sectionNumber: number
  before: string | undefined
  after: string
}

/** The sections written at one `last_amended` time: the adoption first, then each amendment. */
export type Amendment = { time: string; amendedBy: string; changes: SectionChange[] }

type SectionData = {
  section_name: string
  section_number: number
  content: string
  last_amended: string
  amended_by: string
}

function sectionData(delta: HistoryDelta): SectionData | undefined {
  const data = delta.data
  if (!data) return undefined
  const { section_name, section_number, content, last_amended, amended_by } = data
  if (
    typeof section_name !== 'string' ||
    typeof content !== 'string' ||
    typeof last_amended !== 'string' ||
    typeof amended_by !== 'string'
  )
    return undefined
  const number = Number(section_number)
  return {
    section_name,
    section_number: Number.isFinite(number) ? number : 0,
    content,
    last_amended,
    amended_by,
  }
}

/**
 * The `sections` deltas (oldest first) grouped by `last_amended`: each group is the adoption or an
 * amendment, with each changed section's previous text hash. Removals and rewrites of the same
 * content are not changes; malformed deltas are left out.
 */
export function groupAmendments(deltas: readonly HistoryDelta[]): Amendment[] {
  const current = new Map<string, string>()
  const groups = new Map<string, Amendment>()
  for (const delta of deltas) {
    if (delta.present === 0 || delta.present === false) continue
    const row = sectionData(delta)
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
      sectionNumber: row.section_number,
      before,
      after: row.content,
    })
  }
  return [...groups.values()]
    .sort((a, b) => a.time.localeCompare(b.time))
    .map((group) => ({ ...group, changes: group.changes.sort((a, b) => a.sectionNumber - b.sectionNumber) }))
}
