import type Database from 'better-sqlite3'
import { ServiceError } from './service-errors.ts'

/** At most `limit` events per `windowMs`. */
export type RateRule = { limit: number; windowMs: number }

export const RATE_EVENTS_SCHEMA = `
  CREATE TABLE IF NOT EXISTS rate_events (bucket TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE INDEX IF NOT EXISTS rate_by_bucket ON rate_events (bucket, at);
`

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * The bucket of a per-client-address limit, or undefined for this machine: the devnet's own portal,
 * scripts and test journeys all come from loopback, where an address limit would only get in the way.
 * Per-recipient limits (number, account, address) apply to everyone.
 */
export function clientBucket(prefix: string, ip: string): string | undefined {
  return LOOPBACK.has(ip) ? undefined : `${prefix}:${ip}`
}

function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  if (seconds < 120) return `${seconds} seconds`
  const minutes = Math.ceil(seconds / 60)
  return minutes < 120 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`
}

/**
 * Sliding-window limits kept in SQLite so they survive restarts. Times come from `now`, the devnet
 * clock, so moving the clock forward also lifts a limit (as waiting would).
 */
export function createRateLimiter(db: Database.Database, now: () => number) {
  db.exec(RATE_EVENTS_SCHEMA)
  const count = db.prepare<[string, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM rate_events WHERE bucket = ? AND at > ?',
  )
  const oldest = db.prepare<[string, number, number], { at: number }>(
    'SELECT at FROM rate_events WHERE bucket = ? AND at > ? ORDER BY at LIMIT 1 OFFSET ?',
  )
  const insert = db.prepare('INSERT INTO rate_events (bucket, at) VALUES (?, ?)')
  const prune = db.prepare('DELETE FROM rate_events WHERE at < ?')

  return {
    /** The wait before `bucket` may act again under `rules`, or 0 when it may act now. */
    waitMs(bucket: string, rules: readonly RateRule[]): number {
      const at = now()
      let wait = 0
      for (const rule of rules) {
        const since = at - rule.windowMs
        const { n } = count.get(bucket, since) ?? { n: 0 }
        if (n < rule.limit) continue
        // The window frees a slot when the event that fills it (the n-limit+1-th newest) ages out.
        const freeing = oldest.get(bucket, since, n - rule.limit)
        wait = Math.max(wait, (freeing?.at ?? at) + rule.windowMs - at)
      }
      return wait
    },
    /** Throws 429 with `message` and the wait when `bucket` is over a limit (no bucket: no limit). */
    check(bucket: string | undefined, rules: readonly RateRule[], message: string): void {
      if (bucket === undefined) return
      const wait = this.waitMs(bucket, rules)
      if (wait > 0) throw new ServiceError(429, 'RATE_LIMITED', `${message} Try again in ${waitText(wait)}.`)
    },
    /** Counts one event for `bucket`. */
    record(bucket: string | undefined): void {
      if (bucket === undefined) return
      const at = now()
      insert.run(bucket, at)
      prune.run(at - 7 * 24 * 3600 * 1000)
    },
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>
