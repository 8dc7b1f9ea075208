import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import fastifyCompress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import type { DevnetNode } from '../chain/node.ts'
import { registerChainRoutes } from './chain-routes.ts'
import { registerCors } from './cors.ts'
import { registerCrossSiteGuard } from './cross-site-guard.ts'
import { registerDevnetRoutes } from './devnet-routes.ts'
import { registerProducerValidation } from '../services/validators/producer-validation.ts'
import { registerHistoryRoutes } from './history-routes.ts'
import { demoDocumentsUpload } from '../seed/demo/index.ts'
import { backendRoutes } from '../services/backend/index.ts'
import { storageRoutes } from '../services/storage/index.ts'
import { testnetRoutes } from '../services/testnet/index.ts'
import { nodeosError } from './nodeos-error.ts'
import { registerBodyParsers } from './raw-body.ts'
import { registerSecurityHeaders } from './security-headers.ts'

/** Interfaces served under these prefixes answer JSON errors; every other GET falls back to the portal. */
const API_PREFIXES = ['/v1/', '/v2/', '/ipfs/', '/devnet/', '/dstor/']

/** Largest request body the devnet reads; bigger ones get a 413 before any handler runs. */
export const BODY_LIMIT_BYTES = 1024 * 1024

export type ServerOptions = {
  /** Built portal to serve at `/`, with `index.html` for every client route. */
  webDist?: string
  logger?: boolean
  /** The chain to serve (`/v1/chain/*`, `/v2/history/*`, `/devnet/*`); absent for a bare server. */
  node?: DevnetNode
  /** The data directory; services that keep files (storage) put them under it. */
  dataDir?: string
  /**
   * `Access-Control-Allow-Origin` of the chain, history and service APIs (`*` unless given; `false`
   * for none); also the origins whose pages may create accounts and draw the faucets.
   */
  corsAllowOrigin?: string | false
  /** Bytes of table-read answers kept between writes (default `DEFAULT_READ_CACHE_BYTES`). */
  readCacheBytes?: number
}

/** Creates the devnet's HTTP app: the areas register their routes on it as Fastify plugins. */
export async function createServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT_BYTES })

  registerBodyParsers(app)

  await app.register(fastifyCompress, { global: true })
  await registerSecurityHeaders(app)
  const allowOrigin = options.corsAllowOrigin ?? '*'
  await registerCors(app, { allowOrigin })
  registerCrossSiteGuard(app, { allowOrigin })

  // Fastify's own failures (unparsable JSON, oversized bodies, bad content types) in nodeos's shape.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500
    const name = status === 413 ? 'payload_too_large' : status < 500 ? 'invalid_request' : 'internal_error'
    const text = status < 500 ? error.message : 'Internal Service Error'
    if (status >= 500) console.error(error)
    void reply.status(status).send(nodeosError(status, { code: status, name, what: text, details: [text] }))
  })

  app.get('/devnet/health', async () => ({ ok: true }))

  if (options.node) {
    registerChainRoutes(app, options.node.chain, { readCacheBytes: options.readCacheBytes })
    registerHistoryRoutes(app, options.node.chain)
    registerDevnetRoutes(app, options.node.chain)
    registerProducerValidation(app, options.node.chain)
  }

  // Services (dStor storage, account backend, testnet endpoints) register here as Fastify plugins,
  // each given `options.dataDir` for its files and `options.node` when it needs the chain.
  if (options.dataDir) await app.register(storageRoutes({ dataDir: options.dataDir }))
  if (options.dataDir && options.node) {
    const services = { chain: options.node.chain, dataDir: options.dataDir }
    await app.register(backendRoutes(services))
    await app.register(testnetRoutes(services))
    await app.register(demoDocumentsUpload(options.node.chain))
  }

  const webDist = options.webDist ? resolve(options.webDist) : undefined
  if (webDist && existsSync(resolve(webDist, 'index.html'))) {
    // Files are looked up per request, so a rebuild of the portal is served without a restart. The
    // build's `.br` files (brotli at its highest quality) go to browsers that accept them; anything
    // else is compressed per request.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
    })
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix))
    // A missing build file (a chunk from an older build) is a 404, never the SPA's HTML: the
    // portal's chunk loader then reports it instead of failing on a script that is a web page.
    const isBuildFile = request.url.startsWith('/assets/')
    if (
      request.method === 'GET' &&
      !isApi &&
      !isBuildFile &&
      webDist &&
      existsSync(resolve(webDist, 'index.html'))
    ) {
      // Client-side routes (including the portal's own not-found page) are the SPA's to resolve.
      return reply.type('text/html').sendFile('index.html')
    }
    return reply.status(404).send(
      nodeosError(404, {
        code: 404,
        name: 'unknown_endpoint',
        what: 'Unknown Endpoint',
        details: [`Unknown endpoint: ${request.method} ${request.url.split('?')[0] ?? ''}`],
      }),
    )
  })

  return app
}
