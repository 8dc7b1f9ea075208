import type { Benchmark } from './benchmarks.ts'

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
    .sort((a, b) => a.median - b.median || a.producer.localeCompare(b.producer))
}
