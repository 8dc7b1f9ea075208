import { LOGIN_PROOF_ABI, type LoginChallenge, type LoginSession } from '@portal/chain/wallet-login'
import { getNetwork } from '@/config/network.ts'
import { getSession, signingSession } from '@/lib/session/session-store.ts'

// Calls to the account backend's services that need to know who is asking (OAuth consent, app
// registry): the first call asks the wallet to sign the backend's login challenge (no broadcast), then
// the bearer token it gets is reused until it expires. The token stays in memory only and belongs to
// one account: logging in as someone else signs again.

/** A refusal from the backend, with its status, stable code and the message to show. */
export class BackendError extends Error {
  readonly status: number
  readonly code: string
  constructor(status: number, code: string, message: string) {
    super(message)
    this.name = 'BackendError'
    this.status = status
    this.code = code
  }
}

const sessions = new Map<string, LoginSession>()
const pendingLogins = new Map<string, Promise<LoginSession>>()

async function readJson<T>(response: Response): Promise<T> {
  let body: unknown
  try {
    body = await response.json()
  } catch {
    body = undefined
  }
  if (!response.ok) {
    const refusal = (body ?? {}) as { code?: unknown; message?: unknown }
    throw new BackendError(
      response.status,
      typeof refusal.code === 'string' ? refusal.code : 'HTTP_ERROR',
      typeof refusal.message === 'string' ? refusal.message : `The backend answered ${response.status}.`,
    )
  }
  return body as T
}

function backendUrl(path: string): string {
  return `${getNetwork().backendUrl}${path}`
}

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(backendUrl(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  return readJson<T>(response)
}

async function signIn(account: string): Promise<LoginSession> {
  const challenge = await post<LoginChallenge>('/v1/auth/challenge', { account })
  await signingSession()
  const { signOffChainAction } = await import('@/lib/session/wharf.ts')
  const proof = await signOffChainAction(challenge.action, LOGIN_PROOF_ABI)
  const session = await post<LoginSession>('/v1/auth/login', proof)
  sessions.set(account, session)
  return session
}

/** The signed-in account's backend session, signing the challenge once when there is none. */
export async function backendSession(): Promise<LoginSession> {
  const current = getSession()
  if (current.status !== 'signed-in') throw new BackendError(401, 'LOGIN_REQUIRED', 'Log in to continue.')
  const { account } = current
  const known = sessions.get(account)
  // A minute of margin: the backend's clock (the devnet's chain clock) may run ahead of this one.
  if (known && known.expiresAt - 60_000 > Date.now()) return known
  let pending = pendingLogins.get(account)
  if (!pending) {
    pending = signIn(account).finally(() => pendingLogins.delete(account))
    pendingLogins.set(account, pending)
  }
  return pending
}

/** A backend call without identity (e.g. what an authorization request asks for). */
export async function backendGet<T>(path: string): Promise<T> {
  return readJson<T>(await fetch(backendUrl(path)))
}

/**
 * A backend call as the signed-in account. A 401 (expired or unknown session) signs the challenge
 * again once; other refusals throw a BackendError with the backend's message.
 */
export async function signedBackendCall<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const attempt = async () => {
    const session = await backendSession()
    const response = await fetch(backendUrl(path), {
      method,
      headers: {
        authorization: `Bearer ${session.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (response.status === 401) sessions.delete(session.account)
    return response
  }
  let response = await attempt()
  if (response.status === 401) response = await attempt()
  return readJson<T>(response)
}
