import type { FastifyInstance } from 'fastify'
import type Database from 'better-sqlite3'
import { PROFILE_SEARCH_PAGE_SIZE } from '@portal/chain/constants'
import { PHONE_MESSAGE } from '@portal/chain/messages'
import { accountNameMessage } from '@portal/chain/names'
import { isPhoneNumber } from '@portal/chain/validation'
import { normalizePhone, type OtpCodes } from '../otp-codes.ts'
import { readJsonObject, requiredString } from '../request-fields.ts'
import { ServiceError } from '../service-errors.ts'
import { access } from '../../../http/route-access.ts'
import type { WalletChallenges } from '../wallet-challenges.ts'

// The profile service (decisions.md: verification and contacts): a user logs in by signing a
// challenge with their wallet, verifies an email address or phone number with a one-time code sent
// to the devnet outbox, and, once verified, lists the other verified accounts. Addresses and numbers
// are returned only to their owner.

export const PROFILE_SERVICE = 'profile-service'
const MAX_CONTACTS_LIMIT = 100
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,200}\.[a-z]{2,}$/i

type Channel = 'email' | 'sms'

function recipientOf(channel: unknown, to: string): { channel: Channel; recipient: string } {
  if (channel === 'email') {
    if (!EMAIL.test(to.trim())) throw new ServiceError(400, 'INVALID_EMAIL', 'Enter a valid email address.')
    return { channel, recipient: to.trim().toLowerCase() }
  }
  if (channel === 'sms') {
    if (!isPhoneNumber(to)) throw new ServiceError(400, 'INVALID_PHONE', PHONE_MESSAGE)
    return { channel, recipient: normalizePhone(to) }
  }
  throw new ServiceError(400, 'INVALID_CHANNEL', 'channel must be "email" or "sms".')
}

/** The verified addresses and numbers (one row per account and channel), with the statements the routes use. */
function openVerifications(db: Database.Database) {
  db.exec(`CREATE TABLE IF NOT EXISTS profile_verifications (
    account TEXT NOT NULL, channel TEXT NOT NULL, recipient TEXT NOT NULL, verified_at INTEGER NOT NULL,
    PRIMARY KEY (account, channel))`)
  const upsert = db.prepare<[string, string, string, number]>(
    'INSERT OR REPLACE INTO profile_verifications (account, channel, recipient, verified_at) VALUES (?, ?, ?, ?)',
  )
  const ownRows = db.prepare<[string], { channel: Channel; recipient: string; verified_at: number }>(
    'SELECT channel, recipient, verified_at FROM profile_verifications WHERE account = ? ORDER BY channel',
  )
  const verifiedAccounts = db.prepare<[string], { account: string; verified_at: number }>(
    `SELECT account, MIN(verified_at) AS verified_at FROM profile_verifications
     WHERE account LIKE ? ESCAPE '\\' GROUP BY account ORDER BY account`,
  )
  return { upsert, ownRows, verifiedAccounts }
}

/** The contacts search: its text (at most 12 characters), page (1–10,000) and page size (1–100, default 20). */
function contactsQuery(raw: unknown) {
  const query = raw as { search?: unknown; page?: unknown; limit?: unknown }
  const search = typeof query.search === 'string' ? query.search.trim().toLowerCase().slice(0, 12) : ''
  const page = Math.max(1, Math.min(10_000, Number.parseInt(String(query.page ?? '1'), 10) || 1))
  // The caller passes its page size (the portal: 20); without one, 20. At most 100.
  const limit = Math.max(
    1,
    Math.min(
      MAX_CONTACTS_LIMIT,
      Number.parseInt(String(query.limit ?? PROFILE_SEARCH_PAGE_SIZE), 10) || PROFILE_SEARCH_PAGE_SIZE,
    ),
  )
  return { search, page, limit }
}

/** One page of the verified accounts found. */
function contactsPage(all: readonly { account: string; verified_at: number }[], page: number, limit: number) {
  const start = (page - 1) * limit
  return {
    total: all.length,
    page,
    pageSize: limit,
    items: all.slice(start, start + limit).map((row) => ({
      account: row.account,
      isVerified: true,
      verifiedAt: new Date(row.verified_at).toISOString(),
    })),
  }
}

