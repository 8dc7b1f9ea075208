import type Database from 'better-sqlite3'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type Provider from 'oidc-provider'
import { appRegistrationSchema } from '@portal/chain/oauth-app-registration'
import {
  OAUTH_SCOPES,
  SHORT_NAME_TAKEN_MESSAGE,
  type AppLists,
  type ConsentRequest,
  type IssuedApp,
  type OwnedApp,
} from '@portal/chain/oauth-apps'
import type { Chain } from '../../../chain/chain.ts'
import { readJsonObject } from '../request-fields.ts'
import { ServiceError } from '../service-errors.ts'
import type { WalletLogin } from '../wallet-login.ts'
import type { AppRegistry } from './app-registry.ts'
import { access } from '../../../http/route-access.ts'
import { revokeGrantEverywhere } from './oidc-adapter.ts'

export type OAuthRoutesContext = {
  chain: Chain
  db: Database.Database
  registry: AppRegistry
  walletLogin: WalletLogin
  /** The one authorization server, at the configured issuer. */
  provider: () => Promise<Provider>
}

const epoch = () => Math.floor(Date.now() / 1000)

/**
 * The portal's side of OAuth: the app registry (owner = the wallet-proven account) and the consent
 * page's calls (what an authorization request asks for; approve or deny it). Approving needs a
 * wallet-login session; the app gets a grant for the account that signed, never a name sent along.
 */
export function registerOAuthRoutes(app: FastifyInstance, context: OAuthRoutesContext): void {
  registerAppRoutes(app, context)
  registerConsentRoutes(app, context)
}

/** The app registry of the signed-in owner, and the apps the signed-in account authorized. */
function registerAppRoutes(app: FastifyInstance, context: OAuthRoutesContext): void {
  const { chain, db, registry, walletLogin } = context

  function ownedApp(appId: string, account: string): OwnedApp {
    const found = registry.get(appId)
    if (!found) throw new ServiceError(404, 'APP_NOT_FOUND', 'This app does not exist.')
    if (found.owner !== account)
      throw new ServiceError(403, 'NOT_APP_OWNER', `Only the app's owner (${found.owner}) can change it.`)
    return found
  }

  function revokeGrants(grants: string[]): void {
    for (const grant of grants) revokeGrantEverywhere(db, grant)
  }

  app.get('/v1/oauth/apps', (request): AppLists => {
    const account = walletLogin.accountOf(request)
    return { owned: registry.owned(account), authorized: registry.authorized(account) }
  })

  app.post('/v1/oauth/apps', (request, reply) => {
    const account = walletLogin.accountOf(request)
    const parsed = appRegistrationSchema.safeParse(readJsonObject(request))
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const field = issue?.path.join('.') || 'body'
      throw new ServiceError(400, 'INVALID_FIELD', `${field}: ${issue?.message ?? 'Invalid value.'}`)
    }
    if (registry.shortNameTaken(parsed.data.shortName))
      throw new ServiceError(409, 'SHORT_NAME_TAKEN', `shortName: ${SHORT_NAME_TAKEN_MESSAGE}`)
    let issued
    try {
      issued = registry.register(account, parsed.data, chain.now())
    } catch (error) {
      if (error instanceof Error && error.message === SHORT_NAME_TAKEN_MESSAGE)
        throw new ServiceError(409, 'SHORT_NAME_TAKEN', `shortName: ${SHORT_NAME_TAKEN_MESSAGE}`)
      throw error
    }
    const body: IssuedApp = { app: issued.app, clientSecret: issued.secret }
    return reply.status(201).send(body)
  })

  for (const [verb, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    app.post<{ Params: { appId: string } }>(`/v1/oauth/apps/:appId/${verb}`, (request) => {
      const found = ownedApp(request.params.appId, walletLogin.accountOf(request))
      registry.setEnabled(found.appId, enabled)
      return { app: registry.get(found.appId) }
    })
  }

  app.post<{ Params: { appId: string } }>('/v1/oauth/apps/:appId/secret', (request): IssuedApp => {
    const found = ownedApp(request.params.appId, walletLogin.accountOf(request))
    if (found.appType !== 'confidential')
      throw new ServiceError(400, 'PUBLIC_APP', 'Public apps use PKCE and have no client secret.')
    const clientSecret = registry.rotateSecret(found.appId)
    return { app: registry.get(found.appId)!, clientSecret }
  })

  app.delete<{ Params: { appId: string } }>('/v1/oauth/apps/:appId', (request) => {
    const found = ownedApp(request.params.appId, walletLogin.accountOf(request))
    revokeGrants(registry.remove(found.appId))
    return { success: true, appId: found.appId }
  })

  app.delete<{ Params: { appId: string } }>('/v1/oauth/authorizations/:appId', (request) => {
    const account = walletLogin.accountOf(request)
    const grants = registry.revoke(account, request.params.appId, chain.now())
    if (grants.length === 0)
      throw new ServiceError(404, 'NOT_AUTHORIZED', 'You have not authorized this app.')
    revokeGrants(grants)
    return { success: true, appId: request.params.appId, revoked: grants.length }
  })
}

