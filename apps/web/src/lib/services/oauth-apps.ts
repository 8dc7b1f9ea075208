import { queryOptions } from '@tanstack/react-query'
import { chainErrorMessage } from '@portal/chain/errors'
import type { AppLists, AppRegistration, ConsentRequest, IssuedApp, OwnedApp } from '@portal/chain/oauth-apps'
import { getNetwork } from '@/config/network.ts'
import { challengeSession } from './challenge-session.ts'
import { callService } from './service-call.ts'
import { serviceKeys } from './service-keys.ts'

// The account backend's OAuth app registry and consent calls (devnet:
// apps/devnet/src/services/backend/README.md). Both take the `backend` realm's token: one signature
// serves the registry and the consent page.

const url = (path: string) => `${getNetwork().backendUrl}${path}`

/** A call as the signed-in account (its wallet signs the backend's challenge first when needed). */
const signed = <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
  challengeSession.withToken('backend', (token) =>
    callService<T>('oauth', url(path), { method, token, ...(body === undefined ? {} : { body }) }),
  )

/** The signed-in account's own apps and the apps it authorized (signs the backend login once). */
export const appListsQuery = (account: string) =>
  queryOptions({
    queryKey: serviceKeys.oauthApps(account),
    queryFn: () => signed<AppLists>('GET', '/v1/oauth/apps'),
    retry: false,
  })

/** What an authorization request asks for, by its interaction id (no login needed). */
export const consentRequestQuery = (uid: string) =>
  queryOptions({
    queryKey: serviceKeys.consent(uid),
    queryFn: ({ signal }) =>
      callService<ConsentRequest>('oauth', url(`/v1/oauth/interactions/${encodeURIComponent(uid)}`), {
        signal,
      }),
    retry: false,
    staleTime: Infinity,
  })

const appPath = (appId: string) => `/v1/oauth/apps/${encodeURIComponent(appId)}`

export const registerApp = (fields: AppRegistration) => signed<IssuedApp>('POST', '/v1/oauth/apps', fields)

export const setAppEnabled = (appId: string, enabled: boolean) =>
  signed<{ app: OwnedApp }>('POST', `${appPath(appId)}/${enabled ? 'enable' : 'disable'}`, {})

export const rotateAppSecret = (appId: string) => signed<IssuedApp>('POST', `${appPath(appId)}/secret`, {})

export const deleteApp = (appId: string) => signed<{ success: true }>('DELETE', appPath(appId))

export const revokeAuthorization = (appId: string) =>
  signed<{ success: true }>('DELETE', `/v1/oauth/authorizations/${encodeURIComponent(appId)}`)

/** Approve or deny: the address the browser goes to next (the app, through the authorization server). */
export const answerConsent = (uid: string, answer: 'approve' | 'deny') =>
  signed<{ redirectTo: string }>('POST', `/v1/oauth/interactions/${encodeURIComponent(uid)}/${answer}`, {})

/** The message to show for a failed backend call or wallet signature. */
export function backendErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : chainErrorMessage(error)
}