export function registerProfileRoutes(
  app: FastifyInstance,
  context: { db: Database.Database; codes: OtpCodes; challenges: WalletChallenges },
): void {
  const { db, codes, challenges } = context
  const { upsert, ownRows, verifiedAccounts } = openVerifications(db)
  const accountOf = (authorization: unknown) => challenges.accountOf(PROFILE_SERVICE, authorization)
  const mustBeVerified = (account: string) => {
    if (ownRows.all(account).length === 0)
      throw new ServiceError(403, 'NOT_VERIFIED', 'Verify an email address or phone number to see contacts.')
  }

  app.post('/v1/profile/challenge', access({ audience: 'own', unsignedWrite: true }), (request) =>
    challenges.issue(PROFILE_SERVICE, readJsonObject(request).account),
  )
  app.post('/v1/profile/login', (request) =>
    challenges.login(PROFILE_SERVICE, readJsonObject(request).transaction),
  )
  // What anyone (guests too) may know of an account: whether it verified an address or number, the
  // profile's `publicData.isVerified`. Never which channel, address or number.
  app.get('/v1/profile/public/:account', (request) => {
    const { account } = request.params as { account: string }
    const message = accountNameMessage(account, 'existing')
    if (message) throw new ServiceError(400, 'INVALID_ACCOUNT_NAME', `account: ${message}`)
    return { account, publicData: { isVerified: ownRows.all(account).length > 0 } }
  })
  app.get('/v1/profile/me', (request) => {
    const account = accountOf(request.headers.authorization)
    const rows = ownRows.all(account)
    return {
      account,
      isVerified: rows.length > 0,
      verifications: rows.map((row) => ({
        channel: row.channel,
        recipient: row.recipient,
        verifiedAt: new Date(row.verified_at).toISOString(),
      })),
    }
  })
  app.post('/v1/profile/verify', (request) => {
    const account = accountOf(request.headers.authorization)
    const body = readJsonObject(request)
    const { channel, recipient } = recipientOf(body.channel, requiredString(body, 'to'))
    codes.send({
      channel,
      recipient,
      purpose: 'profile-verification',
      subject: account,
      text: (code) => `Your Telos profile verification code for ${account} is ${code}.`,
    })
    return { success: true, message: `A verification code was sent to ${recipient}.` }
  })
  app.post('/v1/profile/verify/confirm', (request) => {
    const account = accountOf(request.headers.authorization)
    const body = readJsonObject(request)
    const { channel, recipient } = recipientOf(body.channel, requiredString(body, 'to'))
    const row = codes.verify('profile-verification', recipient, account, requiredString(body, 'code'))
    codes.markUsed(row)
    upsert.run(account, channel, recipient, Date.now())
    return { success: true, account, isVerified: true }
  })
  app.get('/v1/profile/contacts', (request) => {
    const account = accountOf(request.headers.authorization)
    mustBeVerified(account)
    const { search, page, limit } = contactsQuery(request.query)
    const all = verifiedAccounts.all(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    return contactsPage(all, page, limit)
  })
  app.get('/v1/profile/contacts/:account', (request) => {
    mustBeVerified(accountOf(request.headers.authorization))
    const { account } = request.params as { account: string }
    const rows = ownRows.all(account)
    if (rows.length === 0) throw new ServiceError(404, 'NOT_FOUND', 'This account is not a verified contact.')
    // Which channels are verified, never the address or number.
    return { account, isVerified: true, channels: rows.map((row) => row.channel) }
  })
  registerOutboxRoute(app, codes)
}

/** Devnet only: the email outbox, codes included, for people and tests reading what was sent. */
function registerOutboxRoute(app: FastifyInstance, codes: OtpCodes): void {
  app.get('/devnet/email', () =>
    codes.outbox('email').map((row) => ({
      id: row.id,
      to: row.recipient,
      purpose: row.purpose,
      body: row.body,
      code: row.code,
      sentAt: new Date(row.sent_at).toISOString(),
    })),
  )
}
