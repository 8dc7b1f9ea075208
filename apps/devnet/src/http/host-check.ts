import type { FastifyInstance, FastifyRequest } from 'fastify'
import { nodeosError } from './nodeos-error.ts'

/** Names of this machine a browser reaches the devnet by without any configuration. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]']

/** The interfaces that mean "every address": not a name anyone reaches the devnet by. */
const ANY_ADDRESS = new Set(['0.0.0.0', '::', '[::]'])

/** `devnet.example` → `devnet.example`, `::1` → `[::1]`: a host as the Host header spells it. */
function asHostName(name: string): string {
  const trimmed = name.trim().toLowerCase()
  return trimmed.includes(':') && !trimmed.startsWith('[') ? `[${trimmed}]` : trimmed
}

/**
 * The host names the devnet answers: the loopback names, the interface it listens on (unless that is
 * every address) and the names given with `--host-name`. A DNS-rebinding page reaches the devnet
 * under its own name, which is none of these.
 */
export function allowedHostNames(listenHost: string | undefined, configured: readonly string[] = []) {
  const names = new Set([...LOOPBACK_NAMES, ...configured.map(asHostName)])
  if (listenHost && !ANY_ADDRESS.has(listenHost)) names.add(asHostName(listenHost))
  return names
}

/** The host name of a Host header (`[::1]:8080` → `[::1]`), or undefined when it is not one. */
export function hostNameOf(host: string | undefined): string | undefined {
  if (!host) return undefined
  try {
    const url = new URL(`http://${host}`)
    // A Host with a path, credentials or anything else but host[:port] is not a Host.
    const bare = url.pathname === '/' && !url.username && !url.password && !url.search && !url.hash
    return bare && !/[/?#@\\]/.test(host) ? url.hostname : undefined
  } catch {
    return undefined
  }
}

/**
 * Answers 421 Misdirected Request to a request whose Host is not one of `names`, before any route
 * runs: nothing of the devnet (its keys, its chain, its sign-in) answers under a name it was not given.
 */
export function registerHostCheck(app: FastifyInstance, names: ReadonlySet<string>): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    const host = request.headers.host
    const name = hostNameOf(host)
    if (name !== undefined && names.has(name)) return
    const details = [
      `this devnet answers ${[...names].join(', ')}, not ${JSON.stringify(host ?? '')}; ` +
        'start it with --host-name NAME to answer another name',
    ]
    return reply
      .status(421)
      .send(
        nodeosError(
          421,
          { code: 421, name: 'misdirected_request', what: 'Misdirected Request', details },
          'Misdirected Request',
        ),
      )
  })
}
