import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { chainErrors } from '../chain/errors.ts'

/**
 * The JSON body of a chain API call. Wharf Kit posts JSON as text/plain and nodeos reads any body
 * as JSON, so a string body is parsed here; an empty body is `{}`.
 */
export function readBody(request: FastifyRequest): unknown {
  const body: unknown = request.body
  if (body === undefined || body === null || body === '') return {}
  if (typeof body !== 'string') return body
  try {
    return JSON.parse(body) as unknown
  } catch {
    throw chainErrors.invalidRequest('Unable to parse valid input from POST body')
  }
}

/**
 * Parses the body of a call that takes parameters (chain_api_plugin's `params_required`): an empty
 * body is nodeos's "A Request body is required"; type errors become a 400 naming the field.
 */
export function parseBody<T>(request: FastifyRequest, schema: z.ZodType<T>): T {
  const body: unknown = request.body
  if (body === undefined || body === null || (typeof body === 'string' && body.trim() === ''))
    throw chainErrors.invalidRequest('A Request body is required')
  return parseValue(readBody(request), schema)
}

/** `value` checked against `schema`; type errors become a 400 naming the field. */
export function parseValue<T>(value: unknown, schema: z.ZodType<T>): T {
  const result = schema.safeParse(value)
  if (!result.success) {
    const issue = result.error.issues[0]
    const field = issue?.path.join('.') || 'body'
    throw chainErrors.invalidRequest(`Invalid value for ${field}: ${issue?.message ?? 'invalid'}`)
  }
  return result.data
}

/**
 * Checks the body of a call without parameters (chain_api_plugin's `no_params`): nodeos takes an
 * empty body or `{}` and refuses anything else with "no parameter should be given".
 */
export function requireNoParams(request: FastifyRequest): void {
  const body: unknown = request.body
  if (body === undefined || body === null) return
  if (typeof body === 'string' ? /^\s*(\{\s*\})?\s*$/.test(body) : isEmptyObject(body)) return
  throw chainErrors.invalidRequest('no parameter should be given')
}

const isEmptyObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0
