import { findIpfsHashes, gatewayPathHash, ipfsUrl, isIpfsHash } from '../ipfs.ts'

// A ballot's `content` is free JSON text written by its publisher (DCMS v2: imageUrl(s),
// contentUrl(s), optionData). It is untrusted: parsing never throws, only http(s) and IPFS
// addresses survive (no javascript: or data: links), and sizes are capped.

const MAX_CONTENT_LENGTH = 100_000
const MAX_URL_LENGTH = 2048
const MAX_TEXT_LENGTH = 5000

/** Extra details the publisher gave for one option. */
export type OptionData = {
  readonly displayText?: string
  readonly description?: string
  readonly imageUrls: readonly string[]
}

/** What the portal shows from a ballot's content. */
export type BallotContent = {
  /** The first image (imageUrl, else imageUrls[0]). */
  readonly imageUrl?: string
  /** Every image: imageUrl then imageUrls, at most 20. */
  readonly imageUrls: readonly string[]
  /** The first content link (contentUrl, contentUrls[0]) or else the image. */
  readonly contentUrl?: string
  /** Every content link: contentUrl then contentUrls, at most 20. */
  readonly contentUrls: readonly string[]
  readonly optionData: Readonly<Record<string, OptionData>>
  /** The options in the order the publisher entered them (the chain sorts them by name); may be empty. */
  readonly optionOrder: readonly string[]
}

/** Reads a ballot's content JSON; anything malformed yields an empty content. */
export function parseBallotContent(content: unknown): BallotContent {
  const data = parseObject(content)
  if (!data) return { imageUrls: [], contentUrls: [], optionData: {}, optionOrder: [] }
  const images = urlList(data.imageUrl, data.imageUrls)
  const contents = urlList(data.contentUrl, data.contentUrls)
  const optionData: Record<string, OptionData> = {}
  const options = asObject(data.optionData)
  if (options) {
    for (const [key, value] of Object.entries(options).slice(0, 100)) {
      const option = asObject(value)
      if (!option) continue
      optionData[key] = {
        displayText: text(option.displayText),
        description: text(option.description),
        imageUrls: urlList(undefined, option.imageUrls),
      }
    }
  }
  return {
    imageUrl: images[0],
    imageUrls: [...new Set(images)],
    contentUrl: contents[0] ?? images[0],
    contentUrls: [...new Set(contents)],
    optionData,
    optionOrder: Array.isArray(data.optionOrder)
      ? [...new Set(data.optionOrder.filter((key): key is string => typeof key === 'string'))].slice(0, 100)
      : [],
  }
}

/**
 * A ballot's options in the publisher's order (`optionOrder` of its content); options it does not
 * name (added later, or a ballot made elsewhere) follow in the chain's order.
 */
export function inEnteredOrder<T extends { readonly key: string }>(
  options: readonly T[],
  order: readonly string[],
): T[] {
  const rank = new Map(order.map((key, index) => [key, index]))
  return options
    .map((option, index) => ({ option, index }))
    .sort(
      (a, b) =>
        (rank.get(a.option.key) ?? order.length + a.index) -
        (rank.get(b.option.key) ?? order.length + b.index),
    )
    .map(({ option }) => option)
}

/**
 * An http(s) URL as is, or an IPFS address (`ipfs://…`, a gateway path `/ipfs/…` or a bare hash) on
 * the reader's gateway; undefined for anything else.
 */
export function contentUrl(url: unknown, gateway: string): string | undefined {
  const path = gatewayPathHash(url)
  if (path) return ipfsUrl(gateway, path)
  const safe = safeUrl(url)
  if (!safe) return undefined
  if (safe.startsWith('ipfs://')) return ipfsUrl(gateway, safe.slice('ipfs://'.length))
  if (isIpfsHash(safe)) return ipfsUrl(gateway, safe)
  return safe
}

/** The gateway links of the IPFS documents named in a ballot's content and description. */
export function ballotDocumentLinks(content: unknown, description: unknown, gateway: string): string[] {
  const hashes = [...findIpfsHashes(content), ...findIpfsHashes(description)]
  return [...new Set(hashes)]
    .map((hash) => ipfsUrl(gateway, hash))
    .filter((url): url is string => url !== undefined)
}

function parseObject(content: unknown): Record<string, unknown> | undefined {
  if (typeof content !== 'string' || content.length > MAX_CONTENT_LENGTH) return undefined
  try {
    return asObject(JSON.parse(content))
  } catch {
    return undefined
  }
}

function asObject(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.slice(0, MAX_TEXT_LENGTH) : undefined
}

function urlList(single: unknown, list: unknown): string[] {
  const candidates = [single, ...(Array.isArray(list) ? list.slice(0, 20) : [])]
  return candidates.map(safeUrl).filter((url): url is string => url !== undefined)
}

function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const url = value.trim()
  if (url === '' || url.length > MAX_URL_LENGTH) return undefined
  if (/^https?:\/\/[^\s]+$/i.test(url) || /^ipfs:\/\/[^\s/]+/.test(url) || isIpfsHash(url)) return url
  if (gatewayPathHash(url)) return url
  return undefined
}
