import { networkConfig } from '@portal/chain/networks'
import { permissionsPolicy, portalCspDirectives } from '@portal/chain/portal-headers'
import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'

/**
 * The local preset puts every endpoint on the page's own origin; any origin stands in for it here,
 * since the policy only needs to know that they are all the same one.
 */
const PAGE_ORIGIN = 'http://portal.devnet'

/**
 * Security headers on every response, through `helmet`: the portal's CSP (shared with the web
 * build's `_headers`), nosniff, frame denial, the referrer policy, and a Permissions-Policy. Routes that
 * need a stricter policy (the IPFS gateway's sandbox) set their own header, which replaces this one.
 *
 * helmet is configured once here and its middleware run on each request, as `@fastify/helmet` does
 * for the same options except that it builds the middleware (and parses the CSP) again per request:
 * about 0.17 ms of the node's CPU on each signed transfer.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const network = networkConfig('local', { origin: PAGE_ORIGIN })
  const directives = Object.fromEntries(
    Object.entries(portalCspDirectives(network, PAGE_ORIGIN)).map(([name, sources]) => [name, [...sources]]),
  )
  const applyHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    // The devnet is plain http on loopback; HSTS there would only pin a host that has no https.
    strictTransportSecurity: false,
    // Chain data, history and gateway files are meant for dApps on other origins too (see cors.ts).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  })
  const permissions = permissionsPolicy()
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('permissions-policy', permissions)
    applyHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined))
  })
}
