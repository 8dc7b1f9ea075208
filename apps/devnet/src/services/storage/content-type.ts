import { createReadStream } from 'node:fs'

/**
 * The only content types the gateway ever sends for stored files. Anything a browser could execute or
 * render as a document (HTML, SVG, XML, JavaScript) falls back to text/plain or octet-stream, so an
 * uploaded file can never run script on the devnet's origin.
 */
export const SAFE_CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'application/pdf',
  'text/plain; charset=utf-8',
] as const

export type StoredContentType = (typeof SAFE_CONTENT_TYPES)[number] | 'application/octet-stream'

const SNIFF_BYTES = 16

/** Magic numbers of the formats we serve as themselves; the client's declared type is never trusted. */
function sniffSignature(head: Uint8Array): StoredContentType | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to))
  if (head[0] === 0x89 && ascii(1, 4) === 'PNG' && head[4] === 0x0d && head[5] === 0x0a) return 'image/png'
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg'
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp'
  if (ascii(4, 12) === 'ftypavif' || ascii(4, 12) === 'ftypavis') return 'image/avif'
  if (ascii(0, 5) === '%PDF-') return 'application/pdf'
  return undefined
}

// Text is valid UTF-8 with no control characters other than tab, line feed, form feed and carriage return.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/

/** Detects a stored file's content type from its bytes (streamed, so large files cost no memory). */
export async function detectContentType(path: string): Promise<StoredContentType> {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  let head: Uint8Array | undefined
  let isText = true
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    if (!head) {
      head = chunk.subarray(0, SNIFF_BYTES)
      const signature = sniffSignature(head)
      if (signature) return signature
    }
    try {
      if (CONTROL_CHARACTERS.test(decoder.decode(chunk, { stream: true }))) isText = false
    } catch {
      isText = false
    }
    if (!isText) return 'application/octet-stream'
  }
  try {
    decoder.decode()
  } catch {
    return 'application/octet-stream'
  }
  return 'text/plain; charset=utf-8'
}

/** Whether the gateway may let a browser show this type in place rather than download it. */
export function isInlineSafe(contentType: string): boolean {
  return (SAFE_CONTENT_TYPES as readonly string[]).includes(contentType)
}
