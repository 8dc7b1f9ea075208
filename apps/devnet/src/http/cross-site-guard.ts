import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { serviceErrorBody } from '../services/backend/service-errors.ts'
import { nodeosError } from './nodeos-error.ts'
import { accessOf, type Audience } from './route-access.ts'

// A web page can send some requests to any address without asking first: a form or a fetch POST
// with a text/plain body, an image or a link (GET). Browsers mark every POST with the page's Origin
// and (on localhost, as on https) every request with Sec-Fetch-Mode, so the routes that change the
// devnet without a signature (`unsignedWrite` in their `config.access`) are taken from a browser
// only as a script's fetch that a page elsewhere must preflight, from a page of the route's audience.
// Requests with neither header come from programs (curl, scripts, tests), which no web page can
// drive, and are served as before. The chain API needs none of this: a signature guards every change.
//
// The rule is read in an onRequest hook, which Fastify runs once its router has matched the route
// (so `request.routeOptions.config` is the matched route's) and before the body is read: whatever
// spelling of the path reached the route, the route's own rule applies.

/** Fetch modes of a script's fetch; `no-cors` (images, scripts), `navigate` (links, forms) are not. */
const FETCH_MODES = new Set(['cors', 'same-origin'])

/** Which pages an audience admits, given the request (for its own origin) and the page's origin. */
export type OriginPolicy = {
  /** The `--cors-origin` setting: `*`, one origin, or `false` for none. */
  allowOrigin: string | false
  /** The page is this devnet's own: its origin is the one the request reached, on an allowed host name. */
  isOwnOrigin(request: FastifyRequest, origin: string): boolean
}

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

const isJson = (request: FastifyRequest) =>
  (headerOf(request, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json'

/** Whether a page on `origin` may call a route of `audience` (CORS and unsigned writes alike). */
export function admits(policy: OriginPolicy, audience: Audience, request: FastifyRequest, origin: string) {
  if (policy.isOwnOrigin(request, origin)) return true
  const { allowOrigin } = policy
  switch (audience) {
    case 'chain':
    case 'services':
      return allowOrigin === '*' || (allowOrigin !== false && origin === allowOrigin)
    case 'uploads':
      return allowOrigin !== false && allowOrigin !== '*' && origin === allowOrigin
    case 'own':
      return false
  }
}

type Refusal = { status: number; reason: string }

function checkBrowserCall(
  request: FastifyRequest,
  allowed: (origin: string) => boolean,
  preflightedBy: string | undefined,
): Refusal | undefined {
  const origin = headerOf(request, 'origin')
  const mode = headerOf(request, 'sec-fetch-mode')
  if (mode !== undefined && !FETCH_MODES.has(mode))
    return { status: 403, reason: 'a page may only call this with fetch, not load it as a link or an image' }
  if (origin === undefined) return undefined
  if (!allowed(origin)) return { status: 403, reason: `pages on ${origin} may not call this` }
  const preflighted = preflightedBy !== undefined && headerOf(request, preflightedBy) !== undefined
  if (request.method !== 'GET' && request.method !== 'HEAD' && !isJson(request) && !preflighted)
    return { status: 415, reason: 'a page must send this as application/json' }
  return undefined
}

function refuse(request: FastifyRequest, reply: FastifyReply, refusal: Refusal) {
  // The devnet's own controls answer in nodeos's shape, the services in theirs.
  if ((request.routeOptions.url ?? '').startsWith('/devnet/')) {
    const isType = refusal.status === 415
    return reply.status(refusal.status).send(
      nodeosError(refusal.status, {
        code: refusal.status,
        name: isType ? 'unsupported_media_type' : 'forbidden',
        what: isType ? 'Unsupported Media Type' : 'Forbidden',
        details: [`this call answers only the devnet's own pages: ${refusal.reason}`],
      }),
    )
  }
  return reply
    .status(refusal.status)
    .send(serviceErrorBody(refusal.status, 'CROSS_SITE_REFUSED', `Refused: ${refusal.reason}.`))
}

/** Refuses the cross-site requests that could change the devnet without a signature. */
export function registerCrossSiteGuard(app: FastifyInstance, policy: OriginPolicy): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const rule = accessOf(request)
    if (!rule.unsignedWrite || request.method === 'OPTIONS') return
    const refusal = checkBrowserCall(
      request,
      (origin) => admits(policy, rule.audience, request, origin),
      rule.preflightedBy,
    )
    if (refusal) return refuse(request, reply, refusal)
  })
}
