import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors'
import type { FastifyInstance } from 'fastify'

/**
 * The read APIs a dApp on another origin calls, as nodeos and Hyperion expose them, and the public
 * producer-validation bucket (S3 answers any origin's GET there).
 */
const PUBLIC_API_PREFIXES = [
  '/v1/chain/',
  '/v2/history/',
  '/v2/state/',
  '/v1/history/',
  '/telos-producer-validation',
]

/** Endpoints that change the devnet's world (faucet, clock, keys): only pages on this machine may call them. */
const DEVNET_PREFIX = '/devnet/'

export type CorsOptions = {
  /**
   * `Access-Control-Allow-Origin` of the chain and history APIs, like nodeos's
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

/**
 * CORS as a node operator would configure it: the chain and history APIs answer any allowed origin
 * (preflights included); `/devnet/*` answers only loopback pages, so a web page elsewhere cannot drive
 * the faucet or the clock through a visitor's browser; everything else (the portal, storage, the
 * account backend) stays same-origin.
 */
export async function registerCors(app: FastifyInstance, options: CorsOptions): Promise<void> {
  const publicApi: FastifyCorsOptions = {
    origin: options.allowOrigin,
    methods: ['GET', 'POST', 'OPTIONS'],
    maxAge: 600,
  }
  const loopbackOnly: FastifyCorsOptions = {
    origin: (origin, callback) => {
      callback(null, isLoopbackOrigin(origin) ? (origin ?? false) : false)
    },
    methods: ['GET', 'POST', 'OPTIONS'],
    maxAge: 600,
  }
  await app.register(fastifyCors, {
    hook: 'onRequest',
    delegator: (request, callback) => {
      const path = request.url
      if (PUBLIC_API_PREFIXES.some((prefix) => path.startsWith(prefix))) return callback(null, publicApi)
      if (path.startsWith(DEVNET_PREFIX)) return callback(null, loopbackOnly)
      callback(null, { origin: false })
    },
  })
}
