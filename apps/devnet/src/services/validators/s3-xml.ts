// The XML an S3 bucket answers with (ListObjects v1 and errors), for the buckets the devnet stands in
// for. Only the elements S3 itself writes, in its order, so a client reading a real bucket reads these.

/** One object of a listing. */
export type BucketObject = { key: string; lastModifiedMs: number; etag: string; size: number }

const S3_NAMESPACE = 'http://s3.amazonaws.com/doc/2006-03-01/'

/** Escapes text for an XML element. */
export function xmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** `GET /{bucket}/` as S3 answers it: the page of objects after `marker`, in key order. */
export function listBucketResult(
  bucket: string,
  page: { prefix: string; marker: string; maxKeys: number; truncated: boolean; objects: BucketObject[] },
): string {
  const contents = page.objects.map(
    (object) =>
      `<Contents><Key>${xmlText(object.key)}</Key>` +
      `<LastModified>${new Date(object.lastModifiedMs).toISOString()}</LastModified>` +
      `<ETag>${xmlText(`"${object.etag}"`)}</ETag><Size>${object.size}</Size>` +
      `<StorageClass>STANDARD</StorageClass></Contents>`,
  )
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<ListBucketResult xmlns="${S3_NAMESPACE}"><Name>${xmlText(bucket)}</Name>` +
    `<Prefix>${xmlText(page.prefix)}</Prefix><Marker>${xmlText(page.marker)}</Marker>` +
    `<MaxKeys>${page.maxKeys}</MaxKeys><IsTruncated>${page.truncated}</IsTruncated>` +
    `${contents.join('')}</ListBucketResult>`
  )
}

/** An S3 error document (`NoSuchKey`, `InvalidArgument`, …). */
export function s3Error(code: string, message: string, extra: Record<string, string> = {}): string {
  const fields = Object.entries(extra)
    .map(([name, value]) => `<${name}>${xmlText(value)}</${name}>`)
    .join('')
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<Error><Code>${xmlText(code)}</Code><Message>${xmlText(message)}</Message>${fields}</Error>`
  )
}
