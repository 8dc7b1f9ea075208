import { useQuery } from '@tanstack/react-query'
import { z } from '@portal/chain/zod-mini'
import { getNetwork } from '@/config/network.ts'
import { serviceKeys } from '@/lib/services/service-keys.ts'
import { readNewestDocument } from './validation-bucket.ts'

// Producer validation (each validator's bp.json `org` and the daily SSL/API checks, next to its
// `eosio` producers row) is the newest document of the S3 bucket each network preset names. It is
// outside the chain and trusted for nothing: a document that is not an array is a failed read, every
// row is checked on its own, links are kept only when they are http(s), and the validators table works
// without it.

const text = z.string().check(z.maxLength(200))
const optionalText = z.catch(z.optional(text), undefined)
const flag = z.catch(z.optional(z.boolean()), undefined)
// The contract's counters are uint32; anything beyond a safe integer is not a count.
const count = z.catch(
  z.optional(z.number().check(z.int(), z.nonnegative(), z.maximum(Number.MAX_SAFE_INTEGER))),
  undefined,
)
const countryCode = z.catch(
  z.optional(
    z.pipe(
      z.string().check(z.regex(/^[A-Za-z]{2}$/)),
      z.transform((code) => code.toUpperCase()),
    ),
  ),
  undefined,
)

const entrySchema = z.object({
  owner: z.string().check(z.regex(/^[a-z1-5.]{1,12}$/)),
  org: z.catch(
    z.optional(
      z.object({
        candidate_name: optionalText,
        website: optionalText,
        // bp.json's ISO 3166-1 alpha-2 country.
        location: z.catch(z.optional(z.object({ country: countryCode })), undefined),
        social: z.catch(z.optional(z.record(z.string(), z.unknown())), undefined),
      }),
    ),
    undefined,
  ),
  sslVerified: flag,
  apiVerified: flag,
  sslVerifiedTestNet: flag,
  apiVerifiedTestNet: flag,
  lifetime_produced_blocks: count,
  lifetime_missed_blocks: count,
})

/** One validator's entry: what the table shows next to the chain's own data. */
export type ProducerValidation = {
  owner: string
  name?: string | undefined
  country?: string | undefined
  website?: string | undefined
  social: { network: string; url: string }[]
  sslVerified?: boolean | undefined
  apiVerified?: boolean | undefined
  sslVerifiedTestNet?: boolean | undefined
  apiVerifiedTestNet?: boolean | undefined
  producedBlocks?: number | undefined
  missedBlocks?: number | undefined
}

/** Where a bp.json social handle points; unknown networks are left out rather than guessed. */
const SOCIAL_SITES: Record<string, string> = {
  twitter: 'https://twitter.com/',
  github: 'https://github.com/',
  telegram: 'https://t.me/',
  youtube: 'https://youtube.com/',
  reddit: 'https://reddit.com/u/',
}

/** An http(s) URL, or undefined: a validator's document never gives the page a `javascript:` link. */
export function safeHttpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}

function socialLinks(social: Record<string, unknown> | undefined) {
  return Object.entries(social ?? {}).flatMap(([network, handle]) => {
    const site = SOCIAL_SITES[network]
    if (!site || typeof handle !== 'string' || !/^[\w.-]{1,64}$/.test(handle)) return []
    return [{ network, url: `${site}${handle}` }]
  })
}

/** Thrown when the newest document is not an array of rows. */
export class ValidationDocumentError extends Error {
  override name = 'ValidationDocumentError'
}

/** A document's rows by owner; malformed rows are left out, and a document that is not an array fails. */
export function parseProducerValidation(document: unknown): Map<string, ProducerValidation> {
  if (!Array.isArray(document))
    throw new ValidationDocumentError('The producer-validation document is not a list')
  const entries = new Map<string, ProducerValidation>()
  for (const item of document) {
    const parsed = entrySchema.safeParse(item)
    if (!parsed.success) continue
    const { owner, org, ...checks } = parsed.data
    entries.set(owner, {
      owner,
      name: org?.candidate_name,
      country: org?.location?.country,
      website: safeHttpUrl(org?.website),
      social: socialLinks(org?.social),
      sslVerified: checks.sslVerified,
      apiVerified: checks.apiVerified,
      sslVerifiedTestNet: checks.sslVerifiedTestNet,
      apiVerifiedTestNet: checks.apiVerifiedTestNet,
      producedBlocks: checks.lifetime_produced_blocks,
      missedBlocks: checks.lifetime_missed_blocks,
    })
  }
  return entries
}

/** The bucket's newest document, or null when the network has none. A failed read fails the query. */
export function useProducerValidation() {
  const bucketUrl = getNetwork().producerValidationBucketUrl
  return useQuery({
    queryKey: serviceKeys.producerValidation(bucketUrl),
    queryFn: async ({ signal }) =>
      bucketUrl ? parseProducerValidation(await readNewestDocument(bucketUrl, signal)) : null,
    staleTime: 10 * 60_000,
    retry: 1,
  })
}
