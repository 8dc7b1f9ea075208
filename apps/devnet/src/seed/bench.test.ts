import { describe, expect, it } from 'vitest'
import { isNameString } from '../chain/keys.ts'
import { BENCH_HISTORY_MS, BENCH_PRODUCER_COUNT, BENCH_PRODUCERS } from './bench.ts'

describe('the bench seed', () => {
  it('names 30 distinct producers that are valid account names, over a week of history', () => {
    expect(BENCH_PRODUCER_COUNT).toBe(30)
    expect(new Set(BENCH_PRODUCERS).size).toBe(30)
    expect(BENCH_PRODUCERS.every((name) => isNameString(name))).toBe(true)
    expect(BENCH_HISTORY_MS).toBeGreaterThanOrEqual(7 * 86_400_000)
  })
})
