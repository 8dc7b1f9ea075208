import { queryOptions } from '@tanstack/react-query'
import { chainErrorMessage } from '@portal/chain/errors'
import type { AppLists, AppRegistration, ConsentRequest, IssuedApp, OwnedApp } from '@portal/chain/oauth-apps'
import { backendGet, signedBackendCall } from '@/lib/backend-auth/backend-auth.ts'

// The account backend's app registry and consent calls (devnet: apps/devnet/src/services/backend/README.md).

export const appsKeys = {
  all: ['oauth-apps'] as const,
  lists: (account: string) => ['oauth-apps', 'lists', account] as const,
  consent: (uid: string) => ['oauth-apps', 'consent', uid] as const,
}

/** The signed-in account's own apps and the apps it authorized (signs the backend login once). */
export const appListsQuery = (account: string) =>
  queryOptions({
    queryKey: appsKeys.lists(account),
    queryFn: () => signedBackendCall<AppLists>('GET', '/v1/oauth/apps'),
    retry: false,
  })

/** What an authorization request asks for, by its interaction id. */
export const consentRequestQuery = (uid: string) =>
  queryOptions({
    queryKey: appsKeys.consent(uid),
    queryFn: () => backendGet<ConsentRequest>(`/v1/oauth/interactions/${encodeURIComponent(uid)}`),
    retry: false,
    staleTime: Infinity,
  })

const appPath = (appId: string) => `/v1/oauth/apps/${encodeURIComponent(appId)}`

export const registerApp = (fields: AppRegistration) =>
  signedBackendCall<IssuedApp>('POST', '/v1/oauth/apps', fields)

export const setAppEnabled = (appId: string, enabled: boolean) =>
  signedBackendCall<{ app: OwnedApp }>('POST', `${appPath(appId)}/${enabled ? 'enable' : 'disable'}`, {})

export const rotateAppSecret = (appId: string) =>
  signedBackendCall<IssuedApp>('POST', `${appPath(appId)}/secret`, {})

export const deleteApp = (appId: string) => signedBackendCall<{ success: true }>('DELETE', appPath(appId))

export const revokeAuthorization = (appId: string) =>
  signedBackendCall<{ success: true }>('DELETE', `/v1/oauth/authorizations/${encodeURIComponent(appId)}`)

/** Approve or deny: the address the browser goes to next (the app, through the authorization server). */
export const answerConsent = (uid: string, answer: 'approve' | 'deny') =>
  answer === 'approve'
    ? signedBackendCall<{ redirectTo: string }>(
        'POST',
        `/v1/oauth/interactions/${encodeURIComponent(uid)}/approve`,
        {},
      )
    : signedBackendCall<{ redirectTo: string }>(
        'POST',
        `/v1/oauth/interactions/${encodeURIComponent(uid)}/deny`,
        {},
      )

/** The message to show for a failed backend call or wallet signature. */
export function backendErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : chainErrorMessage(error)
}
