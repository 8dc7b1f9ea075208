import type { IncomingMessage, ServerResponse } from 'node:http'
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

/** Origins one devnet answers on (127.0.0.1, localhost, a LAN name): a few, never unbounded. */
const MAX_ISSUERS = 8

/**
 * The OAuth 2.0 / OpenID Connect authorization server (oidc-provider under `/oidc`, state in
 * backend.sqlite) and the app registry and consent calls under `/v1/oauth`. The issuer is the origin a
 * client reached plus `/oidc`, so discovery through 127.0.0.1 or localhost is self-consistent; all
 * issuers share one store and one signing key.
 */
export async function registerOAuth(
  app: FastifyInstance,
  context: { chain: Chain; db: Database.Database; walletLogin: WalletLogin },
): Promise<void> {
  const registry = createAppRegistry(context.db)
  const providers = new Map<
    string,
    { provider: Provider; handle: (req: IncomingMessage, res: ServerResponse) => void }
  >()
  const entryFor = (origin: string) => {
    let entry = providers.get(origin)
    if (!entry) {
      if (providers.size >= MAX_ISSUERS)
        throw new Error(`The devnet answers on too many origins (${origin}).`)
      const provider = createProvider(`${origin}${OIDC_PREFIX}`, context.chain, context.db, registry)
      entry = { provider, handle: provider.callback() }
      providers.set(origin, entry)
    }
    return entry
  }
  registerOAuthRoutes(app, { ...context, registry, providerFor: (origin) => entryFor(origin).provider })
  await mountProvider(app, (origin) => entryFor(origin).handle)
}
