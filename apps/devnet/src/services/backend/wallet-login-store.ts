import { createHash } from 'node:crypto'
import type Database from 'better-sqlite3'

// The wallet logins' one store (SQLite, so challenges and sessions survive a devnet restart): nonces
// with the proof format they were issued for, and bearer sessions by service.

/** How long a nonce may be signed (service clock). */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000

const PRUNE_AFTER_MS = 60 * 60_000

/** The proof format a challenge was issued for. */
export type ProofKind = 'login' | 'writemeta'
/** The `service` of identity-proof sessions (service-challenge sessions carry their service's name). */
export const IDENTITY_SESSIONS = 'wallet-login'

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS login_challenges (
    nonce TEXT PRIMARY KEY,
    account TEXT NOT NULL,
    service TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER,
    proof TEXT NOT NULL DEFAULT 'login'
  );
  -- Bearer tokens, hashed: a copy of the database cannot act for anyone.
  CREATE TABLE IF NOT EXISTS login_sessions (
    token_hash TEXT PRIMARY KEY,
    account TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    service TEXT NOT NULL DEFAULT '${IDENTITY_SESSIONS}'
  );
`

/** Adds the columns a data directory from before the two logins were one lacks (its rows: identity proofs). */
function migrate(db: Database.Database): void {
  const columns = (table: string) =>
    new Set(
      db
        .prepare<[], { name: string }>(`PRAGMA table_info(${table})`)
        .all()
        .map((column) => column.name),
    )
  if (!columns('login_challenges').has('proof'))
    db.exec("ALTER TABLE login_challenges ADD COLUMN proof TEXT NOT NULL DEFAULT 'login'")
  if (!columns('login_sessions').has('service'))
    db.exec(`ALTER TABLE login_sessions ADD COLUMN service TEXT NOT NULL DEFAULT '${IDENTITY_SESSIONS}'`)
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The challenges and sessions tables, with the statements both proof formats use. */
export function openLoginStore(db: Database.Database, now: () => number) {
  db.exec(SCHEMA)
  migrate(db)
  const insertChallenge = db.prepare<[string, string, string, number, ProofKind]>(
    'INSERT INTO login_challenges (nonce, account, service, expires_at, proof) VALUES (?, ?, ?, ?, ?)',
  )
  const findChallenge = db.prepare<
    [string, ProofKind],
    { account: string; service: string; expires_at: number; used_at: number | null }
  >('SELECT account, service, expires_at, used_at FROM login_challenges WHERE nonce = ? AND proof = ?')
  // Spending is one conditional UPDATE, so two concurrent logins with one nonce cannot both win.
  const spendChallenge = db.prepare<[number, string]>(
    'UPDATE login_challenges SET used_at = ? WHERE nonce = ? AND used_at IS NULL',
  )
  const pruneChallenges = db.prepare<[number]>('DELETE FROM login_challenges WHERE expires_at < ?')
  const insertSession = db.prepare<[string, string, number, string]>(
    'INSERT INTO login_sessions (token_hash, account, expires_at, service) VALUES (?, ?, ?, ?)',
  )
  const findSession = db.prepare<[string, string], { account: string; expires_at: number }>(
    'SELECT account, expires_at FROM login_sessions WHERE token_hash = ? AND service = ?',
  )
  const pruneSessions = db.prepare<[number]>('DELETE FROM login_sessions WHERE expires_at < ?')

  return {
    now,
    /** Stores a nonce for `account`; its expiry (service clock). */
    issueNonce(account: string, service: string, nonce: string, proof: ProofKind): number {
      // Expired nonces are kept an hour, so a late answer is told "expired" rather than "unknown".
      pruneChallenges.run(now() - PRUNE_AFTER_MS)
      const expiresAt = now() + CHALLENGE_LIFETIME_MS
      insertChallenge.run(nonce, account, service, expiresAt, proof)
      return expiresAt
    },
    findChallenge: (nonce: string, proof: ProofKind) => findChallenge.get(nonce, proof),
    /** Marks a nonce used: false when it already was. */
    spendChallenge: (nonce: string) => spendChallenge.run(now(), nonce).changes === 1,
    /** Stores a session of `token` (hashed); its expiry (service clock). */
    openSession(account: string, service: string, token: string, lifetime: number): number {
      pruneSessions.run(now() - PRUNE_AFTER_MS)
      const expiresAt = now() + lifetime
      insertSession.run(sha256(token), account, expiresAt, service)
      return expiresAt
    },
    findSession: (token: string, service: string) => findSession.get(sha256(token), service),
  }
}

export type LoginStore = ReturnType<typeof openLoginStore>
