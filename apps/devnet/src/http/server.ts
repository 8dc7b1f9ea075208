import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import fastifyCompress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import type { DevnetNode } from '../chain/node.ts'
import { registerChainRoutes } from './chain-routes.ts'
import { registerCors } from './cors.ts'
import { registerCrossSiteGuard } from './cross-site-guard.ts'
import { allowedHostNames, registerHostCheck } from './host-check.ts'
import { defaultAccess, requireAccessOnWrites } from './route-access.ts'
import { registerDevnetRoutes } from './devnet-routes.ts'
import { registerProducerValidation } from '../services/validators/producer-validation.ts'
import { registerHistoryRoutes } from './history-routes.ts'
import { demoDocumentsUpload } from '../seed/demo/index.ts'
import { backendRoutes } from '../services/backend/index.ts'
import { storageRoutes } from '../services/storage/index.ts'
import { testnetRoutes } from '../services/testnet/index.ts'
import { isChainError } from '../chain/errors.ts'
import { nodeosError } from './nodeos-error.ts'
import { portalPageFile } from './portal-pages.ts'
import { sendChainError } from './send-error.ts'
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
  /** The interface it listens on (`--host`): a name it answers, unless it is every address. */
  listenHost?: string
  /** Further names it answers besides the loopback ones (`--host-name`); every other Host gets 421. */
  hostNames?: readonly string[]
  /**
   * The origin it is reached at, as printed (`http://127.0.0.1:8080`): the OIDC issuer is this plus
   * `/oidc`. Unless given, the loopback address and port it listens on.
   */
  publicOrigin?: string
  /** Bytes the storage service may keep in the data directory (default 1 GB). */
  storageQuotaBytes?: number
}

/** Creates the devnet's HTTP app: the areas register their routes on it as Fastify plugins. */
export async function createServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT_BYTES })

  registerBodyParsers(app)

  // First of all: a request under a name the devnet was not given (DNS rebinding) gets 421.
  registerHostCheck(app, allowedHostNames(options.listenHost, options.hostNames))
  requireAccessOnWrites(app)
  await app.register(fastifyCompress, { global: true })
  await registerSecurityHeaders(app)
  const allowOrigin = options.corsAllowOrigin ?? '*'
  await registerCors(app, { allowOrigin })
  registerCrossSiteGuard(app, {
    allowOrigin,
    // The Host check has already admitted the name the request reached.
    isOwnOrigin: (request, origin) => origin === `${request.protocol}://${request.host}`,
  })
  const publicOrigin = () => options.publicOrigin ?? listeningOrigin(app)

  // Fastify's own failures (unparsable JSON, oversized bodies, bad content types) in nodeos's shape.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    // A body the devnet's own parsers refuse as nodeos would (json-depth.ts).
    if (isChainError(error)) {
      void sendChainError(reply, error)
      return
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500
    const name = status === 413 ? 'payload_too_large' : status < 500 ? 'invalid_request' : 'internal_error'
    const text = status < 500 ? error.message : 'Internal Service Error'
    if (status >= 500) console.error(error)
    void reply.status(status).send(nodeosError(status, { code: status, name, what: text, details: [text] }))
  })

  app.get('/devnet/health', async () => ({ ok: true }))

  const { node } = options
  if (node) {
    // The chain and history APIs and the validators' bucket: read by dApps on any allowed origin,
    // every change signed.
    await app.register(async (scope) => {
      defaultAccess(scope, { audience: 'chain' })
      registerChainRoutes(scope, node.chain, { readCacheBytes: options.readCacheBytes })
      registerHistoryRoutes(scope, node.chain)
      registerProducerValidation(scope, node.chain)
    })
    registerDevnetRoutes(app, node.chain)
  }

  // Services (dStor storage, account backend, testnet endpoints) register here as Fastify plugins,
  // each given `options.dataDir` for its files and `options.node` when it needs the chain.
  if (options.dataDir)
    await app.register(storageRoutes({ dataDir: options.dataDir, quotaBytes: options.storageQuotaBytes }))
  if (options.dataDir && options.node) {
    const services = { chain: options.node.chain, dataDir: options.dataDir, publicOrigin }
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
      // Client-side routes (including the portal's own not-found page) are the SPA's to resolve; a page
      // the build prerendered comes with its first render.
      return reply.type('text/html').sendFile(portalPageFile(webDist, request.url))
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

/** `http://127.0.0.1:PORT` of a server listening on a loopback or every address. */
function listeningOrigin(app: FastifyInstance): string {
  const address = app.server.address()
  if (address === null || typeof address === 'string') throw new Error('The devnet is not listening yet')
  const host =
    address.family === 'IPv6'
      ? address.address === '::'
        ? '[::1]'
        : `[${address.address}]`
      : address.address === '0.0.0.0'
        ? '127.0.0.1'
        : address.address
  return `http://${host}:${address.port}`
}
