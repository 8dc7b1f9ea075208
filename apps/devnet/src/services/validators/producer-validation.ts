import type { FastifyInstance } from 'fastify'
import { getProducers } from '../../chain/api/reads.ts'
import type { Chain } from '../../chain/chain.ts'

// The producer-validation document the validators page reads (Telos publishes one per day: each
// validator's bp.json `org`, whether its SSL and API endpoints passed the checks on mainnet and
// testnet, and its lifetime block counts). The devnet builds it from its own chain: registered
// producers, their `url` and `location`, and the blocks they produced.

/** Where the devnet serves it (the `local` preset's `producerValidationUrl`). */
export const PRODUCER_VALIDATION_PATH = '/devnet/producer-validation.json'

/** ISO 3166-1 numeric codes (regproducer's `location`) the devnet knows, to alpha-2. */
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

type BlockCount = { producer: string; blocks: number }

export function producerValidation(chain: Chain) {
  const produced = new Map(
    (
      chain.db
        .prepare('SELECT producer, COUNT(*) AS blocks FROM blocks GROUP BY producer')
        .all() as BlockCount[]
    ).map((row) => [row.producer, row.blocks]),
  )
  const producers = getProducers(chain, 1000).rows.map((row) => {
    const owner = String(row.owner)
    const url = String(row.url ?? '')
    const country = COUNTRIES[Number(row.location)] ?? ''
    const secure = url.startsWith('https://')
    const active = Number(row.is_active) === 1
    return {
      owner,
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
      // The devnet produces every scheduled block, so nothing is ever missed.
      lifetimeProducedBlocks: produced.get(owner) ?? 0,
      lifetimeMissedBlocks: 0,
    }
  })
  return { generatedAt: new Date(chain.now()).toISOString(), producers }
}

/** GET {@link PRODUCER_VALIDATION_PATH}. */
export function registerProducerValidation(app: FastifyInstance, chain: Chain): void {
  app.get(PRODUCER_VALIDATION_PATH, (_request, reply) =>
    reply.header('Access-Control-Allow-Origin', '*').send(producerValidation(chain)),
  )
}
