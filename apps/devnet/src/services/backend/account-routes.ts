import type { FastifyInstance } from 'fastify'
import { ACCOUNT_EXISTS_MESSAGE, ACCOUNT_MISSING_MESSAGE, accountNameMessage } from '@portal/chain/names'
import { PHONE_MESSAGE } from '@portal/chain/messages'
import { isPhoneNumber } from '@portal/chain/validation'
import type { Chain } from '../../chain/chain.ts'
import type Database from 'better-sqlite3'
import {
  checkNewAccountName,
  checkPublicKey,
  createAccount,
  createRequestedAccount,
} from './create-account.ts'
import { hashNumber, normalizePhone, OTP_LIFETIME_MS, type OtpCodes } from './otp-codes.ts'
import { clientBucket, type RateLimiter } from './rate-limit.ts'
import { recaptchaStandInScript } from './recaptcha-stand-in.ts'
import { readJsonObject, requiredString } from './request-fields.ts'
import { ServiceError } from './service-errors.ts'
import { access } from '../../http/route-access.ts'
import type { SmsCreations } from './sms-creations.ts'

/** The captcha answer the devnet's `/v1/recaptchaCreate` accepts (there is no Google to ask offline). */
export const LOCAL_TEST_CAPTCHA = 'devnet-test-captcha'

const CODE_RULES = [
  { limit: 1, windowMs: 60_000 },
  { limit: 5, windowMs: 3_600_000 },
]
const IP_RULES = [{ limit: 30, windowMs: 3_600_000 }]
const CREATE_RULES = [{ limit: 10, windowMs: 3_600_000 }]

export type AccountRoutesContext = {
  chain: Chain
  db: Database.Database
  codes: OtpCodes
  limiter: RateLimiter
  smsCreations: SmsCreations
}

function checkPhone(value: string): string {
  if (!isPhoneNumber(value)) throw new ServiceError(400, 'INVALID_PHONE', `smsNumber: ${PHONE_MESSAGE}`)
  return normalizePhone(value)
}

/** "+15550100000" → "+1555•••0000": enough to recognise, as an SMS provider's receipt shows it. */
const masked = (number: string) => number.replace(/^(\+?\d{4})\d+(\d{4})$/, '$1•••$2')

export function registerAccountRoutes(app: FastifyInstance, context: AccountRoutesContext): void {
  const { chain, db, codes, limiter, smsCreations } = context
  const usedNumber = db.prepare<[string], { account: string }>(
    'SELECT account FROM used_numbers WHERE number_hash = ?',
  )

  function checkNumberUnused(number: string): void {
    if (usedNumber.get(hashNumber(number)))
      throw new ServiceError(
        409,
        'NUMBER_USED',
        'This phone number has already been used to create an account.',
      )
  }

  // As the Telos account backend: 200 means the name is free (no such account); an existing account
  // answers 409, so "the call succeeded" reads as "available" on the account and developer pages.
  app.get<{ Params: { name: string } }>(
    '/v1/accounts/:name',
    access({ audience: 'services' }),
    (request, reply) => {
      const { name } = request.params
      const message = accountNameMessage(name, 'existing')
      if (message) throw new ServiceError(400, 'INVALID_ACCOUNT_NAME', `accountName: ${message}`)
      if (chain.accounts.exists(name)) throw new ServiceError(409, 'ACCOUNT_EXISTS', ACCOUNT_EXISTS_MESSAGE)
      return reply.send({ success: true, accountName: name, exists: false, message: ACCOUNT_MISSING_MESSAGE })
    },
  )

  // Account creation and SMS codes: unauthenticated, so taken from a browser only as a preflighted fetch.
  const serviceWrite = access({ audience: 'services', unsignedWrite: true })
  app.post('/v1/registrations', serviceWrite, (request, reply) => {
    const body = readJsonObject(request)
    const number = checkPhone(requiredString(body, 'smsNumber'))
    const account = checkNewAccountName(chain, requiredString(body, 'telosAccount'), 'telosAccount')
    checkNumberUnused(number)
    limiter.check(`sms:${hashNumber(number)}`, CODE_RULES, 'A code was sent to this number recently.')
    limiter.check(clientBucket('sms-ip', request.ip), IP_RULES, 'Too many codes requested from this address.')
    const sent = codes.send({
      channel: 'sms',
      recipient: number,
      purpose: 'registration',
      subject: account,
      text: (code) =>
        `Your Telos verification code for ${account} is ${code}. It expires in ${OTP_LIFETIME_MS / 60_000} minutes.`,
    })
    limiter.record(`sms:${hashNumber(number)}`)
    limiter.record(clientBucket('sms-ip', request.ip))
    console.log(`[devnet sms] to ${number}: ${sent.body}`)
    return reply.send({
      success: true,
      message: `A verification code was sent to ${masked(number)}.`,
      expiresAt: new Date(sent.sent_at + OTP_LIFETIME_MS).toISOString(),
    })
  })

  app.post('/v1/accounts', serviceWrite, (request, reply) => {
    const body = readJsonObject(request)
    const number = checkPhone(requiredString(body, 'smsNumber'))
    const account = checkNewAccountName(chain, requiredString(body, 'telosAccount'), 'telosAccount')
    const ownerKey = checkPublicKey(body.ownerKey, 'ownerKey')
    const activeKey = checkPublicKey(body.activeKey, 'activeKey')
    const code = requiredString(body, 'smsOtp')
    checkNumberUnused(number)
    const otp = codes.verify('registration', number, account, code)
    const created = smsCreations.create(hashNumber(number), account, otp.id, () =>
      createAccount(chain, account, ownerKey, activeKey),
    )
    return reply.send(created)
  })

  app.post('/v1/recaptchaCreate', serviceWrite, (request, reply) => {
    const body = readJsonObject(request)
    const captcha = requiredString(body, 'recaptchaResponse')
    if (captcha !== LOCAL_TEST_CAPTCHA)
      throw new ServiceError(400, 'CAPTCHA_FAILED', 'reCAPTCHA verification failed. Please try again.')
    return reply.send(
      createRequestedAccount(chain, body, request.ip, { limiter, bucket: 'create-ip', rules: CREATE_RULES }),
    )
  })

  // The local preset's `recaptchaScriptUrl`: a stand-in for Google's api.js whose checkbox hands over
  // LOCAL_TEST_CAPTCHA.
  const standIn = recaptchaStandInScript(LOCAL_TEST_CAPTCHA)
  app.get('/devnet/recaptcha/api.js', (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(standIn),
  )

  // The local SMS provider: what was "sent", newest first, so a person or a test can read the code.
  app.get('/devnet/sms', () =>
    codes.outbox('sms').map((row) => ({
      id: row.id,
      to: row.recipient,
      purpose: row.purpose,
      body: row.body,
      code: row.code,
      sentAt: new Date(row.sent_at).toISOString(),
    })),
  )
}
