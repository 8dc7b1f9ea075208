// Long work split into tasks: the browser paints and answers input between them, so a phone's CPU
// never sees one long task (issue 41: parsing the first reads' rows all in the microtask that
// delivered them was a 50–200 ms task at 4× slowdown).

type Scheduler = { yield?: () => Promise<void> }

/** Resolves in a later task: `scheduler.yield` where the browser has it (it keeps the task's place in line), else a timeout. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** How long one slice runs before it yields: a tenth of the 50 ms that makes a task long, at 4× slowdown. */
const SLICE_MS = 5

/**
 * `work` applied to each item in order, in slices of a few milliseconds with a yield before each, so
 * several answers that arrive together are handled in separate tasks too.
 */
export async function mapInSlices<Item, Result>(
  items: readonly Item[],
  work: (item: Item) => Result,
): Promise<Result[]> {
  const results: Result[] = []
  let sliceStart = -Infinity
  for (const item of items) {
    if (performance.now() - sliceStart >= SLICE_MS) {
      await yieldToMain()
      sliceStart = performance.now()
    }
    results.push(work(item))
  }
  return results
}
