import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  getAbi,
  getAccount,
  getBlock,
  getCurrencyBalance,
  getCurrencyStats,
  getInfo,
  getProducerSchedule,
  getProducers,
  getRawAbi,
  getRequiredKeys,
} from '../chain/api/reads.ts'
import { getTableByScope, getTableRows } from '../chain/api/table-rows.ts'
import type { Chain } from '../chain/chain.ts'
import {
  fcBool,
  fcName,
  fcOptionalBool,
  fcOptionalString,
  fcOptionalUint32,
  fcString,
  fcUint32,
} from './fc-variant.ts'
import { readPackedRequest } from './packed-request.ts'
import { parseBody, requireNoParams } from './request-body.ts'
import { getBlockInfo } from '../chain/api/node-reads.ts'
import { registerNodeRoutes, registerUnknownEndpoints } from './node-routes.ts'
import { registerTransactionRoutes } from './transaction-routes.ts'
import { ReadCache } from './read-cache.ts'
import { BODY_LIMIT_BYTES } from './server.ts'
import { sendChainError } from './send-error.ts'

/** Chain answers at least this long are sent compressed when the client accepts it. */
export const CHAIN_COMPRESS_ABOVE_BYTES = 8 * 1024

const name = fcName()

/** chain_apis::read_only::get_table_rows_params, field by field with its defaults. */
const tableRowsSchema = z.object({
  json: fcBool(false),
  code: name,
  scope: fcString(),
  table: name,
  table_key: fcString(),
  lower_bound: fcString(),
  upper_bound: fcString(),
  limit: fcUint32(10),
  key_type: fcString(),
  index_position: fcString(),
  encode_type: fcString('dec'),
  reverse: fcOptionalBool(),
  show_payer: fcOptionalBool(),
  time_limit_ms: fcOptionalUint32(),
})

/** The parsed get_table_rows request. */
type TableRowsRequest = z.infer<typeof tableRowsSchema>

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown

/** Registers one `/v1/chain/<path>` call (GET and POST unless told), answering errors as nodeos does. */
export type ChainRoute = (
  path: string,
  handler: Handler,
  methods?: ('GET' | 'POST')[],
  rawBody?: { nested: boolean },
) => void

/** The body of a GET, as text, within the server's body limit (else empty, refused as missing). */
async function readGetBody(request: FastifyRequest): Promise<string | undefined> {
  const length = Number(request.headers['content-length'] ?? 0)
  if (!(length > 0) || length > BODY_LIMIT_BYTES) return undefined
  const chunks: Buffer[] = []
  for await (const chunk of request.raw) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks).toString('utf8')
}

/** The nodeos chain API (`/v1/chain/*`) over one Chain, answering errors in nodeos's shape. */
export function registerChainRoutes(
  app: FastifyInstance,
  chain: Chain,
  options: { readCacheBytes?: number } = {},
): void {
  const route = chainRoute(app, chain)
  registerReadRoutes(route, chain)
  registerTableRoutes(route, chain, options)
  registerTransactionRoutes(app, route, chain)
  registerNodeRoutes(route, chain)
  registerUnknownEndpoints(app)
}

/** The `route` of the chain API: one `/v1/chain/<path>` call as nodeos's http_plugin serves it. */
function chainRoute(app: FastifyInstance, chain: Chain): ChainRoute {
  // nodeos's http_plugin dispatches on the path alone, so a read answers GET (curl -X GET -d) and POST.
  return (path, handler, methods = ['GET', 'POST'], rawBody) => {
    app.route({
      method: methods,
      url: `/v1/chain/${path}`,
      ...(rawBody && { config: { rawBody: true }, preHandler: readPackedRequest(chain, rawBody.nested) }),
      // Most chain answers are small and gzip would cost more than it saves, but a table read can be
      // 100 kB of JSON (every ballot with its content): those go compressed, as a public API node's
      // proxy sends them, so a phone on a slow link does not wait for them.
      compress: { threshold: CHAIN_COMPRESS_ABOVE_BYTES },
      // Fastify parses no GET body; read it here so a GET carries its parameters as nodeos reads them.
      preValidation: async (request) => {
        if (request.method === 'GET' && request.body === undefined) request.body = await readGetBody(request)
      },
      handler: (request, reply) => {
        const answer = (result: unknown) => (reply.sent || result === reply ? reply : reply.send(result))
        try {
          const result = handler(request, reply)
          // Only calls that wait for the verifier's thread answer later; reads answer in this turn.
          if (result instanceof Promise)
            return result.then(answer, (error: unknown) => sendChainError(reply, error))
          return answer(result)
        } catch (error) {
          return sendChainError(reply, error)
        }
      },
    })
  }
}

