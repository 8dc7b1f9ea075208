// BENCH_VERBOSE's view of one Lighthouse run: failing audits, opportunities, where the main thread's
// time went, the long tasks and the scripts' boot-up time.
import type { Result } from 'lighthouse'

export function printDetails(lhr: Result): void {
  const { audits } = lhr
  for (const audit of Object.values(audits)) {
    if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary') {
      console.log(`    failing: ${audit.id} — ${audit.title}`)
      const items = (audit.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items
      for (const item of items?.slice(0, 5) ?? [])
        if (item.node?.snippet) console.log(`      ${item.node.snippet.slice(0, 160)}`)
    }
    if (audit.details?.type === 'opportunity' && (audit.numericValue ?? 0) > 0 && (audit.score ?? 1) < 0.9)
      console.log(`    opportunity: ${audit.title} ${audit.displayValue ?? ''}`)
  }
  const breakdown = audits['mainthread-work-breakdown']?.details as
    { items?: { groupLabel?: string; duration?: number }[] } | undefined
  console.log(
    `    main thread: ${(breakdown?.items ?? [])
      .map((item) => `${item.groupLabel ?? '?'} ${Math.round(item.duration ?? 0)} ms`)
      .join(', ')}`,
  )
  const longTasks = audits['long-tasks']?.details as
    { items?: { url?: string; startTime?: number; duration?: number }[] } | undefined
  for (const task of longTasks?.items?.slice(0, 8) ?? [])
    console.log(
      `    long task: ${Math.round(task.duration ?? 0)} ms at ${Math.round(task.startTime ?? 0)} ms, ${task.url ?? ''}`,
    )
  const bootup = audits['bootup-time']?.details as { items?: Record<string, unknown>[] } | undefined
  for (const item of bootup?.items?.slice(0, 5) ?? [])
    console.log(`    bootup-time: ${JSON.stringify(item).slice(0, 200)}`)
}
