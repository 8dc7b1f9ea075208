import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import {
  getAccountsByAuthorizers,
  getActivatedProtocolFeatures,
  getBlockHeader,
  getBlockHeaderState,
  getCode,
  getCodeHash,
  getConsensusParameters,
  getRawBlock,
  getRawCodeAndAbi,
  getTransactionId,
  getTransactionStatus,
} from '../chain/api/node-reads.ts'
import type { Chain } from '../chain/chain.ts'
import { chainErrors } from '../chain/errors.ts'
import type { ChainRoute } from './chain-routes.ts'
import { fcBool, fcName, fcOptionalUint32, fcString, fcUint32 } from './fc-variant.ts'
import { nodeosError } from './nodeos-error.ts'
import { parseBody, readBody, requireNoParams } from './request-body.ts'

const name = fcName()
const blockNumOrId = z.object({ block_num_or_id: fcString() })

/**
 * The rest of nodeos 5's chain_api_plugin (the calls chain-routes.ts does not answer): protocol
 * features, authorizer lookups, transaction status, code, headers and consensus parameters.
 */
export function registerNodeRoutes(route: ChainRoute, chain: Chain): void {
  // possible_no_params: an empty body reads every feature from the start.
  route('get_activated_protocol_features', (request) => {
    const body = request.body === undefined || request.body === '' ? {} : readBody(request)
    const params = z
      .object({
        lower_bound: fcOptionalUint32(),
        upper_bound: fcOptionalUint32(),
        limit: fcUint32(10),
        search_by_block_num: fcBool(false),
        reverse: fcBool(false),
        time_limit_ms: fcOptionalUint32(),
      })
      .safeParse(body)
    if (!params.success) throw chainErrors.invalidRequest('Invalid parameters')
    return getActivatedProtocolFeatures(params.data)
  })

  route('get_accounts_by_authorizers', (request) => {
    const body = parseBody(
      request,
      z.object({
        accounts: z
          .array(z.union([z.string(), z.object({ actor: z.string(), permission: z.string() })]))
          .default([]),
        keys: z.array(z.string()).default([]),
      }),
    )
    return getAccountsByAuthorizers(chain, body.accounts, body.keys)
  })

  route('get_transaction_status', (request) => {
    // nodeos answers any body it cannot read as an id with this one message.
    const body = readBody(request) as { id?: unknown }
    if (typeof body.id !== 'string' || !/^[0-9a-fA-F]{64}$/.test(body.id) || /^0+$/.test(body.id))
      throw chainErrors.invalidRequest('Invalid transaction id')
    return getTransactionStatus(chain, body.id)
  })

  route('get_code', (request) => {
    const body = parseBody(request, z.object({ account_name: name, code_as_wasm: fcBool(false) }))
    return getCode(chain, body.account_name, body.code_as_wasm)
  })

  route('get_code_hash', (request) =>
    getCodeHash(chain, parseBody(request, z.object({ account_name: name })).account_name),
  )

  route('get_raw_code_and_abi', (request) =>
    getRawCodeAndAbi(chain, parseBody(request, z.object({ account_name: name })).account_name),
  )

  route('get_consensus_parameters', (request) => {
    requireNoParams(request)
    return getConsensusParameters()
  })

  route('get_block_header_state', (request) =>
    getBlockHeaderState(chain, parseBody(request, blockNumOrId).block_num_or_id),
  )

  route('get_raw_block', (request) => getRawBlock(chain, parseBody(request, blockNumOrId).block_num_or_id))

  route('get_block_header', (request) => {
    const body = parseBody(request, blockNumOrId.extend({ include_extensions: fcBool(false) }))
    return getBlockHeader(chain, body.block_num_or_id, body.include_extensions)
  })

  // The body is the transaction itself; the answer is its id as a bare JSON string.
  route('get_transaction_id', (request, reply) => {
    parseBody(request, z.unknown())
    return reply.type('application/json').send(JSON.stringify(getTransactionId(readBody(request))))
  })

  // Deferred transactions are disabled on Telos (nodeos 5): the devnet never schedules one.
  route('get_scheduled_transactions', (request) => {
    parseBody(
      request,
      z.object({ json: fcBool(false), lower_bound: fcString(), limit: fcUint32(50) }).partial(),
    )
    return { transactions: [], more: '' }
  })
}

/**
 * Every other `/v1/*` call (the producer, net, db_size and trace APIs, calls nodeos 5 removed) is
 * answered as nodeos answers a path no enabled plugin registered: 404 "Unknown Endpoint".
 */
export function registerUnknownEndpoints(app: FastifyInstance): void {
  const unknown = (reply: FastifyReply) =>
    reply.status(404).send(
      nodeosError(404, {
        code: 0,
        name: 'exception',
        what: 'unspecified',
        details: ['Unknown Endpoint'],
        method: 'handle_request',
      }),
    )
  app.route({
    method: ['GET', 'POST'],
    url: '/v1/*',
    // nodeos looks at the path alone: answered before the body is read, whatever its content type.
    onRequest: async (_request, reply) => unknown(reply),
    handler: async (_request, reply) => unknown(reply),
  })
}
