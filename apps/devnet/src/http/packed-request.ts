import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import type { Chain } from '../chain/chain.ts'
import type { ReadRequest } from '../chain/signature-verifier.ts'
import { parsedAsUsual, RawBody } from './raw-body.ts'
import { sendChainError } from './send-error.ts'

/** A packed transaction's request the verifier's thread decoded (or refused). */
export type DecodedRequest = Exclude<ReadRequest, { unread: Uint8Array }>

const decodedRequests = new WeakMap<FastifyRequest, DecodedRequest>()

/**
 * The preHandler of a route marked `rawBody`: its body, still bytes, is read on the verifier's
 * thread (its packed transaction the body itself, or its `transaction` when `nested`). Decoded or
 * refused there, the answer waits for the handler (decodedRequest); anything else becomes the body
 * the route would have had, parsed here as usual, for the handler's own checks and exact errors.
 */
export function readPackedRequest(chain: Chain, nested: boolean): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const body = request.body
    if (!(body instanceof RawBody)) return
    // The bytes are the worker's now; only what it hands back is read here again.
    let read: ReadRequest
    try {
      read = await chain.readRequest(body.bytes, { nested, strict: body.json })
    } catch (error) {
      // The verifier thread did not answer in time (or died): nodeos's error, never a hang.
      return sendChainError(reply, error)
    }
    if ('unread' in read) request.body = parsedAsUsual(request.server, body, read.unread)
    else {
      request.body = undefined
      decodedRequests.set(request, read)
    }
  }
}

/** What the verifier's thread made of the request's body, if it decoded (or refused) it. */
export const decodedRequest = (request: FastifyRequest): DecodedRequest | undefined =>
  decodedRequests.get(request)
