// The main thread's tasks from a Chromium trace (the `devtools.timeline` category): each `RunTask` of
// the page's renderer main thread with its wall time and its thread time. Thread time is CPU time the
// thread itself used, so a busy machine (another process taking the core) does not lengthen it; CDP's
// CPU throttling pauses the thread between slices, so thread time is the unthrottled cost, and the
// throttled task is about `rate` times as long on a quiet host.

export type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  tdur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { navigationId?: string } }
}

/** A task: start (ms from navigation), wall and thread time (ms), and where it sits in the trace. */
export type MainThreadTask = {
  start: number
  wall: number
  thread: number
  ts: number
  pid: number
  tid: number
}

export type TaskSummary = {
  /** Milliseconds from navigation start to the first contentful paint, if the trace has one. */
  fcp: number | undefined
  /** Tasks that start at or after the first contentful paint, times in milliseconds. */
  afterFcp: MainThreadTask[]
}

export function mainThreadTasks(trace: Buffer | string): TaskSummary {
  const { traceEvents } = JSON.parse(String(trace)) as { traceEvents: TraceEvent[] }
  // The page measured is the last navigation that painted; its renderer's main thread is where it did.
  const paint = traceEvents.filter((event) => event.name === 'firstContentfulPaint').at(-1)
  const navigationId = paint?.args?.data?.navigationId
  const navigation = traceEvents.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.navigationId === navigationId,
  )
  if (!paint || !navigation) return { fcp: undefined, afterFcp: [] }
  const at = (ts: number) => (ts - navigation.ts) / 1000
  const fcp = at(paint.ts)
  const afterFcp = traceEvents
    .filter(
      (event) =>
        event.name === 'RunTask' && event.ph === 'X' && event.pid === paint.pid && event.tid === paint.tid,
    )
    .map((event) => ({
      start: at(event.ts),
      ts: event.ts,
      pid: event.pid,
      tid: event.tid,
      wall: (event.dur ?? 0) / 1000,
      thread: (event.tdur ?? 0) / 1000,
    }))
    .filter((task) => task.start >= fcp)
  return { fcp, afterFcp }
}
