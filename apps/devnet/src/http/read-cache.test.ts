import { describe, expect, it } from 'vitest'
import { ReadCache } from './read-cache.ts'

describe('the table-read cache', () => {
  it('holds no more than its byte budget, however many distinct reads arrive', () => {
    const budget = 200_000
    const cache = new ReadCache(budget)
    const answer = 'x'.repeat(10_000)
    for (let n = 0; n < 2000; n += 1) cache.set(`{"scope":"${n}"}`, 1, answer)
    expect(cache.bytes).toBeGreaterThan(0)
    expect(cache.bytes).toBeLessThanOrEqual(budget)
    // The newest reads stay; the oldest went first.
    expect(cache.get('{"scope":"1999"}', 1)).toBe(answer)
    expect(cache.get('{"scope":"0"}', 1)).toBeUndefined()
  })

  it('keeps a read the pages poll over reads asked once', () => {
    const cache = new ReadCache(50_000)
    const answer = 'y'.repeat(5_000)
    cache.set('polled', 1, answer)
    for (let n = 0; n < 40; n += 1) {
      cache.set(`once-${n}`, 1, answer)
      expect(cache.get('polled', 1)).toBe(answer)
    }
  })

  it('does not keep an answer bigger than the whole budget', () => {
    const cache = new ReadCache(1_000)
    cache.set('huge', 1, 'z'.repeat(10_000))
    expect(cache.get('huge', 1)).toBeUndefined()
    expect(cache.bytes).toBe(0)
  })

  it('answers only for the table version it was filled at', () => {
    const cache = new ReadCache()
    cache.set('read', 1, 'rows at 1')
    expect(cache.get('read', 1)).toBe('rows at 1')
    expect(cache.get('read', 2)).toBeUndefined()
  })
})
