import type { FastifyRequest } from 'fastify'
import { REQUIRED_MESSAGE } from '@portal/chain/messages'
import { ServiceError } from './service-errors.ts'

/** The JSON object a backend call posted (sent as application/json or, like Wharf Kit, as text/plain). */
export function readJsonObject(request: FastifyRequest): Record<string, unknown> {
  let body: unknown = request.body
  if (typeof body === 'string') {
    try {
      body = body === '' ? {} : (JSON.parse(body) as unknown)
    } catch {
      throw new ServiceError(400, 'INVALID_JSON', 'The request body is not valid JSON.')
    }
  }
  if (body === undefined || body === null) return {}
  if (typeof body !== 'object' || Array.isArray(body))
    throw new ServiceError(400, 'INVALID_JSON', 'The request body must be a JSON object.')
  return body as Record<string, unknown>
}

/** A required string field, trimmed; 400 naming the field when it is missing or not text. */
export function requiredString(body: Record<string, unknown>, field: string): string {
  const value = body[field]
  if (typeof value !== 'string' || value.trim() === '')
    throw new ServiceError(400, 'MISSING_FIELD', `${field}: ${REQUIRED_MESSAGE}`)
  return value.trim()
}
