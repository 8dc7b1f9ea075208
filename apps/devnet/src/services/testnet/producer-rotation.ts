import type Database from 'better-sqlite3'
import type { Chain } from '../../chain/chain.ts'

/** Blocks each producer makes in a row before the next one takes over, as in an Antelope schedule round. */
export const BLOCKS_PER_PRODUCER = 12
/** Half a second per block, so 6 seconds per producer. */
export const ROTATION_INTERVAL_MS = BLOCKS_PER_PRODUCER * 500

/**
 * The local producer schedule: `eosio` plus every account added by `produce/{account}`, taking turns
 * every {@link ROTATION_INTERVAL_MS}. Producers appear in block headers and in history's `producer`,
 * and the list is the chain's active producer schedule (each change a new version).
 */
export function createProducerRotation(db: Database.Database, chain: Chain) {
  const add = db.prepare<[string, number]>(
    'INSERT OR IGNORE INTO producer_rotation (account, added_at) VALUES (?, ?)',
  )
  const list = db.prepare<[], { account: string }>(
    'SELECT account FROM producer_rotation ORDER BY added_at, account',
  )
  let turn = 0
  let timer: ReturnType<typeof setInterval> | undefined

  const schedule = (): string[] => ['eosio', ...list.all().map((row) => row.account)]

  function start(): void {
    if (timer || schedule().length < 2) return
    timer = setInterval(() => {
      const producers = schedule()
      turn = (turn + 1) % producers.length
      const next = producers[turn]
      try {
        if (next && chain.accounts.exists(next)) chain.setProducer(next)
      } catch (error) {
        console.error('producer rotation failed', error)
      }
    }, ROTATION_INTERVAL_MS)
  }

  // The schedule get_producer_schedule reports is the one this rotation walks.
  chain.setProducerSchedule(schedule())
  start()
  return {
    schedule,
    /** Adds `account` (idempotent); true when it was not in the rotation before. */
    add(account: string): boolean {
      const added = add.run(account, chain.now()).changes > 0
      chain.setProducerSchedule(schedule())
      start()
      return added
    },
    stop(): void {
      if (timer) clearInterval(timer)
      timer = undefined
    },
  }
}
