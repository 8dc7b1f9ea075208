import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Chain, PushResult } from '../chain/chain.ts'
import { chainErrors, isChainError } from '../chain/errors.ts'
import type { ChainRoute } from './chain-routes.ts'
import { fcBool } from './fc-variant.ts'
import { failureTrace } from './failure-trace.ts'
import { decodedRequest, readPackedRequest } from './packed-request.ts'
import { parseBody, parseValue } from './request-body.ts'
import { sendChainError } from './send-error.ts'

/** The packed transaction clients post (send_transaction's body, compute's and send_transaction2's `transaction`). */
const packedSchema = z.object({
  signatures: z.array(z.string()).optional(),
  compression: z.union([z.number(), z.string()]).optional(),
  packed_context_free_data: z.string().optional(),
  packed_trx: z.string(),
})

/** The calls that take a packed transaction: sent (send, push, send_transaction2) or computed. */
export function registerTransactionRoutes(app: FastifyInstance, route: ChainRoute, chain: Chain): void {
  // Transactions are parsed, decoded and their keys recovered on the verifier's thread, then run on
  // this one; a body that thread does not decode is parsed here, where it gets its exact error.
  const push = (path: string) =>
    app.post(
      `/v1/chain/${path}`,
      { compress: false, config: { rawBody: true }, preHandler: readPackedRequest(chain, false) },
      async (request, reply) => {
        try {
          const decoded = decodedRequest(request)
          const result = await chain.submit(
            decoded ?? (await chain.decodePacked(parseBody(request, packedSchema))),
          )
          return reply.status(202).send({ transaction_id: result.id, processed: result.trace })
        } catch (error) {
          return sendChainError(reply, error)
        }
      },
    )
  push('send_transaction')
  push('push_transaction')

  const computeRoute = (path: string) =>
    route(
      path,
      async (request, reply) => {
        const decoded = decodedRequest(request)
        const result = await chain.compute(
          decoded ??
            (await chain.decodePacked(
              parseBody(request, z.object({ transaction: packedSchema })).transaction,
            )),
        )
        // nodeos registers compute_transaction as a read-only call: it answers 200, not send's 202.
        return reply.status(200).send({ transaction_id: result.id, processed: result.trace })
      },
      ['GET', 'POST'],
      { nested: true },
    )
  computeRoute('compute_transaction')
  // A read-only transaction runs as compute does: nothing it writes is kept.
  computeRoute('send_read_only_transaction')

  const sendFlags = z.object({ return_failure_trace: fcBool(true), retry_trx: fcBool(false) })
  app.post(
    '/v1/chain/send_transaction2',
    { compress: false, config: { rawBody: true }, preHandler: readPackedRequest(chain, true) },
    async (request, reply) => {
      try {
        const decoded = decodedRequest(request)
        let flags: z.infer<typeof sendFlags>
        let submit: () => Promise<PushResult>
        if (decoded) {
          // The flags are checked before the transaction, as the one schema below reports them.
          flags = parseValue(decoded.outer, sendFlags)
          if ('refused' in decoded) throw chainErrors.decompression(decoded.refused)
          submit = () => chain.submit(decoded)
        } else {
          const body = parseBody(request, sendFlags.extend({ transaction: packedSchema }))
          const input = await chain.decodePacked(body.transaction)
          flags = body
          submit = () => chain.submit(input)
        }
        try {
          const result = await submit()
          return reply.status(202).send({ transaction_id: result.id, processed: result.trace })
        } catch (error) {
          // With return_failure_trace (the default) nodeos answers with the failed trace instead of an error.
          if (!isChainError(error) || !flags.return_failure_trace) throw error
          return reply.status(202).send(failureTrace(chain, error))
        }
      } catch (error) {
        return sendChainError(reply, error)
      }
    },
  )
}
