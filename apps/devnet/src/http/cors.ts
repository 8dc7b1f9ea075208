import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors'
import type { FastifyInstance } from 'fastify'

/**
 * The read APIs a dApp on another origin calls, as nodeos and Hyperion expose them, and the public
 * producer-validation bucket (S3 answers any origin's GET there).
 */
const CHAIN_API_PREFIXES = [
  '/v1/chain/',
  '/v2/history/',
  '/v2/state/',
  '/v1/history/',
  '/telos-producer-validation',
]

/**
 * The off-chain services the Telos network serves to web apps on other origins: the account backend,
 * the testnet developer tools, the dStor upload API and the IPFS gateway.
 */
const SERVICE_PREFIXES = [
  '/v1/accounts',
  '/v1/registrations',
  '/v1/recaptchaCreate',
  '/v1/testnet/',
  '/dstor/',
  '/ipfs/',
]

/** Headers the services' clients send: JSON bodies, dStor's key and expiry, bearer tokens, upload tokens. */
const SERVICE_REQUEST_HEADERS = [
  'content-type',
  'x-api-key',
  'api-key',
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

const startsWithAny = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path.startsWith(prefix))

/**
 * CORS as a node operator would configure it: the chain and history APIs and the off-chain services
 * answer the allowed origin, preflights included; everything else, `/devnet/*` and the portal among
 * them, stays same-origin, so a page elsewhere can neither read the devnet's keys nor preflight a call
 * to its controls.
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
  await app.register(fastifyCors, {
    hook: 'onRequest',
    delegator: (request, callback) => {
      const path = request.url
      if (startsWithAny(path, CHAIN_API_PREFIXES)) return callback(null, chainApi)
      if (startsWithAny(path, SERVICE_PREFIXES)) return callback(null, services)
      callback(null, { origin: false })
    },
  })
}
