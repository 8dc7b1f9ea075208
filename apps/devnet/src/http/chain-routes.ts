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
import { isChainError } from '../chain/errors.ts'
import { decodePackedTransaction } from '../chain/transaction-input.ts'
import { looseBool, looseInt, looseString, parseBody, requireNoParams } from './request-body.ts'
import { ReadCache } from './read-cache.ts'
import { BODY_LIMIT_BYTES } from './server.ts'
import { sendChainError } from './send-error.ts'

const name = z.string().max(13)

const packedSchema = z.object({
  signatures: z.array(z.string()).optional(),
  compression: z.union([z.number(), z.string()]).optional(),
  packed_context_free_data: z.string().optional(),
  packed_trx: z.string(),
})

const tableRowsSchema = z.object({
  code: name,
  table: name,
  scope: looseString,
  json: looseBool.optional(),
  lower_bound: looseString.nullish(),
  upper_bound: looseString.nullish(),
  limit: looseInt.optional(),
  key_type: z.string().nullish(),
  index_position: looseString.nullish(),
  encode_type: z.string().nullish(),
  reverse: looseBool.nullish(),
  show_payer: looseBool.nullish(),
  table_key: z.unknown().optional(),
  time_limit_ms: z.unknown().optional(),
})

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown

/** The body of a GET, as text, within the server's body limit (else empty, refused as missing). */
async function readGetBody(request: FastifyRequest): Promise<string | undefined> {
  const length = Number(request.headers['content-length'] ?? 0)
  if (!(length > 0) || length > BODY_LIMIT_BYTES) return undefined
  const chunks: Buffer[] = []
  for await (const chunk of request.raw) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks).toString('utf8')
}

