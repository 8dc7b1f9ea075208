import { STATUS_CODES } from 'node:http'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'

// The devnet's HTTP services (storage, account backend, testnet tools) refuse requests the same way:
// Fastify's error shape with a stable `code`. Each service only says how its body differs and what
// its internal failure says.

/** Fastify's error shape plus a stable `code`. */
export type RefusalBody = { statusCode: number; code: string; error: string; message: string }

/** A request a service refuses, with the status and message the client sees. */
export class HttpRefusal extends Error {
  readonly statusCode: number
  readonly code: string

  constructor(statusCode: number, code: string, message: string) {
    super(message)
    this.name = new.target.name
    this.statusCode = statusCode
    this.code = code
  }
}

export function refusalBody(statusCode: number, code: string, message: string): RefusalBody {
  return { statusCode, code, error: STATUS_CODES[statusCode] ?? 'Error', message }
}

type RefusalHandlerOptions = {
  /** The body a refusal answers (default: `refusalBody`). */
  body?: (statusCode: number, code: string, message: string) => object
  /** Turns other known errors into a refusal (e.g. a chain refusal of a transaction the service sent). */
  translate?: (error: FastifyError) => HttpRefusal | undefined
  /** The message of a 500, pointing at the devnet log. */
  failure: string
}

/**
 * A Fastify error handler: our refusals as they are, translated errors likewise, Fastify's and the
 * parsers' client errors (bad JSON, truncated multipart) in the same shape, anything else as a 500
 * whose cause goes to the log only.
 */
export function refusalHandler({ body = refusalBody, translate, failure }: RefusalHandlerOptions) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const refusal = error instanceof HttpRefusal ? error : translate?.(error)
    if (refusal) {
      void reply.status(refusal.statusCode).send(body(refusal.statusCode, refusal.code, refusal.message))
      return
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500
    if (status >= 500) {
      request.log.error(error)
      console.error(error)
      void reply.status(500).send(body(500, 'INTERNAL_ERROR', failure))
      return
    }
    void reply.status(status).send(body(status, error.code ?? 'BAD_REQUEST', error.message))
  }
}
