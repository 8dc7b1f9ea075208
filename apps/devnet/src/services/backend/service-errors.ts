import { STATUS_CODES } from 'node:http'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { isChainError } from '../../chain/errors.ts'

/**
 * What a refused backend call answers: Fastify's error shape, a stable `code`, and `success: false`
 * (the portal's registration and OTP calls read `message` and `success`; the testnet calls read
 * `message`).
 */
export type ServiceErrorBody = {
  success: false
  statusCode: number
  code: string
  error: string
  message: string
}

/** A request the account or testnet backend refuses, with the status and message the client sees. */
export class ServiceError extends Error {
  readonly statusCode: number
  readonly code: string

  constructor(statusCode: number, code: string, message: string) {
    super(message)
    this.name = 'ServiceError'
    this.statusCode = statusCode
    this.code = code
  }
}

export function serviceErrorBody(statusCode: number, code: string, message: string): ServiceErrorBody {
  return { success: false, statusCode, code, error: STATUS_CODES[statusCode] ?? 'Error', message }
}

/** nodeos says `assertion failure with message: X`; a backend client wants X. */
function chainMessage(message: string): string {
  return message.replace(/^assertion failure with message: /, '')
}

/**
 * Error handler for the backend routes: our refusals as they are, a chain refusal of the transaction a
 * call sent as 400 `CHAIN_ERROR` with the chain's message, Fastify's client errors in the same shape,
 * anything else as a 500.
 */
export function handleServiceError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof ServiceError) {
    void reply.status(error.statusCode).send(serviceErrorBody(error.statusCode, error.code, error.message))
    return
  }
  if (isChainError(error)) {
    void reply.status(400).send(serviceErrorBody(400, 'CHAIN_ERROR', chainMessage(error.message)))
    return
  }
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500
  if (status >= 500) {
    request.log.error(error)
    console.error(error)
    void reply
      .status(500)
      .send(serviceErrorBody(500, 'INTERNAL_ERROR', 'The backend failed; see the devnet log'))
    return
  }
  void reply.status(status).send(serviceErrorBody(status, error.code ?? 'BAD_REQUEST', error.message))
}
