// What a long main-thread task was: the trace events inside it (script evaluation, React's scheduler,
// style and layout) and the JavaScript functions the CPU profile sampled in its window, each with the
// chunk it comes from. bench/profile-page.ts prints this for the longest tasks after the first
// contentful paint, so a long task can be taken apart by name instead of guessed at.
import type { MainThreadTask, TraceEvent } from './_long-tasks.ts'

type ProfileNode = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
/** A V8 CPU profile as CDP's Profiler.stop returns it (timestamps on the trace's clock). */
export type CpuProfile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] }

type Timed = MainThreadTask & { ts: number; pid: number; tid: number }

// Events whose time is the task's own work rather than a wrapper around it.
const INNER = new Set([
  'v8.evaluateModule',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'BlinkScheduler_PerformMicrotaskCheckpoint',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'ParseHTML',
  'MinorGC',
  'MajorGC',
])

const short = (url: string) => url.replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+/, '') || '(native)'

/** One line per task: wall and thread time, the inner events' thread time, and its busiest functions. */
export function describeTasks(
  trace: Buffer | string,
  profile: CpuProfile,
  tasks: readonly Timed[],
  functions = 6,
): string[] {
  const { traceEvents } = JSON.parse(String(trace)) as { traceEvents: TraceEvent[] }
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const parents = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id)
  // Each sample's time on the trace's clock (microseconds).
  const sampleTimes: number[] = []
  let clock = profile.startTime
  for (const delta of profile.timeDeltas) {
    clock += delta
    sampleTimes.push(clock)
  }
  return tasks.map((task) => {
    const end = task.ts + task.wall * 1000
    const inner = new Map<string, number>()
    for (const event of traceEvents) {
      if (event.ph !== 'X' || event.pid !== task.pid || event.tid !== task.tid || !INNER.has(event.name))
        continue
      if (event.ts < task.ts || event.ts >= end) continue
      inner.set(event.name, (inner.get(event.name) ?? 0) + (event.tdur ?? event.dur ?? 0) / 1000)
    }
    const byFunction = new Map<string, number>()
    // React components (capitalised functions) by inclusive time: which parts of the page rendered.
    const byComponent = new Map<string, number>()
    profile.samples.forEach((id, i) => {
      const at = sampleTimes[i] ?? 0
      if (at < task.ts || at >= end) return
      const seen = new Set<string>()
      for (let node: number | undefined = id; node !== undefined; node = parents.get(node)) {
        const name = nodes.get(node)?.callFrame.functionName ?? ''
        if (!/^[A-Z]\w*$/.test(name) || seen.has(name)) continue
        seen.add(name)
        byComponent.set(name, (byComponent.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
      }
    })
    profile.samples.forEach((id, i) => {
      const at = sampleTimes[i] ?? 0
      if (at < task.ts || at >= end) return
      const frame = nodes.get(id)?.callFrame
      if (!frame || frame.functionName === '(idle)') return
      const name = `${frame.functionName || '(anonymous)'} ${short(frame.url)}:${frame.lineNumber + 1}`
      byFunction.set(name, (byFunction.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
    })
    const top = <T>(map: Map<T, number>, count: number) =>
      [...map]
        .filter(([, ms]) => ms >= 1)
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
    return [
      `  ${task.start.toFixed(0).padStart(6)} ms: ${task.wall.toFixed(0)} ms (thread ${task.thread.toFixed(0)} ms)`,
      `    events: ${top(inner, 5)
        .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
        .join(', ')}`,
      `    functions (sampled ms): ${top(byFunction, functions)
        .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
        .join(', ')}`,
      `    components (inclusive sampled ms): ${top(byComponent, functions)
        .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
        .join(', ')}`,
    ].join('\n')
  })
}