/** The consent page's calls: what a pending sign-in asks for, and its approval or denial. */
function registerConsentRoutes(app: FastifyInstance, context: OAuthRoutesContext): void {
  const { chain, registry, walletLogin } = context
  app.get<{ Params: { uid: string } }>(
    '/v1/oauth/interactions/:uid',
    async (request, reply): Promise<ConsentRequest> => {
      const { interaction, app: found, scopes } = await pendingInteraction(context, request, reply)
      return {
        uid: interaction.uid,
        app: {
          appId: found.appId,
          name: found.name,
          url: found.url,
          imageUrl: found.imageUrl,
          shortName: found.shortName,
        },
        scopes,
        redirectUri: String(interaction.params.redirect_uri ?? ''),
      }
    },
  )

  // Answers change the devnet: the portal's own pages, as a preflighted fetch, from the browser that
  // started the sign-in.
  const answer = access({ audience: 'own', unsignedWrite: true })

  app.post<{ Params: { uid: string } }>(
    '/v1/oauth/interactions/:uid/approve',
    answer,
    async (request, reply) => {
      const account = walletLogin.accountOf(request)
      const { provider, interaction, app: found, scopes } = await pendingInteraction(context, request, reply)
      if (interaction.result)
        throw new ServiceError(409, 'ALREADY_ANSWERED', 'This sign-in request was already answered.')
      const grant = new provider.Grant({ accountId: account, clientId: found.appId })
      if (scopes.length > 0) grant.addOIDCScope(scopes.join(' '))
      const grantId = await grant.save()
      registry.recordGrant(grantId, account, found.appId, scopes, chain.now())
      interaction.result = { login: { accountId: account }, consent: { grantId } }
      await interaction.save(Math.max(1, interaction.exp - epoch()))
      return { redirectTo: interaction.returnTo }
    },
  )

  app.post<{ Params: { uid: string } }>(
    '/v1/oauth/interactions/:uid/deny',
    answer,
    async (request, reply) => {
      const { interaction } = await pendingInteraction(context, request, reply)
      if (interaction.result)
        throw new ServiceError(409, 'ALREADY_ANSWERED', 'This sign-in request was already answered.')
      interaction.result = { error: 'access_denied', error_description: 'The user denied the request.' }
      await interaction.save(Math.max(1, interaction.exp - epoch()))
      return { redirectTo: interaction.returnTo }
    },
  )
}

/**
 * The interaction `uid`, if this browser started it: it holds the provider's interaction cookie for
 * it. A sign-in started in one browser (an attacker's) cannot be answered from another (the victim's).
 */
async function pendingInteraction(
  { provider: providerOf, registry }: OAuthRoutesContext,
  request: FastifyRequest<{ Params: { uid: string } }>,
  reply: FastifyReply,
) {
  const { uid } = request.params
  const provider = await providerOf()
  const interaction = uid.length <= 100 ? await provider.Interaction.find(uid) : undefined
  if (!interaction)
    throw new ServiceError(
      404,
      'REQUEST_EXPIRED',
      'This sign-in request has expired or was already answered. Start again from the app.',
    )
  const held = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined)
  if (held?.uid !== interaction.uid)
    throw new ServiceError(
      403,
      'OTHER_BROWSER',
      'This sign-in request was started in another browser. Start again from the app, in this browser.',
    )
  const appId = String(interaction.params.client_id ?? '')
  const found = registry.get(appId)
  if (!found?.enabled)
    throw new ServiceError(403, 'APP_DISABLED', 'This app is disabled and cannot sign anyone in.')
  const requested = String(interaction.params.scope ?? '').split(' ')
  const scopes = OAUTH_SCOPES.filter((scope) => requested.includes(scope))
  return { provider, interaction, app: found, scopes }
}
