import { afterEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError, withChunkTimeout } from './chunk-timeout.ts'

afterEach(() => vi.useRealTimers())

describe('withChunkTimeout', () => {
  it('rejects with "This page took too long to load" after 120 s', async () => {
    vi.useFakeTimers()
    const loading = withChunkTimeout(new Promise(() => {}))
    const outcome = expect(loading).rejects.toThrow('This page took too long to load')
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS)
    await outcome
    await expect(loading).rejects.toBeInstanceOf(ChunkTimeoutError)
  })

  it('resolves with the chunk when it arrives in time', async () => {
    await expect(withChunkTimeout(Promise.resolve('page'), 50)).resolves.toBe('page')
  })
})
