import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Chain } from '../chain/chain.ts'
import { getAbiSnapshot, getCreatedAccounts, getCreator, getHealth } from '../history/hyperion-extras.ts'
import { getKeyAccounts, getLinks, getStateAccount, getTokens, getVoters } from '../history/hyperion-state.ts'
import {
  getActionsV1,
  getControlledAccountsV1,
  getKeyAccountsV1,
  getTransactionV1,
} from '../history/v1-history.ts'
import { badRequest } from '../history/query-filters.ts'
import type { Query } from './history-routes.ts'

type Helpers = {
  answer: (reply: FastifyReply, run: () => unknown) => FastifyReply
  flatQuery: (query: unknown) => Query
}

/** A JSON body as Hyperion reads it: an object, or text that parses to one. */
function jsonBody(request: FastifyRequest): Record<string, unknown> {
  const body: unknown = request.body
  if (typeof body === 'string') {
    if (body.trim() === '') return {}
    try {
      return JSON.parse(body) as Record<string, unknown>
    } catch {
      throw badRequest('body must be object')
    }
  }
  return (body ?? {}) as Record<string, unknown>
}

function requiredString(body: Record<string, unknown>, key: string): string {
  const value = body[key]
  if (typeof value !== 'string') throw badRequest(`body must have required property '${key}'`)
  return value
}

/**
 * The rest of Telos's Hyperion: `/v2/state/*`, the account-creation and ABI history, `/v2/health`,
 * and the v1 history API that Wharf Kit's HistoryAPI and eosjs call. Every other `/v2/*` path gets
 * the 404 Hyperion's Fastify answers for a route it does not register.
 */
export function registerHyperionExtras(
  app: FastifyInstance,
  chain: Chain,
  { answer, flatQuery }: Helpers,
): void {
  const get = (path: string, run: (query: Query) => unknown) =>
    app.get(path, (request, reply) => answer(reply, () => run(flatQuery(request.query))))

  get('/v2/state/get_account', (query) => getStateAccount(chain, query))
  get('/v2/state/get_tokens', (query) => getTokens(chain, query))
  get('/v2/state/get_voters', (query) => getVoters(chain, query))
  get('/v2/state/get_links', (query) => getLinks(chain, query))
  get('/v2/state/get_key_accounts', (query) =>
    getKeyAccounts(chain, query.public_key, query.details === 'true'),
  )
  app.post('/v2/state/get_key_accounts', (request, reply) =>
    answer(reply, () => getKeyAccounts(chain, requiredString(jsonBody(request), 'public_key'), false)),
  )
  get('/v2/history/get_created_accounts', (query) => getCreatedAccounts(chain, query))
  get('/v2/history/get_creator', (query) => getCreator(chain, query))
  get('/v2/history/get_abi_snapshot', (query) => getAbiSnapshot(chain, query))
  get('/v2/health', () => getHealth(chain))

  // Hyperion registers its v1 history routes for GET and POST; clients POST a JSON body.
  const v1 = (name: string, run: (body: Record<string, unknown>) => unknown) =>
    app.route({
      method: ['GET', 'POST'],
      url: `/v1/history/${name}`,
      handler: (request, reply) => answer(reply, () => run(jsonBody(request))),
    })
  v1('get_actions', (body) => getActionsV1(chain, body))
  v1('get_transaction', (body) => getTransactionV1(chain, requiredString(body, 'id')))
  v1('get_key_accounts', (body) => getKeyAccountsV1(chain, requiredString(body, 'public_key')))
  v1('get_controlled_accounts', (body) =>
    getControlledAccountsV1(chain, requiredString(body, 'controlling_account')),
  )

  app.route({
    method: ['GET', 'POST'],
    url: '/v2/*',
    handler: (request, reply) =>
      reply.status(404).send({
        message: `Route ${request.method}:${request.url} not found`,
        error: 'Not Found',
        statusCode: 404,
      }),
  })
}
