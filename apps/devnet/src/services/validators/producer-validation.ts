import type { FastifyInstance, FastifyReply } from 'fastify'
import { getProducers } from '../../chain/api/reads.ts'
import type { Chain } from '../../chain/chain.ts'
import { listBucketResult, s3Error } from './s3-xml.ts'
import { ValidationIndex } from './validation-index.ts'

// Telos publishes producer validation to the S3 bucket `telos-producer-validation`: every run of its
// checker uploads one JSON document, keyed `test-data-{ms}`, holding an array with each validator's
// `eosio` producers row, its bp.json `org`, and whether its SSL and API endpoints passed on mainnet and
// testnet. Readers list the bucket and take the newest key. The devnet publishes the same bucket from
// its own chain (one document a day since the chain began, with the blocks each producer had made by
// then) at the path-style address `/{bucket}`, as `https://s3.amazonaws.com/{bucket}` serves it.

/** The bucket's name on S3. */
export const PRODUCER_VALIDATION_BUCKET = 'telos-producer-validation'

/** Where the devnet serves the bucket (the `local` preset's `producerValidationBucketUrl`). */
export const PRODUCER_VALIDATION_PATH = `/${PRODUCER_VALIDATION_BUCKET}`

/** The checker runs daily: the devnet publishes a document at its genesis and every day after. */
export const VALIDATION_EVERY_MS = 86_400_000

/** The real uploader's key scheme (`test-data-${Date.now()}`): listing order is publication order. */
export const VALIDATION_KEY_PREFIX = 'test-data-'

/** S3's largest (and default) page of a listing. */
const MAX_KEYS = 1000

/** ISO 3166-1 numeric codes (regproducer's `location`) the devnet knows, to alpha-2 as bp.json has them. */
const COUNTRIES: Record<number, string> = {
  36: 'AU',
  76: 'BR',
  124: 'CA',
  156: 'CN',
  250: 'FR',
  276: 'DE',
  392: 'JP',
  410: 'KR',
  528: 'NL',
  724: 'ES',
  756: 'CH',
  826: 'GB',
  840: 'US',
}

/** One validator's entry of a document, in the real document's shape. */
export type ValidationRow = Record<string, unknown> & { owner: string }

/** A document's rows: the registered producers with their checks and the blocks they had produced. */
export function validationRows(chain: Chain, produced: ReadonlyMap<string, number>): ValidationRow[] {
  return getProducers(chain, 1000).rows.map((row) => {
    const owner = String(row.owner)
    const url = String(row.url ?? '')
    const country = COUNTRIES[Number(row.location)] ?? ''
    const secure = url.startsWith('https://')
    const active = row.is_active === true || Number(row.is_active) === 1
    return {
      ...row,
      owner,
      // The devnet produces every scheduled block, so nothing is ever missed.
      lifetime_produced_blocks: produced.get(owner) ?? 0,
      missed_blocks_per_rotation: 0,
      lifetime_missed_blocks: 0,
      org: {
        candidate_name: owner,
        website: url,
        location: { name: country, country },
        social: { twitter: owner, github: owner },
      },
      // The devnet's checks: an https site passes SSL; an active producer answers the API.
      sslVerified: secure,
      apiVerified: active,
      sslVerifiedTestNet: secure,
      apiVerifiedTestNet: active,
    }
  })
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

function sendXml(reply: FastifyReply, status: number, body: string) {
  return reply.status(status).type('application/xml').send(body)
}

/** `GET /{bucket}/` (ListObjects v1: prefix, marker, max-keys) and `GET /{bucket}/{key}`. */
export function registerProducerValidation(app: FastifyInstance, chain: Chain): void {
  const index = new ValidationIndex(chain, {
    everyMs: VALIDATION_EVERY_MS,
    prefix: VALIDATION_KEY_PREFIX,
    write: (produced) => JSON.stringify(validationRows(chain, produced)),
  })

  const list = (query: Record<string, unknown>, reply: FastifyReply) => {
    const prefix = text(query.prefix)
    const marker = text(query.marker)
    const requested = query['max-keys'] === undefined ? String(MAX_KEYS) : text(query['max-keys'])
    if (!/^\d{1,10}$/.test(requested))
      return sendXml(
        reply,
        400,
        s3Error('InvalidArgument', 'Provided max-keys not an integer or within integer range', {
          ArgumentName: 'max-keys',
          ArgumentValue: requested,
        }),
      )
    const maxKeys = Math.min(Number(requested), MAX_KEYS)
    const { objects, truncated } = index.page(prefix, marker, maxKeys)
    return sendXml(
      reply,
      200,
      listBucketResult(PRODUCER_VALIDATION_BUCKET, { prefix, marker, maxKeys, truncated, objects }),
    )
  }

  app.get(PRODUCER_VALIDATION_PATH, (request, reply) => list(request.query as Record<string, unknown>, reply))
  app.get(`${PRODUCER_VALIDATION_PATH}/`, (request, reply) =>
    list(request.query as Record<string, unknown>, reply),
  )
  app.get(`${PRODUCER_VALIDATION_PATH}/*`, (request, reply) => {
    const key = (request.params as { '*': string })['*']
    const doc = index.find(key)
    if (!doc)
      return sendXml(reply, 404, s3Error('NoSuchKey', 'The specified key does not exist.', { Key: key }))
    return reply
      .type('application/json')
      .header('etag', `"${doc.etag}"`)
      .header('last-modified', new Date(doc.lastModifiedMs).toUTCString())
      .send(doc.body)
  })
}
