import { queryOptions } from '@tanstack/react-query'
import { getNetwork } from '@/config/network.ts'
import { readJson, sendServiceRequest, type ServiceRequest } from './service-call.ts'
import { serviceRefusal } from './service-error.ts'
import { serviceKeys } from './service-keys.ts'

// The account backend (`/v1/accounts`, `/v1/registrations`): every refusal carries the sentence the
// portal shows in `message`, so the pages show it as it is rather than inventing their own.

type Answer = Record<string, unknown>

async function call(path: string, request: ServiceRequest = {}): Promise<Answer> {
  const response = await sendServiceRequest('account-backend', `${getNetwork().backendUrl}${path}`, request)
  const body = await readJson(response)
  const answer: Answer = body !== null && typeof body === 'object' ? (body as Answer) : {}
  // The backend may also refuse with a 200 and `success: false`.
  if (!response.ok || answer.success === false) throw serviceRefusal('account-backend', response.status, body)
  return answer
}

const message = (answer: Answer, fallback: string) =>
  typeof answer.message === 'string' ? answer.message : fallback

/**
 * Whether a name is free. The backend keeps the real one's inverted meaning: the call succeeds when
 * no account has the name and is refused (409 "This account already exists.") when one does.
 */
export async function checkNameAvailable(name: string, signal?: AbortSignal): Promise<true> {
  await call(`/v1/accounts/${encodeURIComponent(name)}`, { signal })
  return true
}

/** The backend's verdict on a name: resolves when it is free, fails with the refusal when it is not. */
export const nameAvailableQuery = (name: string) =>
  queryOptions({
    queryKey: serviceKeys.nameAvailable(name),
    queryFn: ({ signal }) => checkNameAvailable(name, signal),
    retry: false,
    staleTime: 30_000,
  })

/** Sends the SMS code for a new account; resolves with the backend's sentence ("A verification code was sent to …"). */
export async function requestSmsCode(smsNumber: string, telosAccount: string): Promise<string> {
  const answer = await call('/v1/registrations', { body: { smsNumber, telosAccount } })
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
  const answer = await call('/v1/accounts', { body: request })
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
  const answer = await call('/v1/recaptchaCreate', { body: request })
  return typeof answer.transactionId === 'string' ? answer.transactionId : ''
}
