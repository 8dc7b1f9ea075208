import { describe, expect, it } from 'vitest'
import { cpuBenchmarkAction } from './index.ts'

describe('cpuBenchmarkAction', () => {
  const action = {
    '@timestamp': '2026-01-01T00:00:00.000',
    timestamp: '2026-01-01T00:00:00.000',
    producer: 'bpone',
    cpu_usage_us: 412,
    global_sequence: 1234,
    act: { account: 'eosmechanics', name: 'cpu', authorization: [], data: {} },
  }

  it('R-VAL-02: keeps producer, cpu_usage_us, timestamp and global_sequence of a get_actions row', () => {
    expect(cpuBenchmarkAction.parse(action)).toEqual({
      producer: 'bpone',
      cpu_usage_us: 412,
      timestamp: '2026-01-01T00:00:00.000',
      global_sequence: 1234,
    })
  })

  it('rejects a row without cpu_usage_us (not the first action of its transaction)', () => {
    const { cpu_usage_us: _, ...rest } = action
    expect(cpuBenchmarkAction.safeParse(rest).success).toBe(false)
  })
})
