import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { getNetwork } from '@/config/network.ts'
import { getJson } from '@/lib/chain/chain-client.ts'

// The producer-validation document (bp.json `org` data and the daily SSL/API checks) comes from a
// URL each network preset configures. It is outside the chain and trusted for nothing: every entry is
// checked on its own, links are kept only when they are http(s), and the validators table works
// without it.

const text = z.string().max(200)
const optionalText = text.optional().catch(undefined)
const flag = z.boolean().optional().catch(undefined)
const count = z.number().int().nonnegative().optional().catch(undefined)

const entrySchema = z.object({
  owner: z.string().regex(/^[a-z1-5.]{1,12}$/),
  org: z
    .object({
      candidate_name: optionalText,
      website: optionalText,
      location: z.object({ name: optionalText, country: optionalText }).optional().catch(undefined),
      social: z.record(z.string(), z.unknown()).optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
  sslVerified: flag,
  apiVerified: flag,
  sslVerifiedTestNet: flag,
  apiVerifiedTestNet: flag,
  lifetimeProducedBlocks: count,
  lifetimeMissedBlocks: count,
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

/** The document's entries by owner; malformed entries are left out. */
export function parseProducerValidation(document: unknown): Map<string, ProducerValidation> {
  const list = Array.isArray(document)
    ? document
    : document && typeof document === 'object' && 'producers' in document
      ? (document as { producers: unknown }).producers
      : []
  const entries = new Map<string, ProducerValidation>()
  for (const item of Array.isArray(list) ? list : []) {
    const parsed = entrySchema.safeParse(item)
    if (!parsed.success) continue
    const { owner, org, ...checks } = parsed.data
    entries.set(owner, {
      owner,
      name: org?.candidate_name,
      country: org?.location?.country || org?.location?.name,
      website: safeHttpUrl(org?.website),
      social: socialLinks(org?.social),
      sslVerified: checks.sslVerified,
      apiVerified: checks.apiVerified,
      sslVerifiedTestNet: checks.sslVerifiedTestNet,
      apiVerifiedTestNet: checks.apiVerifiedTestNet,
      producedBlocks: checks.lifetimeProducedBlocks,
      missedBlocks: checks.lifetimeMissedBlocks,
    })
  }
  return entries
}

/** The configured document, or null when the network has none. A failed read fails the query. */
export function useProducerValidation() {
  const url = getNetwork().producerValidationUrl
  return useQuery({
    queryKey: ['producer-validation', url],
    queryFn: async ({ signal }) => (url ? parseProducerValidation(await getJson(url, { signal })) : null),
    staleTime: 10 * 60_000,
    retry: 1,
  })
}
