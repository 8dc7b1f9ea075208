import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { OIDC_PREFIX } from './provider.ts'

/** The origin a request reached, on a name the Host check admitted (127.0.0.1, localhost, `--host-name`). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`
}

/**
 * Hands every `/oidc/*` request to oidc-provider (a Koa app) untouched: in this encapsulated context
 * Fastify parses no body (oidc-provider reads the raw stream itself) and the reply is hijacked, so
 * compression and error handlers of the devnet stay out of the way.
 */
export async function mountProvider(
  app: FastifyInstance,
  /** The provider's Node handler (made on the first request). */
  handler: () => Promise<(request: IncomingMessage, response: ServerResponse) => void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', (_request, _payload, done) => {
      done(null, undefined)
    })
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      const handle = await handler()
      const raw = request.raw as typeof request.raw & { originalUrl?: string }
      const url = raw.url ?? '/'
      raw.originalUrl = url
      raw.url = url.slice(OIDC_PREFIX.length) || '/'
      reply.hijack()
      handle(raw, reply.raw)
    }
    // The standard OAuth endpoints, called across origins by design; oidc-provider answers their CORS
    // (per client) and guards them (PKCE, redirect URIs, client secrets) itself.
    const config = { access: { audience: 'own' as const } }
    scope.all(OIDC_PREFIX, { config }, forward)
    scope.all(`${OIDC_PREFIX}/*`, { config }, forward)
  })
}