/** The nodeos chain API (`/v1/chain/*`) over one Chain, answering errors in nodeos's shape. */
export function registerChainRoutes(app: FastifyInstance, chain: Chain): void {
  // nodeos's http_plugin dispatches on the path alone, so a read answers GET (curl -X GET -d) and POST.
  const route = (path: string, handler: Handler, methods: ('GET' | 'POST')[] = ['GET', 'POST']) => {
    app.route({
      method: methods,
      url: `/v1/chain/${path}`,
      // Chain calls are small and mostly local; gzip would cost more CPU than it saves bytes.
      compress: false,
      // Fastify parses no GET body; read it here so a GET carries its parameters as nodeos reads them.
      preValidation: async (request) => {
        if (request.method === 'GET' && request.body === undefined) request.body = await readGetBody(request)
      },
      handler: (request, reply) => {
        try {
          const result = handler(request, reply)
          return reply.sent || result === reply ? reply : reply.send(result)
        } catch (error) {
          return sendChainError(reply, error)
        }
      },
    })
  }

  route('get_info', () => getInfo(chain))

  route('get_account', (request) => {
    const body = parseBody(
      request,
      z.object({ account_name: name, expected_core_symbol: z.string().nullish() }),
    )
    const symbol = body.expected_core_symbol?.split(',').pop()
    return getAccount(chain, body.account_name, symbol || 'TLOS')
  })

  route('get_abi', (request) =>
    getAbi(chain, parseBody(request, z.object({ account_name: name })).account_name),
  )

  route('get_raw_abi', (request) => {
    const body = parseBody(request, z.object({ account_name: name, abi_hash: z.string().nullish() }))
    return getRawAbi(chain, body.account_name, body.abi_hash ?? undefined)
  })

  const readTableRows = (body: z.infer<typeof tableRowsSchema>) =>
    getTableRows(chain, {
      ...body,
      lower_bound: body.lower_bound ?? undefined,
      upper_bound: body.upper_bound ?? undefined,
      key_type: body.key_type ?? undefined,
      index_position: body.index_position ?? undefined,
      encode_type: body.encode_type ?? undefined,
      reverse: body.reverse ?? undefined,
      show_payer: body.show_payer ?? undefined,
    })

  const tableReads = new ReadCache()
  route('get_table_rows', (request, reply) => {
    // Text bodies (Wharf Kit) key the cache as sent; parsed ones only once validated, since a hostile
    // document (deep nesting) must not reach JSON.stringify.
    const raw = typeof request.body === 'string' ? request.body : undefined
    const version = chain.tables.version
    const cached = raw === undefined ? undefined : tableReads.get(raw, version)
    if (cached !== undefined) return reply.type('application/json').send(cached)
    const body = parseBody(request, tableRowsSchema)
    const key = raw ?? JSON.stringify(body)
    const text = JSON.stringify(readTableRows(body))
    tableReads.set(key, version, text)
    return reply.type('application/json').send(text)
  })

  route('get_table_by_scope', (request) => {
    const body = parseBody(
      request,
      z.object({
        code: name,
        table: z.string().nullish(),
        lower_bound: looseString.nullish(),
        upper_bound: looseString.nullish(),
        limit: looseInt.optional(),
        reverse: looseBool.nullish(),
      }),
    )
    return getTableByScope(chain, {
      code: body.code,
      table: body.table ?? undefined,
      lower_bound: body.lower_bound ?? undefined,
      upper_bound: body.upper_bound ?? undefined,
      limit: body.limit,
      reverse: body.reverse ?? undefined,
    })
  })

  route('get_currency_balance', (request) => {
    const body = parseBody(request, z.object({ code: name, account: name, symbol: z.string().nullish() }))
    return getCurrencyBalance(chain, body.code, body.account, body.symbol ?? undefined)
  })

  route('get_currency_stats', (request) => {
    const body = parseBody(request, z.object({ code: name, symbol: z.string() }))
    return getCurrencyStats(chain, body.code, body.symbol)
  })

  route('get_block', (request) =>
    getBlock(chain, parseBody(request, z.object({ block_num_or_id: looseString })).block_num_or_id),
  )

  route('get_block_info', (request) => {
    const block = getBlock(chain, parseBody(request, z.object({ block_num: looseInt })).block_num)
    const { transactions: _, ...header } = block
    return header
  })

  route('get_required_keys', (request) => {
    const body = parseBody(
      request,
      z.object({ transaction: z.record(z.string(), z.unknown()), available_keys: z.array(z.string()) }),
    )
    return getRequiredKeys(chain, body.transaction, body.available_keys)
  })

  route('get_producers', (request) => {
    const body = parseBody(
      request,
      z.object({
        json: looseBool.optional(),
        lower_bound: looseString.nullish(),
        limit: looseInt.optional(),
      }),
    )
    return getProducers(chain, body.limit ?? 50, body.lower_bound ?? '')
  })

  route('get_producer_schedule', (request) => {
    requireNoParams(request)
    return getProducerSchedule(chain)
  })

  // Transactions wait for their signature check on the verifier thread, then run on this one.
  const push = (path: string) =>
    app.post(`/v1/chain/${path}`, { compress: false }, async (request, reply) => {
      try {
        // Text bodies (Wharf Kit, curl) are decoded on the verifier's thread; the rest, and any body
        // it cannot decode, here, where a malformed one gets its exact error.
        const result =
          (typeof request.body === 'string' ? await chain.submitBody(request.body) : undefined) ??
          (await chain.submitTransaction(decodePackedTransaction(parseBody(request, packedSchema))))
        return reply.status(202).send({ transaction_id: result.id, processed: result.trace })
      } catch (error) {
        return sendChainError(reply, error)
      }
    })
  push('send_transaction')
  push('push_transaction')

  route('compute_transaction', (request, reply) => {
    const body = parseBody(request, z.object({ transaction: packedSchema }))
    const result = chain.pushTransaction(decodePackedTransaction(body.transaction), {
      dryRun: true,
      skipSignatures: true,
    })
    // nodeos registers compute_transaction as a read-only call: it answers 200, not send's 202.
    return reply.status(200).send({ transaction_id: result.id, processed: result.trace })
  })

  app.post('/v1/chain/send_transaction2', { compress: false }, async (request, reply) => {
    try {
      const body = parseBody(
        request,
        z.object({
          return_failure_trace: looseBool.optional(),
          retry_trx: looseBool.optional(),
          transaction: packedSchema,
        }),
      )
      const input = decodePackedTransaction(body.transaction)
      try {
        const result = await chain.submitTransaction(input)
        return reply.status(202).send({ transaction_id: result.id, processed: result.trace })
      } catch (error) {
        // With return_failure_trace (the default) nodeos answers with the failed trace instead of an error.
        if (!isChainError(error) || body.return_failure_trace === false) throw error
        return reply.status(202).send({
          transaction_id: '',
          processed: {
            id: '',
            block_num: chain.pendingBlock().num,
            receipt: null,
            action_traces: [],
            except: {
              code: error.code,
              name: error.errorName,
              message: error.what,
              stack: [
                {
                  context: { level: 'error', file: 'devnet', line: 0, method: error.errorName },
                  format: error.message,
                  data: {},
                },
              ],
            },
            error_code: null,
          },
        })
      }
    } catch (error) {
      return sendChainError(reply, error)
    }
  })
}
