import { STATUS_CODES } from 'node:http'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'

/** What every failed storage request answers: Fastify's usual error shape plus a stable `code`. */
export type StorageErrorBody = { statusCode: number; code: string; error: string; message: string }

/** A request the storage service refuses, with the status and message the client sees. */
export class StorageError extends Error {
  readonly statusCode: number
  readonly code: string

  constructor(statusCode: number, code: string, message: string) {
    super(message)
    this.name = 'StorageError'
    this.statusCode = statusCode
    this.code = code
  }
}

export function errorBody(statusCode: number, code: string, message: string): StorageErrorBody {
  return { statusCode, code, error: STATUS_CODES[statusCode] ?? 'Error', message }
}

/**
 * Error handler for the storage routes: our own refusals as they are, Fastify's and the multipart
 * parser's client errors (bad JSON, truncated multipart) in the same shape, anything else as a 500.
 */
export function handleStorageError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof StorageError) {
    void reply.status(error.statusCode).send(errorBody(error.statusCode, error.code, error.message))
    return
  }
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500
  if (status >= 500) {
    request.log.error(error)
    void reply
      .status(500)
      .send(errorBody(500, 'INTERNAL_ERROR', 'The storage service failed; see the devnet log'))
    return
  }
  void reply.status(status).send(errorBody(status, error.code ?? 'BAD_REQUEST', error.message))
}
