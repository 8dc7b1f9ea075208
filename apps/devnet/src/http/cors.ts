import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import { accessOf, type Audience } from './route-access.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** On the OPTIONS route the devnet adds beside a URL's routes: those routes, for the preflight's method. */
    preflightOf?: RouteOptions[]
  }
}

/**
 * Headers the services' clients send: JSON bodies; dStor's key and expiry; `x-api-key`, which the Telos
 * web app's service client sends on every backend call (faucets, rotation, account creation and name
 * checks); bearer and upload tokens; ranges of a gateway read.
 */
export const SERVICE_REQUEST_HEADERS = [
  'accept',
  'content-type',
  'x-api-key',
  'api-key',
  'x-api-key',
  'x-expiration',
  'authorization',
  'x-dstor-upload-token',
  'x-dstor-comment',
  'range',
]

/** Headers a gateway reader on another origin needs to see to page through a file. */
const SERVICE_EXPOSED_HEADERS = ['content-length', 'content-range', 'accept-ranges', 'etag']

export type CorsOptions = {
  /**
   * `Access-Control-Allow-Origin` of the chain, history and service APIs, like nodeos's
   * `access-control-allow-origin` option: `*` (the devnet's default), one origin, or `false` for none.
   */
  allowOrigin: string | false
}

/** `http://localhost:3000`, `http://127.0.0.1:5173`, `http://[::1]:8080`: a page served from this machine. */
export function isLoopbackOrigin(origin: string | undefined): boolean {
  if (origin === undefined) return false
  try {
    const url = new URL(origin)
    return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  } catch {
    return false
  }
}

/** The audience whose CORS rules answer this request: for a preflight, the route it asks about. */
function audienceOf(request: FastifyRequest): Audience {
  const siblings = request.routeOptions.config.preflightOf
  if (request.method !== 'OPTIONS' || siblings === undefined) return accessOf(request).audience
  const asked = String(request.headers['access-control-request-method'] ?? '').toUpperCase()
  const route = siblings.find((candidate) =>
    (Array.isArray(candidate.method) ? candidate.method : [candidate.method]).includes(asked),
  )
  return route?.config?.access?.audience ?? 'own'
}

/**
 * CORS as a node operator would configure it, per route (`config.access.audience`, see
 * route-access.ts): the chain and history APIs and the off-chain services answer the allowed origin,
 * preflights included; uploads answer only an origin named by `--cors-origin`; everything else,
 * `/devnet/*` and the portal among them, stays same-origin, so a page elsewhere can neither read the
 * devnet's keys nor preflight a call to its controls.
 *
 * A preflight is an OPTIONS request, matched by the router to an OPTIONS route: the devnet adds one
 * beside the routes of each URL, so the preflight of any spelling of a path meets the rules of the
 * route that spelling reaches, exactly as the request that follows it will.
 */
export async function registerCors(app: FastifyInstance, options: CorsOptions): Promise<void> {
  const chainApi: FastifyCorsOptions = {
    origin: options.allowOrigin,
    methods: ['GET', 'POST', 'OPTIONS'],
    maxAge: 600,
  }
  const services: FastifyCorsOptions = {
    origin: options.allowOrigin,
    methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    allowedHeaders: SERVICE_REQUEST_HEADERS,
    exposedHeaders: SERVICE_EXPOSED_HEADERS,
    maxAge: 600,
  }
  const namedOrigin = options.allowOrigin === '*' ? false : options.allowOrigin
  const uploads: FastifyCorsOptions = { ...services, origin: namedOrigin }
  const byAudience: Record<Audience, FastifyCorsOptions> = {
    chain: chainApi,
    services,
    uploads,
    own: { origin: false },
  }

  const preflightRoutes = new Map<string, RouteOptions[]>()
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    if (route.config?.preflightOf || methods.includes('OPTIONS')) return
    const known = preflightRoutes.get(route.url)
    if (known) return void known.push(route)
    // A wildcard's preflight is @fastify/cors's catch-all (`OPTIONS *`), which answers none: the
    // wildcards (the portal's files, the validators' bucket) are read with simple GETs.
    if (route.url.endsWith('*')) return
    const siblings = [route]
    preflightRoutes.set(route.url, siblings)
    app.route({
      method: 'OPTIONS',
      url: route.url,
      config: { preflightOf: siblings },
      // Reached only when no CORS rule answered the preflight (the CORS hook answers the others).
      handler: (_request: FastifyRequest, reply: FastifyReply) => reply.callNotFound(),
    })
  })

  await app.register(fastifyCors, {
    hook: 'onRequest',
    delegator: (request, callback) => callback(null, byAudience[audienceOf(request)]),
  })
}
