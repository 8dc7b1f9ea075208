import { sendServiceRequest } from './service-call.ts'
import { ServiceError, serviceRefusal } from './service-error.ts'

// Reads from the producer-validation bucket (S3-style: a `ListBucketResult` listing at the bucket's
// root, one JSON document a key). Only the HTTP side lives here; what a listing or a document means,
// and what of it can be trusted, is the validators feature's to decide.

const base = (bucketUrl: string) => bucketUrl.replace(/\/+$/, '')

/** The address of `key` in the bucket at `bucketUrl`, each path segment encoded. */
export function objectUrl(bucketUrl: string, key: string): string {
  return `${base(bucketUrl)}/${key.split('/').map(encodeURIComponent).join('/')}`
}

/** The address of a listing page: the bucket's root, continued after `marker` when given. */
export function listingUrl(bucketUrl: string, marker?: string): string {
  return `${base(bucketUrl)}/${marker === undefined ? '' : `?marker=${encodeURIComponent(marker)}`}`
}

async function readText(url: string, signal: AbortSignal | undefined): Promise<string> {
  // The route-preload script may have sent this listing or document already (sendServiceRequest).
  const response = await sendServiceRequest('validation', url, { signal })
  // S3 refuses with an XML `<Error>`, never JSON: the status is all the portal shows.
  if (!response.ok) throw serviceRefusal('validation', response.status, undefined)
  return response.text()
}

/** One page of the bucket's listing, as the XML text S3 answers (ListObjects v1, after `marker`). */
export function readBucketListing(bucketUrl: string, marker?: string, signal?: AbortSignal): Promise<string> {
  return readText(listingUrl(bucketUrl, marker), signal)
}

/** The document at `key`, as JSON; an answer that is not JSON is a failed read. */
export async function readBucketObject(
  bucketUrl: string,
  key: string,
  signal?: AbortSignal,
): Promise<unknown> {
  const text = await readText(objectUrl(bucketUrl, key), signal)
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new ServiceError('validation', {
      status: 200,
      code: 'NOT_JSON',
      message: 'The producer-validation document is not JSON.',
    })
  }
}
