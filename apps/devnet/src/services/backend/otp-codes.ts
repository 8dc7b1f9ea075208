import { createHash, randomInt } from 'node:crypto'
import type Database from 'better-sqlite3'
import type { OtpRow, OutboxRow } from './backend-db.ts'
import { ServiceError } from './service-errors.ts'

/** How long a code stays valid. */
export const OTP_LIFETIME_MS = 10 * 60 * 1000
/** Wrong guesses allowed before a code is void. */
export const OTP_MAX_ATTEMPTS = 5

/** A phone number reduced to `+` and digits, so "+1 (555) 010-0000" and "+15550100000" are one number. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s().-]/g, '')
}

export const hashNumber = (number: string): string => createHash('sha256').update(number).digest('hex')

type Delivery = Pick<OutboxRow, 'channel' | 'recipient' | 'purpose'>

/**
 * One-time codes and the outbox they are delivered to. A code is bound to its purpose, recipient and
 * subject (the account name it would create); only the newest unused one counts.
 */
export function createOtpCodes(db: Database.Database, now: () => number) {
  const insertOutbox = db.prepare<[string, string, string, string, string, number]>(
    'INSERT INTO outbox (channel, recipient, purpose, body, code, sent_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const insertCode = db.prepare<[string, string, string, string, number, number]>(
    'INSERT INTO otp_codes (purpose, recipient, subject, code, issued_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const latest = db.prepare<[string, string, string], OtpRow>(
    'SELECT * FROM otp_codes WHERE purpose = ? AND recipient = ? AND subject = ? AND used_at IS NULL ORDER BY id DESC LIMIT 1',
  )
  const countAttempt = db.prepare<[number]>('UPDATE otp_codes SET attempts = attempts + 1 WHERE id = ?')
  const markUsed = db.prepare<[number, number]>('UPDATE otp_codes SET used_at = ? WHERE id = ?')
  const listOutbox = db.prepare<[string, number], OutboxRow>(
    'SELECT * FROM outbox WHERE channel = ? ORDER BY id DESC LIMIT ?',
  )

  return {
    /** Issues a fresh code for `subject` and delivers `text(code)` to the outbox. */
    send(delivery: Delivery & { subject: string; text: (code: string) => string }): OutboxRow {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const at = now()
      const body = delivery.text(code)
      const id = db.transaction(() => {
        insertCode.run(delivery.purpose, delivery.recipient, delivery.subject, code, at, at + OTP_LIFETIME_MS)
        return insertOutbox.run(delivery.channel, delivery.recipient, delivery.purpose, body, code, at)
          .lastInsertRowid
      })()
      return {
        channel: delivery.channel,
        recipient: delivery.recipient,
        purpose: delivery.purpose,
        id: Number(id),
        body,
        code,
        sent_at: at,
      }
    },

    /** The valid code row for `code`, or a 400 saying why not; a wrong guess is counted. */
    verify(purpose: OtpRow['purpose'], recipient: string, subject: string, code: string): OtpRow {
      const row = latest.get(purpose, recipient, subject)
      if (!row)
        throw new ServiceError(
          400,
          'OTP_NOT_FOUND',
          'No verification code was sent to this number for this account name. Request a code first.',
        )
      if (row.attempts >= OTP_MAX_ATTEMPTS)
        throw new ServiceError(400, 'OTP_LOCKED', 'Too many wrong codes. Request a new code.')
      if (now() > row.expires_at)
        throw new ServiceError(400, 'OTP_EXPIRED', 'The verification code has expired. Request a new code.')
      if (row.code !== code.trim()) {
        countAttempt.run(row.id)
        const left = OTP_MAX_ATTEMPTS - row.attempts - 1
        throw new ServiceError(
          400,
          'OTP_INVALID',
          left > 0
            ? `The verification code is not correct (${left} ${left === 1 ? 'try' : 'tries'} left).`
            : 'The verification code is not correct. Request a new code.',
        )
      }
      return row
    },

    markUsed(row: OtpRow): void {
      markUsed.run(now(), row.id)
    },

    /** The newest messages of a channel first. */
    outbox(channel: OutboxRow['channel'], limit = 100): OutboxRow[] {
      return listOutbox.all(channel, limit)
    },
  }
}

export type OtpCodes = ReturnType<typeof createOtpCodes>
