import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'

/**
 * Which browser pages a route answers. The devnet decides it from the route the router matched (this
 * flag in its `config`), never from the request's raw URL, so every spelling that reaches a route
 * (percent-encoded letters, `%2F`, `;` parameters) meets the same rule.
 *
 * - `chain`: the chain and history APIs, as nodeos and Hyperion serve them to dApps on any origin (the
 *   `--cors-origin` setting); a signature guards every change.
 * - `services`: the off-chain services the Telos network serves to web apps on other origins (account
 *   backend, testnet tools); pages on the `--cors-origin` origins may call them.
 * - `uploads`: file storage and its tokens, which write to disk: only the portal's own pages and an
 *   origin named by `--cors-origin` (`*` does not open them to every page).
 * - `own`: the devnet's own pages only (its controls, the portal's session and consent calls); no
 *   CORS at all.
 */
export type Audience = 'chain' | 'services' | 'uploads' | 'own'

export type RouteAccess = {
  audience: Audience
  /**
   * The route changes the devnet without a signature (a faucet, the clock, an account, a token): a
   * browser may send it only as a script's fetch that a page elsewhere would have had to preflight,
   * from a page of its audience.
   */
  unsignedWrite?: boolean
  /**
   * A header the route requires that no page can send without a preflight (so the body need not be
   * JSON to prove one happened: an upload is multipart).
   */
  preflightedBy?: string
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route from a browser page (see `RouteAccess`); `own` when absent. */
    access?: RouteAccess
  }
}

/** Shorthand for a route's `config`: `app.post(url, access({ audience: 'own', unsignedWrite: true }), …)`. */
export const access = (rule: RouteAccess) => ({ config: { access: rule } })

/** The matched route's rule; routes without one (the portal's files, not-found answers) are `own`. */
export const accessOf = (request: FastifyRequest): RouteAccess =>
  request.routeOptions.config.access ?? { audience: 'own' }

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method])

/**
 * Gives every route registered in `scope` without its own rule the area's rule: `rule` for the chain
 * API, say, with the few routes that differ declaring theirs.
 */
export function defaultAccess(scope: FastifyInstance, rule: RouteAccess): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? rule }
  })
}

/**
 * Makes a route that can change state (any method but GET, HEAD and OPTIONS) without a declared rule
 * a start-up error, so a new write cannot silently fall outside the cross-site rules. Writing GETs
 * (faucets) must declare theirs; `cross-origin.test.ts` lists them.
 */
export function requireAccessOnWrites(app: FastifyInstance): void {
  const writes: RouteOptions[] = []
  app.addHook('onRoute', (route) => {
    if (methodsOf(route).some((method) => !SAFE_METHODS.has(method))) writes.push(route)
  })
  // Checked once all routes are in: an area's default (an onRoute hook of its own scope) runs after this one.
  app.addHook('onReady', async () => {
    const undeclared = writes.filter((route) => !route.config?.access)
    if (undeclared.length > 0)
      throw new Error(
        `Routes that change state without a cross-site rule (config.access): ${undeclared
          .map((route) => `${String(route.method)} ${route.url}`)
          .join(', ')}`,
      )
  })
}
