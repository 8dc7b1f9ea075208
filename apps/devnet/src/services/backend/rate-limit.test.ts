import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { ServiceError } from './service-errors.ts'
import { clientBucket, createRateLimiter } from './rate-limit.ts'

describe('rate limits', () => {
  it('allow `limit` events per sliding window and name the wait', () => {
    let now = 1_000_000
    const limiter = createRateLimiter(new Database(':memory:'), () => now)
    const rules = [
      { limit: 1, windowMs: 60_000 },
      { limit: 3, windowMs: 3_600_000 },
    ]
    for (let i = 0; i < 2; i++) {
      limiter.check('sms:a', rules, 'Too soon.')
      limiter.record('sms:a')
      expect(() => limiter.check('sms:a', rules, 'Too soon.')).toThrow('Too soon. Try again in 60 seconds.')
      now += 61_000
    }
    limiter.check('sms:a', rules, 'Too soon.')
    limiter.record('sms:a')
    // Three in the hour: the next waits for the first to age out of the hour (the longer wait wins).
    let error: unknown
    try {
      limiter.check('sms:a', rules, 'Too many.')
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ServiceError)
    expect((error as ServiceError).statusCode).toBe(429)
    expect((error as ServiceError).message).toBe('Too many. Try again in 58 minutes.')
    expect(() => limiter.check('sms:b', rules, 'Other buckets are free.')).not.toThrow()
    now += 58 * 60_000
    expect(() => limiter.check('sms:a', rules, 'Free again.')).not.toThrow()
  })

  it('limit client addresses other than this machine', () => {
    expect(clientBucket('faucet-ip', '203.0.113.7')).toBe('faucet-ip:203.0.113.7')
    for (const loopback of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(clientBucket('faucet-ip', loopback)).toBeUndefined()
    const limiter = createRateLimiter(new Database(':memory:'), () => 0)
    limiter.record(undefined)
    expect(() => limiter.check(undefined, [{ limit: 0, windowMs: 1000 }], 'never')).not.toThrow()
  })
})
