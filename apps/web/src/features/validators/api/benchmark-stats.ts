import type { Benchmark } from './benchmarks.ts'
import { compareCodeUnits } from '@portal/chain/order'

/** One validator's benchmark summary. */
export type BenchmarkSummary = { producer: string; count: number; median: number; p95: number }

/** The nearest-rank percentile of sorted values (p in 0..100). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number
}

/** The median: the middle value, or the mean of the two middle ones. */
export function median(sorted: readonly number[]): number {
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/** Benchmarks grouped by producer. */
export function byProducer(benchmarks: readonly Benchmark[]): Map<string, Benchmark[]> {
  const groups = new Map<string, Benchmark[]>()
  for (const benchmark of benchmarks) {
    const group = groups.get(benchmark.producer)
    if (group) group.push(benchmark)
    else groups.set(benchmark.producer, [benchmark])
  }
  return groups
}

/** Median, p95 and count per producer, fastest median first. */
export function summarize(benchmarks: readonly Benchmark[]): BenchmarkSummary[] {
  return [...byProducer(benchmarks)]
    .map(([producer, runs]) => {
      const sorted = runs.map((run) => run.cpu_usage_us).sort((a, b) => a - b)
      return { producer, count: sorted.length, median: median(sorted), p95: percentile(sorted, 95) }
    })
    .sort((a, b) => a.median - b.median || compareCodeUnits(a.producer, b.producer))
}

/** One point of a chart line: a time (ms) and a CPU time (µs). */
export type ChartPoint = { time: number; cpu: number }

/**
 * A validator's runs as at most `maxPoints` chart points, so a week of runs by 30 validators stays
 * cheap to draw. Up to `maxPoints` runs are drawn as they are; beyond, the runs' time span is cut into
 * `maxPoints` equal slots and each slot with runs becomes one point: its runs' median CPU time at
 * their mean time. `points` must be in time order.
 */
export function chartSeries(points: readonly ChartPoint[], maxPoints: number): ChartPoint[] {
  if (points.length <= maxPoints) return [...points]
  const first = points[0]!.time
  const span = points[points.length - 1]!.time - first || 1
  const slots = new Map<number, ChartPoint[]>()
  for (const point of points) {
    const slot = Math.min(maxPoints - 1, Math.floor(((point.time - first) / span) * maxPoints))
    const runs = slots.get(slot)
    if (runs) runs.push(point)
    else slots.set(slot, [point])
  }
  return [...slots.values()].map((runs) => ({
    time: Math.round(runs.reduce((sum, run) => sum + run.time, 0) / runs.length),
    cpu: median(runs.map((run) => run.cpu).sort((a, b) => a - b)),
  }))
}
