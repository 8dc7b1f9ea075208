import { describe, expect, it } from 'vitest'
import { chartSeries, median, percentile, summarize } from './benchmark-stats.ts'
import type { Benchmark } from './benchmarks.ts'

const run = (producer: string, cpu: number, sequence: number): Benchmark => ({
  producer,
  cpu_usage_us: cpu,
  timestamp: '2026-11-25T09:00:00.000',
  global_sequence: sequence,
})

describe('benchmark summaries', () => {
  it('median of odd and even counts, nearest-rank p95', () => {
    expect(median([1, 2, 9])).toBe(2)
    expect(median([1, 2, 4, 9])).toBe(3)
    const hundred = Array.from({ length: 100 }, (_, index) => index + 1)
    expect(percentile(hundred, 95)).toBe(95)
    expect(percentile([5], 95)).toBe(5)
    expect(Number.isNaN(median([]))).toBe(true)
  })

  it('R-VAL-01: summarizes per validator, fastest median first, counting every run', () => {
    const runs = [
      run('slowbp', 900, 1),
      run('fastbp', 100, 2),
      run('slowbp', 700, 3),
      run('fastbp', 300, 4),
      run('fastbp', 200, 5),
    ]
    expect(summarize(runs)).toEqual([
      { producer: 'fastbp', count: 3, median: 200, p95: 300 },
      { producer: 'slowbp', count: 2, median: 800, p95: 900 },
    ])
  })

  it('draws up to the limit of runs as they are, and beyond it one median point per time slot', () => {
    const runs = Array.from({ length: 10 }, (_, index) => ({ time: index * 1000, cpu: 100 + index }))
    expect(chartSeries(runs, 10)).toEqual(runs)
    // Five slots of 1.8 s over 0–9 s: two runs in each.
    expect(chartSeries(runs, 5)).toEqual([
      { time: 500, cpu: 100.5 },
      { time: 2500, cpu: 102.5 },
      { time: 4500, cpu: 104.5 },
      { time: 6500, cpu: 106.5 },
      { time: 8500, cpu: 108.5 },
    ])
    const week = Array.from({ length: 672 }, (_, index) => ({ time: index * 900_000, cpu: index % 7 }))
    expect(chartSeries(week, 150).length).toBeLessThanOrEqual(150)
  })
})
