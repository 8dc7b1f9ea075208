import type { FastifyInstance, FastifyRequest } from 'fastify'
import { chainErrors } from '../chain/errors.ts'
import { nestedDeeperThan } from './json-depth.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes a packed transaction: its body reaches it as a RawBody, so that parsing it,
     * reading its hex and inflating it happen on the verifier's thread, not on the main one.
     */
    rawBody?: boolean
  }
}

/** A body as received (UTF-8 bytes), not yet parsed; `json` when sent as application/json. */
export class RawBody {
  readonly bytes: Uint8Array
  readonly json: boolean
  constructor(bytes: Uint8Array, json: boolean) {
    this.bytes = bytes
    this.json = json
  }
}

type Done = (error: Error | null, body?: unknown) => void

/**
 * nodeos's refusal of a body nested too deep, with the 400 every error handler reads from
 * `statusCode` (the services' handlers answer it in their own shape).
 */
const tooDeep = () =>
  Object.assign(chainErrors.invalidRequest('Unable to parse valid input from POST body'), {
    statusCode: 400,
  })

/**
 * Parsers for the bodies the devnet reads: JSON as Fastify parses it; text/plain (Wharf Kit) and
 * forms (`curl -d`) as text, which nodeos reads as JSON whatever the type says. Routes marked
 * `rawBody` get the bytes instead (a RawBody), no copy or string of them made on this thread.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  // Fastify's own JSON parser (prototype poisoning refused), for the same answers to the same bodies.
  const parseJson = app.getDefaultJsonParser('error', 'error')
  const rawOr = (request: FastifyRequest, body: Buffer, json: boolean, parse: () => void, done: Done) => {
    // nodeos reads every body as JSON and refuses one nested deeper than its parser goes: refused
    // here, before this thread or the verifier's parses hundreds of thousands of levels.
    if (nestedDeeperThan(body)) return done(tooDeep())
    return request.routeOptions.config.rawBody ? done(null, new RawBody(body, json)) : parse()
  }
  app.removeContentTypeParser(['application/json', 'text/plain'])
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) =>
    rawOr(request, body, true, () => parseJson(request, body.toString('utf8'), done), done),
  )
  app.addContentTypeParser(
    ['text/plain', 'application/x-www-form-urlencoded'],
    { parseAs: 'buffer' },
    (request, body: Buffer, done) =>
      rawOr(request, body, false, () => done(null, body.toString('utf8')), done),
  )
}

/**
 * What a route would have had for `body` (whose bytes are `bytes`, those the verifier's thread
 * handed back): text, or parsed JSON; throws Fastify's error for JSON it refuses, which its error
 * handler answers.
 */
export function parsedAsUsual(app: FastifyInstance, body: RawBody, bytes: Uint8Array): unknown {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')
  if (!body.json) return text
  let result: { error: Error | null; value?: unknown } = { error: null }
  parseJson(undefined as never, text, (error: Error | null, value?: unknown) => (result = { error, value }))
  if (result.error) throw result.error
  return result.value
}
