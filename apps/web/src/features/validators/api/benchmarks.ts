import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { CPU_BENCHMARK_BATCH } from '@portal/chain/constants'
import {
  CPU_BENCHMARK_FILTER,
  cpuBenchmarkAction,
  type CpuBenchmarkAction,
} from '@portal/chain/contracts/mechanics/index'
import {
  getActionsFromSequence,
  historyKeys,
  sequenceOf,
  type HistoryActionEntry,
} from '@/lib/history/history-client.ts'

/** One CPU benchmark run: who produced it, its CPU time, when and its place in the chain. */
export type Benchmark = CpuBenchmarkAction

/** The periods the page offers, in days. */
export const BENCHMARK_PERIODS = [1, 7, 30] as const
export type BenchmarkPeriod = (typeof BENCHMARK_PERIODS)[number]

/** A get_actions item as a benchmark, or undefined when it lacks what the chart needs. */
export function parseBenchmark(entry: HistoryActionEntry): Benchmark | undefined {
  const sequence = sequenceOf(entry)
  const result = cpuBenchmarkAction.safeParse({
    producer: (entry as { producer?: unknown }).producer,
    cpu_usage_us: (entry as { cpu_usage_us?: unknown }).cpu_usage_us,
    timestamp: entry['@timestamp'] ?? entry.timestamp,
    global_sequence: sequence === undefined ? undefined : Number(sequence),
  })
  return result.success ? result.data : undefined
}

/** Block times are UTC without a zone; the chart's x axis is milliseconds. */
export const benchmarkTime = (benchmark: Pick<Benchmark, 'timestamp'>): number =>
  Date.parse(
    /[zZ]|[+-]\d\d:\d\d$/.test(benchmark.timestamp) ? benchmark.timestamp : `${benchmark.timestamp}Z`,
  )

export type LoadProgress = { pages: number; actions: number }

/**
 * Every eosmechanics::cpu run of the last `days` (product.md §7: filter eosmechanics:cpu, `after`, limit
 * 1000, sort asc, a global_sequence cursor until a page has fewer than 1000).
 */
export async function loadBenchmarks(
  days: number,
  now: number,
  options: { signal?: AbortSignal; onPage?: (progress: LoadProgress) => void } = {},
): Promise<Benchmark[]> {
  const actions = await getActionsFromSequence(
    { filter: CPU_BENCHMARK_FILTER, after: new Date(now - days * 86_400_000).toISOString() },
    { pageSize: CPU_BENCHMARK_BATCH, signal: options.signal, onPage: options.onPage },
  )
  return actions.flatMap((action) => parseBenchmark(action) ?? [])
}

/**
 * The benchmarks of a period, with how many pages and actions have arrived while they load; nothing is
 * read while `enabled` is false (the section is not near the screen yet).
 */
export function useBenchmarks(days: BenchmarkPeriod, enabled = true) {
  const [progress, setProgress] = useState<LoadProgress>({ pages: 0, actions: 0 })
  const query = useQuery({
    enabled,
    queryKey: historyKeys.view('cpu-benchmarks', String(days)),
    queryFn: ({ signal }) => {
      setProgress({ pages: 0, actions: 0 })
      return loadBenchmarks(days, Date.now(), { signal, onPage: setProgress })
    },
    staleTime: 60_000,
  })
  return { ...query, progress }
}
