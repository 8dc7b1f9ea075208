import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { OIDC_PREFIX } from './provider.ts'

/** The origin a request reached (the devnet answers on 127.0.0.1 and localhost alike). */
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
  /** The provider's Node handler for the issuer at this origin. */
  handlerFor: (origin: string) => (request: IncomingMessage, response: ServerResponse) => void,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', (_request, _payload, done) => {
      done(null, undefined)
    })
    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      const handle = handlerFor(requestOrigin(request))
      const raw = request.raw as typeof request.raw & { originalUrl?: string }
      const url = raw.url ?? '/'
      raw.originalUrl = url
      raw.url = url.slice(OIDC_PREFIX.length) || '/'
      reply.hijack()
      handle(raw, reply.raw)
    }
    scope.all(OIDC_PREFIX, handler)
    scope.all(`${OIDC_PREFIX}/*`, handler)
  })
}
