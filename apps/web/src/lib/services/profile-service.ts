import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { getNetwork } from '@/config/network.ts'
import { callService, type ServiceRequest } from './service-call.ts'
import { ServiceError } from './service-error.ts'
import { serviceKeys } from './service-keys.ts'

// The profile service (verification and contacts) at the network's `profileServiceUrl`. Its session
// is the challenge session's `profile-service` realm: the wallet signs the service's challenge
// without broadcasting it, once, and every call below reuses the token.

/** The message when the network has no profile service (`profileServiceUrl` null). */
export const PROFILE_SERVICE_UNAVAILABLE_MESSAGE = 'The profile service is not available on this network.'

/** Whether this network has a profile service at all. */
export const hasProfileService = () => getNetwork().profileServiceUrl !== null

function call<T>(path: string, request: ServiceRequest = {}): Promise<T> {
  const base = getNetwork().profileServiceUrl
  if (base === null)
    return Promise.reject(
      new ServiceError('profile-service', {
        status: 0,
        code: 'UNAVAILABLE',
        message: PROFILE_SERVICE_UNAVAILABLE_MESSAGE,
      }),
    )
  return callService<T>('profile-service', `${base}${path}`, request)
}

// The session code loads with the first signed call: a profile's page (the verified badge) needs none.
const session = async () => (await import('./challenge-session.ts')).challengeSession

/** Runs `call` with the profile service's token, signing its challenge first when there is none. */
const withToken = async <T>(call: (token: string) => Promise<T>) =>
  (await session()).withToken('profile-service', call)

/** A call as the signed-in account: signs the service's challenge first when there is no session. */
const signed = <T>(path: string, request: Omit<ServiceRequest, 'token'> = {}) =>
  withToken((token) => call<T>(path, { ...request, token }))

/** Signs the service's challenge with the wallet (not broadcast) and keeps the session token. */
export const loginToProfileService = async () => (await session()).login('profile-service')

export type ProfileMe = {
  account: string
  isVerified: boolean
  verifications: { channel: string; recipient: string }[]
}
export type ContactPage = { total: number; page: number; pageSize: number; items: { account: string }[] }
export type ContactDetail = { account: string; channels: string[] }

/** What the profile service tells anyone about an account: `publicData.isVerified`. */
export type ProfilePublic = { account: string; publicData: { isVerified: boolean } }

/**
 * Whether `account` is verified, as the profile service says (never the chain's `is_verified`, which
 * the service does not write). Off, and so never verified, on a network without a profile service;
 * `enabled` false holds the read back (until the page has been shown).
 */
export const profilePublicQuery = (account: string, enabled = true) =>
  queryOptions({
    queryKey: serviceKeys.profile(account),
    queryFn: ({ signal }) =>
      call<ProfilePublic>(`/v1/profile/public/${encodeURIComponent(account)}`, { signal }),
    enabled: enabled && hasProfileService(),
    staleTime: 60_000,
  })

/** The signed-in account's own verifications. */
export const profileMeQuery = (account: string) =>
  queryOptions({
    queryKey: serviceKeys.profileMe(account),
    queryFn: ({ signal }) => signed<ProfileMe>('/v1/profile/me', { signal }),
  })

/** One page of verified profiles matching `search`, `limit` a page (the caller's page size), with a session token. */
export const contactsPage = (
  token: string,
  search: string,
  page: number,
  limit: number,
  signal?: AbortSignal,
) =>
  call<ContactPage>(
    `/v1/profile/contacts?${new URLSearchParams({ search, page: String(page), limit: String(limit) })}`,
    { token, signal },
  )

/** The page of contacts `viewer` sees for `search`; the previous page stays shown while it loads. */
export const contactsQuery = (viewer: string, search: string, page: number, limit: number) =>
  queryOptions({
    queryKey: serviceKeys.contacts(viewer, search, page),
    queryFn: ({ signal }) => withToken((token) => contactsPage(token, search, page, limit, signal)),
    placeholderData: keepPreviousData,
    retry: false,
  })

/** One contact's verified channels (never the address or number). */
export const contactQuery = (viewer: string, contact: string) =>
  queryOptions({
    queryKey: serviceKeys.contact(viewer, contact),
    queryFn: ({ signal }) =>
      signed<ContactDetail>(`/v1/profile/contacts/${encodeURIComponent(contact)}`, { signal }),
    retry: false,
  })

export const sendVerificationCode = (channel: 'email' | 'sms', to: string) =>
  signed<{ message: string }>('/v1/profile/verify', { body: { channel, to } })

export const confirmVerificationCode = (channel: 'email' | 'sms', to: string, code: string) =>
  signed<{ isVerified: boolean }>('/v1/profile/verify/confirm', { body: { channel, to, code } })
