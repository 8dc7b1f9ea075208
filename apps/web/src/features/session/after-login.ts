import type { LoginOutcome } from '@/lib/session/session-store.ts'

/** True for a path inside the portal; anything else (other origins, `//host`) is ignored. */
export function isSafeReturnUrl(value: string | null): value is string {
  return value !== null && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
}

/**
 * Where a successful login goes: the `returnUrl` when there is a safe one, else the profile of a
 * first-time user, else `/` for a returning user.
 */
export function afterLoginPath(returnUrl: string | null, outcome: LoginOutcome): string {
  if (isSafeReturnUrl(returnUrl) && !returnUrl.startsWith('/login')) return returnUrl
  return outcome.returning ? '/' : `/profiles/display/${outcome.account}`
}
