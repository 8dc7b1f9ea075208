import type Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import type Provider from 'oidc-provider'
import type { Chain } from '../../../chain/chain.ts'
import type { WalletLogin } from '../wallet-login.ts'
import { createAppRegistry } from './app-registry.ts'
import { mountProvider } from './mount-provider.ts'
import { registerOAuthRoutes } from './oauth-routes.ts'
import { createProvider, OIDC_PREFIX } from './provider.ts'

export { CONSENT_PATH, OIDC_PREFIX } from './provider.ts'

/**
 * The OAuth 2.0 / OpenID Connect authorization server (oidc-provider under `/oidc`, state in
 * backend.sqlite) and the app registry and consent calls under `/v1/oauth`. The issuer is the origin
 * the devnet was configured with (the URL it prints) plus `/oidc`, never taken from a request: one
 * issuer, made on first use (a devnet on port 0 knows its port only once it listens; and
 * oidc-provider is loaded only then).
 */
export async function registerOAuth(
  app: FastifyInstance,
  context: { chain: Chain; db: Database.Database; walletLogin: WalletLogin; publicOrigin: () => string },
): Promise<void> {
  const registry = createAppRegistry(context.db)
  let provider: Promise<Provider> | undefined
  const theProvider = () =>
    (provider ??= createProvider(
      `${context.publicOrigin()}${OIDC_PREFIX}`,
      context.chain,
      context.db,
      registry,
    ))
  registerOAuthRoutes(app, { ...context, registry, provider: theProvider })
  let handle: Promise<ReturnType<Provider['callback']>> | undefined
  await mountProvider(app, () => (handle ??= theProvider().then((made) => made.callback())))
}
