import type { z } from './zod-mini.ts'
import type { appRegistrationSchema } from './oauth-app-registration.ts'

// OAuth app registration (product.md §3: URL, image URL, name, app id, short name, owner account,
// redirect URL, app type, secret): the rules and messages the portal's form and the account backend
// share, so the form says exactly what the backend would refuse. The form's schema is built in
// oauth-app-registration.ts, so the pages that only list apps never build it (issue 41).

/** `confidential`: a server that keeps a client secret; `public`: a browser or mobile app using PKCE only. */
export const APP_TYPES = ['confidential', 'public'] as const
export type AppType = (typeof APP_TYPES)[number]

export const APP_TYPE_LABELS: Record<AppType, string> = {
  confidential: 'Server app (client secret)',
  public: 'Browser or mobile app (PKCE, no secret)',
}

/**
 * The scopes an app may ask for; `openid` names the account (`sub`), `profile` adds
 * `preferred_username`. Every app also gets a refresh token (no `offline_access` needed), which lasts
 * until the user revokes the authorization.
 */
export const OAUTH_SCOPES = ['openid', 'profile'] as const

export const OAUTH_SCOPE_LABELS: Record<string, string> = {
  openid: 'Your Telos account name',
  profile: 'Your account name as a display name',
}

export const APP_NAME_MAX = 64
export const SHORT_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{1,30}[a-z0-9]$/
export const SHORT_NAME_MESSAGE =
  'Use 3 to 32 lowercase letters, digits or hyphens, starting and ending with a letter or digit.'
export const SHORT_NAME_TAKEN_MESSAGE = 'This short name is already taken.'
export const APP_URL_MESSAGE = 'Enter a web address starting with https:// (or http://localhost).'
export const REDIRECT_URL_MESSAGE =
  'Enter an https:// address without a #fragment (http:// is allowed only for localhost).'
export const APP_NAME_LENGTH_MESSAGE = `Use at most ${APP_NAME_MAX} characters.`

// The WHATWG URL parser exists in every runtime this package runs in (browsers, Node); the package
// compiles without environment types, so the little it uses is declared here.
type ParsedUrl = { protocol: string; hostname: string; hash: string; username: string; password: string }
const parseUrl = (value: string): ParsedUrl =>
  new (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL(value)

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** https anywhere, http only on this machine (a developer's local client). */
export function secureOrLoopback(value: string): ParsedUrl | undefined {
  let url: ParsedUrl
  try {
    url = parseUrl(value)
  } catch {
    return undefined
  }
  if (url.protocol === 'https:') return url
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return url
  return undefined
}

/** The refusal for a redirect URL, or undefined: https (http for localhost), no fragment, no credentials. */
export function redirectUrlMessage(value: string): string | undefined {
  const url = secureOrLoopback(value)
  if (!url || url.hash !== '' || value.includes('#') || url.username || url.password)
    return REDIRECT_URL_MESSAGE
  return undefined
}

/** The registration form's fields, as the backend takes them (its schema: oauth-app-registration.ts). */
export type AppRegistration = z.infer<typeof appRegistrationSchema>

/** An app as the registry lists it to its owner (never with its secret). */
export type OwnedApp = AppRegistration & {
  appId: string
  owner: string
  enabled: boolean
  createdAt: number
  /** Whether a secret exists (confidential apps); it is shown once, when issued. */
  hasSecret: boolean
}

/** An app the user authorized, with what it received. */
export type AuthorizedApp = {
  appId: string
  name: string
  shortName: string
  url: string
  imageUrl: string
  scopes: string[]
  authorizedAt: number
}

/** `GET /v1/oauth/apps`: the signed-in account's own apps and the apps it authorized. */
export type AppLists = { owned: OwnedApp[]; authorized: AuthorizedApp[] }

/** `POST /v1/oauth/apps` and `POST /v1/oauth/apps/{id}/secret`: the app and its one-time secret. */
export type IssuedApp = { app: OwnedApp; clientSecret: string | null }

/** `GET /v1/oauth/interactions/{uid}`: what the consent page shows. */
export type ConsentRequest = {
  uid: string
  app: { appId: string; name: string; url: string; imageUrl: string; shortName: string }
  scopes: string[]
  redirectUri: string
}
