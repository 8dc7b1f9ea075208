import { generateKeyPairSync, randomBytes } from 'node:crypto'
import type Database from 'better-sqlite3'
import type Provider from 'oidc-provider'
import type { Configuration, JWK, KoaContextWithOIDC } from 'oidc-provider'
import { OAUTH_SCOPES } from '@portal/chain/oauth-apps'
import type { Chain } from '../../../chain/chain.ts'
import { secretMatches, type AppRegistry } from './app-registry.ts'
import { sqliteAdapterFactory } from './oidc-adapter.ts'

/** Where the authorization server lives on the backend's origin: the issuer is `${origin}${OIDC_PREFIX}`. */
export const OIDC_PREFIX = '/oidc'
/** The portal's consent page; the provider sends every authorization request there. */
export const CONSENT_PATH = '/oauth/authorize'
/** The consent page's calls about one interaction: `${CONSENT_API}/{uid}`, `/approve`, `/deny`. */
export const CONSENT_API = '/v1/oauth/interactions'

/** Options of the provider's short-lived cookies (the interaction's among them): signed, never read by scripts. */
const SHORT_COOKIES = { httpOnly: true, sameSite: 'lax', signed: true } as const
const INTERACTION_TTL_SECONDS = 30 * 60
/** oidc-provider's name for the interaction cookie, which `interactionDetails` reads. */
const INTERACTION_COOKIE = '_interaction'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** One signing key and cookie secret per data directory, made on first start and kept. */
function persistentSecrets(db: Database.Database): { jwk: JWK; cookieKeys: string[] } {
  db.exec('CREATE TABLE IF NOT EXISTS oidc_keys (name TEXT PRIMARY KEY, value TEXT NOT NULL)')
  const read = db.prepare<[string], { value: string }>('SELECT value FROM oidc_keys WHERE name = ?')
  const write = db.prepare<[string, string]>('INSERT INTO oidc_keys (name, value) VALUES (?, ?)')
  let jwk = read.get('signing-jwk')?.value
  if (!jwk) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const exported = privateKey.export({ format: 'jwk' })
    jwk = JSON.stringify({ ...exported, kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' })
    write.run('signing-jwk', jwk)
  }
  let cookieKey = read.get('cookie-key')?.value
  if (!cookieKey) {
    cookieKey = randomBytes(32).toString('base64url')
    write.run('cookie-key', cookieKey)
  }
  return { jwk: JSON.parse(jwk) as JWK, cookieKeys: [cookieKey] }
}

/**
 * oidc-provider configured for Telos accounts: authorization code + PKCE (S256; required for public
 * apps), exact redirect URIs from the registry, refresh tokens, discovery and JWKS, `sub` = the account
 * name. Every request goes through the portal's consent page, whose approval (proven by a wallet
 * signature) creates the grant; no earlier grant or provider session is reused silently.
 */
export async function createProvider(
  issuer: string,
  chain: Chain,
  db: Database.Database,
  registry: AppRegistry,
): Promise<Provider> {
  // Loaded on the first OAuth request: oidc-provider (Koa, jose) is most of a second of CPU that
  // every devnet start paid, test devnets included, while few runs ever sign anyone in.
  const { default: OidcProvider } = await import('oidc-provider')
  const { jwk, cookieKeys } = persistentSecrets(db)
  const configuration: Configuration = {
    adapter: sqliteAdapterFactory(db, registry),
    jwks: { keys: [jwk] },
    cookies: { keys: cookieKeys, short: SHORT_COOKIES },
    scopes: [...OAUTH_SCOPES, 'offline_access'],
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'] },
    responseTypes: ['code'],
    pkce: {
      methods: ['S256'],
      required: (_ctx, client) => client.clientAuthMethod === 'none',
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
    },
    clientBasedCORS: () => true,
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 60 * 60,
      IdToken: 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
      Interaction: INTERACTION_TTL_SECONDS,
      Session: 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
    },
    // Refresh tokens for every app allowed the grant, without the "prompt=consent with offline_access"
    // dance: the consent page already asks every time.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Only the grant the consent page just created: revoking an authorization is never undone by a
    // provider session remembering it.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grantId = ctx.oidc.result?.consent?.grantId
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined
    },
    interactions: {
      url: (_ctx, interaction) => `${CONSENT_PATH}?interaction=${encodeURIComponent(interaction.uid)}`,
    },
    // A refused request that cannot go back to the app (unknown or disabled app, wrong redirect URI):
    // a plain page naming the standard error, every value escaped.
    renderError: (ctx, out) => {
      ctx.type = 'html'
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in refused</title></head><body><main><h1>Sign-in refused</h1><p><code>${escapeHtml(String(out.error))}</code>: ${escapeHtml(String(out.error_description ?? ''))}</p><p>Go back to the app and try again, or ask its developer.</p></main></body></html>`
    },
    findAccount: (_ctx, sub) =>
      chain.accounts.exists(sub)
        ? { accountId: sub, claims: () => ({ sub, preferred_username: sub, name: sub }) }
        : undefined,
  }
  const provider = new OidcProvider(issuer, configuration)
  // The interaction cookie binds a sign-in to the browser that started it. oidc-provider scopes it to
  // the consent page's path; the same signed cookie is given to the consent calls of this interaction,
  // so approving or denying reads it (`interactionDetails`) and a browser without it is refused.
  provider.on('interaction.started', (ctx: KoaContextWithOIDC) => {
    const uid = ctx.oidc.entities.Interaction?.uid
    if (!uid) return
    // A browser-session cookie: the interaction it names expires on the server after its TTL anyway.
    ctx.oidc.cookies.set(INTERACTION_COOKIE, uid, { ...SHORT_COOKIES, path: `${CONSENT_API}/${uid}` })
  })
  // Registry secrets are stored as digests, so the presented secret is hashed before comparing.
  provider.Client.prototype.compareClientSecret = function (this: { clientId: string }, actual: string) {
    return Promise.resolve(secretMatches(actual, registry.secretHash(this.clientId)))
  }
  return provider
}
