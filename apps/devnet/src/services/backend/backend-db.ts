import Database from 'better-sqlite3'
import { RATE_EVENTS_SCHEMA } from './rate-limit.ts'

/** A message the backend "sent": the devnet delivers SMS (and later e-mail) to this outbox instead. */
export type OutboxRow = {
  id: number
  channel: 'sms' | 'email'
  recipient: string
  purpose: 'registration' | 'profile-verification'
  body: string
  code: string
  sent_at: number
}

/** A one-time code issued for a purpose and subject (the account it would create or verify). */
export type OtpRow = {
  id: number
  purpose: OutboxRow['purpose']
  recipient: string
  subject: string
  code: string
  issued_at: number
  expires_at: number
  attempts: number
  used_at: number | null
}

/**
 * The account backend's own state, in `${dataDir}/backend.sqlite`. One outbox and one code table serve
 * every verification channel and purpose, so the profile verification outbox (decisions.md) is new
 * rows, not a new store; the OAuth app registry adds its `oauth_apps` and `oauth_authorizations`
 * tables beside these.
 */
export function openBackendDb(path: string): Database.Database {
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  db.pragma('busy_timeout = 5000')
  db.exec(`
    CREATE TABLE IF NOT EXISTS outbox (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      channel TEXT NOT NULL,
      recipient TEXT NOT NULL,
      purpose TEXT NOT NULL,
      body TEXT NOT NULL,
      code TEXT NOT NULL,
      sent_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS otp_codes (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      purpose TEXT NOT NULL,
      recipient TEXT NOT NULL,
      subject TEXT NOT NULL,
      code TEXT NOT NULL,
      issued_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      used_at INTEGER
    );
    CREATE INDEX IF NOT EXISTS otp_by_subject ON otp_codes (purpose, recipient, subject, id);
    -- Numbers that already created an account, hashed: one free account per number, as the
    -- Telos SMS account creator does, without keeping the numbers themselves.
    CREATE TABLE IF NOT EXISTS used_numbers (
      number_hash TEXT PRIMARY KEY,
      account TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
    -- An SMS account creation between its two writes: recorded before the chain's newaccount, settled
    -- (number spent, or free again) after it or, when the process died in between, at start-up.
    CREATE TABLE IF NOT EXISTS pending_creations (
      number_hash TEXT PRIMARY KEY,
      account TEXT NOT NULL,
      otp_id INTEGER NOT NULL,
      started_at INTEGER NOT NULL
    );
  `)
  db.exec(RATE_EVENTS_SCHEMA)
  return db
}
