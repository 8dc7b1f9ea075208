// Lighthouse's mobile preset slows the CPU 4× to emulate a mid-range phone, but 4× of a fast host is a
// faster phone than 4× of a slow one, so the same build scores higher on a faster machine. Lighthouse
// measures the host at the start of every run (`environment.benchmarkIndex`); its 4× is meant for a host
// of about 1,500 (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md). The bench
// therefore slows a faster host further, so the emulated phone stays the same, and never slows a slower
// host by less than 4×: a slow machine can only make the figures worse, never better.

/** The host Lighthouse's 4× is calibrated for, divided by 4. */
const INDEX_PER_SLOWDOWN = 375
const MOBILE_SLOWDOWN = 4

/** The CPU slowdown that emulates the same phone on a host of this benchmark index. */
export function cpuSlowdownFor(benchmarkIndex: number | undefined): number {
  if (benchmarkIndex === undefined || !Number.isFinite(benchmarkIndex)) return MOBILE_SLOWDOWN
  return Math.max(MOBILE_SLOWDOWN, Math.round((benchmarkIndex / INDEX_PER_SLOWDOWN) * 100) / 100)
}

/** The middle value (the lower middle of an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  return sorted[Math.floor((sorted.length - 1) / 2)] as number
}

/** One Lighthouse run's figures, with the host's index and the slowdown it was run at. */
export type RunFigures = {
  performance: number
  accessibility: number
  lcp: number
  tbt: number
  cls: number
  benchmarkIndex: number
  slowdown: number
}

/** Each figure's median over the runs (so a row may combine figures of different runs). */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  const of = (key: keyof RunFigures) => median(runs.map((run) => run[key]))
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    benchmarkIndex: of('benchmarkIndex'),
    slowdown: of('slowdown'),
  }
}
