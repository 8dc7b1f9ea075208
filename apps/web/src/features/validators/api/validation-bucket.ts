import { readBucketListing, readBucketObject } from '@/lib/services/validation-bucket.ts'

// Producer validation is published to an S3 bucket, one JSON document per run of the checker. A reader
// lists the bucket (`ListBucketResult` XML, ListObjects v1, at most 1000 keys a page, in key order) and
// reads the newest document. The listing is as untrusted as the documents: anything that is not a
// bucket listing, or names no readable key, is a failed read and never a guess. The HTTP reads are
// lib/services' (a refused or unreachable bucket is its ServiceError); what they answer is judged here.

/** Thrown when the bucket's answer is not a listing the reader can use. */
export class BucketListingError extends Error {
  override name = 'BucketListingError'
}

/** One object of a listing page: its key and, when readable, when it was written. */
export type BucketEntry = { key: string; lastModified: number | undefined }

/** A page of a listing, and whether S3 holds more keys after it. */
export type BucketPage = { entries: BucketEntry[]; truncated: boolean; nextMarker: string | undefined }

/** A listing page is a few hundred kilobytes at most (1000 keys); anything far larger is not one. */
const MAX_LISTING_CHARS = 4_000_000
/** S3's longest key. */
const MAX_KEY_LENGTH = 1024
/** Pages read before giving up on finding the end of the listing (20 000 documents). */
const MAX_PAGES = 20

function childText(parent: Element, name: string): string | undefined {
  for (const child of Array.from(parent.children))
    if (child.localName === name) return child.textContent ?? ''
  return undefined
}

/** A key the reader may ask for: S3's length limit, no control characters, no `.`/`..` path segments. */
function isUsableKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(key)) return false
  return key.split('/').every((segment) => segment !== '.' && segment !== '..')
}

/** Reads one page of a `ListBucketResult` with the browser's XML parser; throws on anything else. */
export function parseBucketListing(xml: unknown): BucketPage {
  if (typeof xml !== 'string' || xml.length > MAX_LISTING_CHARS)
    throw new BucketListingError('The bucket listing is not a listing')
  const document = new DOMParser().parseFromString(xml, 'application/xml')
  const root = document.documentElement
  if (
    !root ||
    root.localName !== 'ListBucketResult' ||
    document.getElementsByTagName('parsererror').length > 0
  )
    throw new BucketListingError('The bucket listing is not a ListBucketResult')
  const entries: BucketEntry[] = []
  for (const element of Array.from(root.children)) {
    if (element.localName !== 'Contents') continue
    const key = childText(element, 'Key')
    if (key === undefined || !isUsableKey(key)) continue
    const lastModified = Date.parse(childText(element, 'LastModified') ?? '')
    entries.push({ key, lastModified: Number.isFinite(lastModified) ? lastModified : undefined })
  }
  const nextMarker = childText(root, 'NextMarker')
  return {
    entries,
    truncated: childText(root, 'IsTruncated')?.trim() === 'true',
    nextMarker: nextMarker && isUsableKey(nextMarker) ? nextMarker : undefined,
  }
}

/**
 * The newest entry: the latest `LastModified`, and among equals (or without dates) the later in the
 * listing, which S3 orders by key — the publisher's keys carry the time they were written.
 */
export function newestEntry(entries: readonly BucketEntry[]): BucketEntry | undefined {
  let newest: BucketEntry | undefined
  for (const entry of entries) {
    if (!newest || (entry.lastModified ?? -Infinity) >= (newest.lastModified ?? -Infinity)) newest = entry
  }
  return newest
}

/** Lists the whole bucket (following `IsTruncated` with `marker`) and returns its newest key. */
export async function newestBucketKey(bucketUrl: string, signal?: AbortSignal): Promise<string> {
  let newest: BucketEntry | undefined
  let marker: string | undefined
  for (let page = 0; page < MAX_PAGES; page++) {
    const listing = parseBucketListing(await readBucketListing(bucketUrl, marker, signal))
    newest = newestEntry(newest ? [newest, ...listing.entries] : listing.entries)
    // Without NextMarker (no delimiter asked), S3 continues after the page's last key.
    const next = listing.nextMarker ?? listing.entries.at(-1)?.key
    if (!listing.truncated || next === undefined || (marker !== undefined && next <= marker)) break
    marker = next
  }
  if (!newest) throw new BucketListingError('The producer-validation bucket lists no documents')
  return newest.key
}

/** The newest document of the bucket, as JSON (its shape is checked by the caller). */
export async function readNewestDocument(bucketUrl: string, signal?: AbortSignal): Promise<unknown> {
  const key = await newestBucketKey(bucketUrl, signal)
  return readBucketObject(bucketUrl, key, signal)
}