/** The reads besides tables: chain state, accounts, ABIs, balances, blocks, keys and producers. */
function registerReadRoutes(route: ChainRoute, chain: Chain): void {
  route('get_info', () => getInfo(chain))

  route('get_account', (request) => {
    const body = parseBody(
      request,
      z.object({ account_name: name, expected_core_symbol: fcOptionalString() }),
    )
    const symbol = body.expected_core_symbol?.split(',').pop()
    return getAccount(chain, body.account_name, symbol || 'TLOS')
  })

  route('get_abi', (request) =>
    getAbi(chain, parseBody(request, z.object({ account_name: name })).account_name),
  )

  route('get_raw_abi', (request) => {
    const body = parseBody(request, z.object({ account_name: name, abi_hash: fcOptionalString() }))
    return getRawAbi(chain, body.account_name, body.abi_hash)
  })

  route('get_currency_balance', (request) => {
    const body = parseBody(request, z.object({ code: name, account: name, symbol: fcOptionalString() }))
    return getCurrencyBalance(chain, body.code, body.account, body.symbol)
  })

  route('get_currency_stats', (request) => {
    const body = parseBody(request, z.object({ code: name, symbol: fcString() }))
    return getCurrencyStats(chain, body.code, body.symbol)
  })

  route('get_block', (request) =>
    getBlock(chain, parseBody(request, z.object({ block_num_or_id: fcString() })).block_num_or_id),
  )

  route('get_block_info', (request) =>
    getBlockInfo(chain, parseBody(request, z.object({ block_num: fcUint32(0) })).block_num),
  )

  route('get_required_keys', (request) => {
    const body = parseBody(
      request,
      z.object({
        transaction: z.record(z.string(), z.unknown()),
        available_keys: z.array(z.string()).optional().default([]),
      }),
    )
    return getRequiredKeys(chain, body.transaction, body.available_keys)
  })

  route('get_producers', (request) => {
    const body = parseBody(
      request,
      z.object({
        json: fcBool(false),
        lower_bound: fcString(),
        limit: fcUint32(50),
        time_limit_ms: fcOptionalUint32(),
      }),
    )
    return getProducers(chain, body.limit, body.lower_bound)
  })

  route('get_producer_schedule', (request) => {
    requireNoParams(request)
    return getProducerSchedule(chain)
  })
}

/** The table reads, get_table_rows answered from a cache while the tables have not changed. */
function registerTableRoutes(route: ChainRoute, chain: Chain, options: { readCacheBytes?: number }): void {
  const readTableRows = (params: Omit<TableRowsRequest, 'table_key' | 'time_limit_ms'>) =>
    getTableRows(chain, params)

  const tableReads = new ReadCache(options.readCacheBytes)
  route('get_table_rows', (request, reply) => {
    // Keyed by the request as parsed (nodeos's conversions applied, fields in one order), so bodies
    // that differ only in spacing, order or spelling of a value share one entry.
    const body = parseBody(request, tableRowsSchema)
    // table_key and time_limit_ms change nothing in the answer, so they are not part of the key.
    const { table_key: _, time_limit_ms: __, ...answerParams } = body
    const key = JSON.stringify(answerParams)
    const version = chain.tables.version
    const cached = tableReads.get(key, version)
    if (cached !== undefined) return reply.type('application/json').send(cached)
    const text = JSON.stringify(readTableRows(answerParams))
    tableReads.set(key, version, text)
    return reply.type('application/json').send(text)
  })

  route('get_table_by_scope', (request) => {
    const body = parseBody(
      request,
      z.object({
        code: name,
        table: name,
        lower_bound: fcString(),
        upper_bound: fcString(),
        limit: fcUint32(10),
        reverse: fcOptionalBool(),
        time_limit_ms: fcOptionalUint32(),
      }),
    )
    return getTableByScope(chain, body)
  })
}
