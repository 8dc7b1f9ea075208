import { getNetwork } from '@/config/network.ts'

// The account backend (`/v1/accounts`, `/v1/registrations`): every refusal carries the sentence the
// portal shows in `message`, so the pages show it as it is rather than inventing their own.

/** A refusal of the account backend, with its code (`OTP_INVALID`, `ACCOUNT_EXISTS`, …). */
export class BackendRefusal extends Error {
  override name = 'BackendRefusal'
  readonly code: string
  readonly status: number
  constructor(message: string, code: string, status: number) {
    super(message)
    this.code = code
    this.status = status
  }
}

type Answer = Record<string, unknown>

async function call(path: string, init: RequestInit = {}): Promise<Answer> {
  let response: Response
  try {
    response = await fetch(`${getNetwork().backendUrl}${path}`, {
      ...init,
      headers: init.body === undefined ? {} : { 'Content-Type': 'application/json' },
    })
  } catch {
    throw new BackendRefusal(
      'The account service could not be reached. Try again in a moment.',
      'UNREACHABLE',
      0,
    )
  }
  const body = (await response.json().catch(() => ({}))) as unknown
  const answer: Answer = body !== null && typeof body === 'object' ? (body as Answer) : {}
  if (!response.ok || answer.success === false) {
    const message = typeof answer.message === 'string' && answer.message !== '' ? answer.message : undefined
    const code = typeof answer.code === 'string' ? answer.code : 'FAILED'
    throw new BackendRefusal(
      message ?? `The account service refused (${response.status}).`,
      code,
      response.status,
    )
  }
  return answer
}

const message = (answer: Answer, fallback: string) =>
  typeof answer.message === 'string' ? answer.message : fallback

/**
 * Whether a name is free. The backend keeps the real one's inverted meaning: the call succeeds when
 * no account has the name and is refused (409 "This account already exists.") when one does.
 */
export async function checkNameAvailable(name: string, signal?: AbortSignal): Promise<true> {
  await call(`/v1/accounts/${encodeURIComponent(name)}`, signal ? { signal } : {})
  return true
}

/** Sends the SMS code for a new account; resolves with the backend's sentence ("A verification code was sent to …"). */
export async function requestSmsCode(smsNumber: string, telosAccount: string): Promise<string> {
  const answer = await call('/v1/registrations', {
    method: 'POST',
    body: JSON.stringify({ smsNumber, telosAccount }),
  })
  return message(answer, 'A verification code was sent.')
}

/** What account creation sends: public keys only. */
export type NewAccountRequest = {
  smsOtp: string
  smsNumber: string
  telosAccount: string
  ownerKey: string
  activeKey: string
}

/** Creates the account with the SMS code; resolves with the creating transaction's id. */
export async function createAccount(request: NewAccountRequest): Promise<string> {
  const answer = await call('/v1/accounts', { method: 'POST', body: JSON.stringify(request) })
  return typeof answer.transactionId === 'string' ? answer.transactionId : ''
}

/** What account creation with a reCAPTCHA answer sends: public keys only. */
export type RecaptchaAccountRequest = {
  recaptchaResponse: string
  accountName: string
  ownerKey: string
  activeKey: string
}

/** Creates the account with a reCAPTCHA answer (`/v1/recaptchaCreate`); resolves with the transaction id. */
export async function createAccountWithRecaptcha(request: RecaptchaAccountRequest): Promise<string> {
  const answer = await call('/v1/recaptchaCreate', { method: 'POST', body: JSON.stringify(request) })
  return typeof answer.transactionId === 'string' ? answer.transactionId : ''
}
