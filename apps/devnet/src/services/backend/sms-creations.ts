import type Database from 'better-sqlite3'
import type { Chain } from '../../chain/chain.ts'

type PendingCreation = { number_hash: string; account: string; otp_id: number; started_at: number }

/**
 * The two writes of an SMS account creation: the chain's eosio::newaccount (chain.sqlite) and the spent
 * phone number and code (backend.sqlite). They cannot share one SQLite transaction, so the creation is
 * first recorded as pending here; once the chain write is over, whichever way it went, the chain decides:
 * an account that exists spends the number and its code, a missing one frees the number again. A
 * process killed between the writes leaves the pending record, settled the same way at start-up.
 */
export function createSmsCreations(db: Database.Database, chain: Chain) {
  const insertPending = db.prepare<[string, string, number, number]>(
    'INSERT INTO pending_creations (number_hash, account, otp_id, started_at) VALUES (?, ?, ?, ?)',
  )
  const pendingOf = db.prepare<[string], PendingCreation>(
    'SELECT * FROM pending_creations WHERE number_hash = ?',
  )
  const allPending = db.prepare<[], PendingCreation>('SELECT * FROM pending_creations')
  const deletePending = db.prepare<[string]>('DELETE FROM pending_creations WHERE number_hash = ?')
  const spendNumber = db.prepare<[string, string, number]>(
    'INSERT OR IGNORE INTO used_numbers (number_hash, account, created_at) VALUES (?, ?, ?)',
  )
  const spendCode = db.prepare<[number, number]>(
    'UPDATE otp_codes SET used_at = ? WHERE id = ? AND used_at IS NULL',
  )

  const settle = db.transaction((pending: PendingCreation) => {
    if (chain.accounts.exists(pending.account)) {
      spendNumber.run(pending.number_hash, pending.account, chain.now())
      spendCode.run(chain.now(), pending.otp_id)
    }
    deletePending.run(pending.number_hash)
  })

  return {
    /** Runs `write` (the chain's newaccount for `account`) between recording and settling the creation. */
    create<T>(numberHash: string, account: string, otpId: number, write: () => T): T {
      insertPending.run(numberHash, account, otpId, chain.now())
      try {
        return write()
      } finally {
        const pending = pendingOf.get(numberHash)
        if (pending) settle(pending)
      }
    },

    /** Settles the creations a killed process left between their two writes; returns how many. */
    settleInterrupted(): number {
      const interrupted = allPending.all()
      for (const pending of interrupted) settle(pending)
      return interrupted.length
    },
  }
}

export type SmsCreations = ReturnType<typeof createSmsCreations>
