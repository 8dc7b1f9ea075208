import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { serviceErrorBody } from '../services/backend/service-errors.ts'
import { isLoopbackOrigin } from './cors.ts'
import { nodeosError } from './nodeos-error.ts'

// A web page can send some requests to any address without asking first: a form or a fetch POST
// with a text/plain body, an image or a link (GET). Browsers mark every POST with the page's Origin
// and (on localhost, as on https) every request with Sec-Fetch-Mode, so the calls below that change
// the devnet without a signature are taken from a browser only as a JSON fetch (which a page on
// another origin must preflight) from an origin allowed to make them. Requests with neither header
// come from programs (curl, scripts, tests), which no web page can drive, and are served as before.
// The chain API needs none of this: a signature guards every change, and nodeos reads any body.

/** Devnet-only controls: the clock and anything else a POST under /devnet/ changes. */
const DEVNET_CONTROLS = /^\/devnet\//
/** Account creation and SMS codes: unauthenticated, and free of address limits from this machine. */
const CONVENIENCE_POSTS = /^\/v1\/(?:testnet\/account|recaptchaCreate|accounts|registrations)\/?(?:\?|$)/
/** The faucets and the producer rotation: writes behind a GET, as on the Telos testnet. */
const WRITING_GETS = /^\/v1\/testnet\/(?:faucet|evmFaucet|zkEvmFaucet|produce)\//

/** Fetch modes of a script's fetch; `no-cors` (images, scripts), `navigate` (links, forms) are not. */
const FETCH_MODES = new Set(['cors', 'same-origin'])

export type CrossSiteOptions = {
  /** The `--cors-origin` setting: `*`, one origin, or `false` for none. */
  allowOrigin: string | false
}

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

const isJson = (request: FastifyRequest) =>
  (headerOf(request, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json'

/** The page is this devnet's own: same scheme, host and port, and that host is this machine. */
function isSameOrigin(request: FastifyRequest, origin: string): boolean {
  const host = headerOf(request, 'host')
  if (host === undefined) return false
  const own = `${request.protocol}://${host}`
  // A loopback name is required too: a page whose own host name was rebound to 127.0.0.1 would
  // otherwise count as this devnet's.
  return origin === own && isLoopbackOrigin(own)
}

type Refusal = { status: number; reason: string }

function checkBrowserCall(
  request: FastifyRequest,
  allowed: (origin: string) => boolean,
): Refusal | undefined {
  const origin = headerOf(request, 'origin')
  const mode = headerOf(request, 'sec-fetch-mode')
  if (mode !== undefined && !FETCH_MODES.has(mode))
    return { status: 403, reason: 'a page may only call this with fetch, not load it as a link or an image' }
  if (origin === undefined) return undefined
  if (!allowed(origin)) return { status: 403, reason: `pages on ${origin} may not call this` }
  if (request.method === 'POST' && !isJson(request))
    return { status: 415, reason: 'a page must send this as application/json' }
  return undefined
}

/** Refuses the simple cross-site requests that could change the devnet without a signature. */
export function registerCrossSiteGuard(app: FastifyInstance, options: CrossSiteOptions): void {
  const corsAllowed = (origin: string) =>
    options.allowOrigin === '*' || (options.allowOrigin !== false && origin === options.allowOrigin)

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url
    if (DEVNET_CONTROLS.test(path)) {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return
      const refusal = checkBrowserCall(request, (origin) => isSameOrigin(request, origin))
      if (!refusal) return
      const details = [`the devnet's controls answer only its own pages: ${refusal.reason}`]
      return reply.status(refusal.status).send(
        nodeosError(refusal.status, {
          code: refusal.status,
          name: refusal.status === 415 ? 'unsupported_media_type' : 'forbidden',
          what: refusal.status === 415 ? 'Unsupported Media Type' : 'Forbidden',
          details,
        }),
      )
    }
    const isConvenience =
      (request.method === 'POST' && CONVENIENCE_POSTS.test(path)) ||
      ((request.method === 'GET' || request.method === 'HEAD') && WRITING_GETS.test(path))
    if (!isConvenience) return
    const refusal = checkBrowserCall(
      request,
      (origin) => isSameOrigin(request, origin) || corsAllowed(origin),
    )
    if (!refusal) return
    return reply
      .status(refusal.status)
      .send(serviceErrorBody(refusal.status, 'CROSS_SITE_REFUSED', `Refused: ${refusal.reason}.`))
  })
}
