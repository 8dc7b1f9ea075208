import { queryOptions } from '@tanstack/react-query'
import { PROFILE_LOGIN_FAILED_MESSAGE } from '@portal/chain/messages'
import { getNetwork } from '@/config/network.ts'
import { signingSession } from '@/lib/session/session-store.ts'

// The profile service (verification and contacts) at the network's `profileServiceUrl`. Logging in
// signs the service's challenge with the wallet without broadcasting it; the session token is kept in
// this tab's session storage for the signed-in account only.

const TOKEN_KEY = 'profileServiceToken'

/** A refusal of the profile service, with its code (`NOT_VERIFIED`, `OTP_INVALID`, …). */
export class ProfileServiceError extends Error {
  override name = 'ProfileServiceError'
  readonly code: string
  readonly status: number
  constructor(message: string, code: string, status: number) {
    super(message)
    this.code = code
    this.status = status
  }
}

export function profileServiceToken(account: string): string | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(TOKEN_KEY) ?? 'null') as {
      account?: string
      token?: string
    } | null
    return stored?.account === account && typeof stored.token === 'string' ? stored.token : null
  } catch {
    return null
  }
}

/** The message when the network has no profile service (`profileServiceUrl` null). */
export const PROFILE_SERVICE_UNAVAILABLE_MESSAGE = 'The profile service is not available on this network.'

/** Whether this network has a profile service at all. */
export const hasProfileService = () => getNetwork().profileServiceUrl !== null

async function call<T>(path: string, options: { body?: unknown; token?: string | null } = {}): Promise<T> {
  const base = getNetwork().profileServiceUrl
  if (base === null) throw new ProfileServiceError(PROFILE_SERVICE_UNAVAILABLE_MESSAGE, 'UNAVAILABLE', 0)
  const response = await fetch(`${base}${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  }).catch(() => {
    throw new ProfileServiceError('The profile service could not be reached.', 'UNREACHABLE', 0)
  })
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (!response.ok)
    throw new ProfileServiceError(
      typeof json.message === 'string' ? json.message : `The profile service refused (${response.status}).`,
      typeof json.code === 'string' ? json.code : 'FAILED',
      response.status,
    )
  return json as T
}

type Challenge = { action: { account: string; name: string; data: Record<string, unknown> } }

/** Signs the service's challenge with the wallet (not broadcast) and keeps the session token. */
export async function loginToProfileService(account: string): Promise<string> {
  try {
    await signingSession()
    const challenge = await call<Challenge>('/v1/profile/challenge', { body: { account } })
    const { signActions } = await import('@/lib/session/wharf.ts')
    const signed = await signActions([challenge.action])
    const session = await call<{ token: string }>('/v1/profile/login', {
      body: { transaction: signed.packed },
    })
    sessionStorage.setItem(TOKEN_KEY, JSON.stringify({ account, token: session.token }))
    return session.token
  } catch (error) {
    console.warn('Profile service login failed:', error)
    throw new ProfileServiceError(PROFILE_LOGIN_FAILED_MESSAGE, 'LOGIN_FAILED', 401)
  }
}

export type ProfileMe = {
  account: string
  isVerified: boolean
  verifications: { channel: string; recipient: string }[]
}
export type ContactPage = { total: number; page: number; pageSize: number; items: { account: string }[] }

/** What the profile service tells anyone about an account: `publicData.isVerified`. */
export type ProfilePublic = { account: string; publicData: { isVerified: boolean } }

/**
 * Whether `account` is verified, as the profile service says (never the chain's `is_verified`, which
 * the service does not write). Off, and so never verified, on a network without a profile service.
 */
export const profilePublicQuery = (account: string) =>
  queryOptions({
    queryKey: ['profile-service', 'public', account],
    queryFn: () => call<ProfilePublic>(`/v1/profile/public/${encodeURIComponent(account)}`),
    enabled: hasProfileService(),
    staleTime: 60_000,
  })

export const profileMe = (token: string) => call<ProfileMe>('/v1/profile/me', { token })
export const sendVerificationCode = (token: string, channel: 'email' | 'sms', to: string) =>
  call<{ message: string }>('/v1/profile/verify', { token, body: { channel, to } })
export const confirmVerificationCode = (token: string, channel: 'email' | 'sms', to: string, code: string) =>
  call<{ isVerified: boolean }>('/v1/profile/verify/confirm', { token, body: { channel, to, code } })
/** One page of verified profiles matching `search`, `limit` a page (the caller's page size). */
export const contactsPage = (token: string, search: string, page: number, limit: number) =>
  call<ContactPage>(
    `/v1/profile/contacts?${new URLSearchParams({ search, page: String(page), limit: String(limit) })}`,
    { token },
  )
export const contactDetail = (token: string, account: string) =>
  call<{ account: string; channels: string[] }>(`/v1/profile/contacts/${encodeURIComponent(account)}`, {
    token,
  })
