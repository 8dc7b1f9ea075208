/** What a `Range` header asks of a file of a given size. `end` is inclusive, as in Content-Range. */
export type ByteRange =
  { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' }

/**
 * Reads a single `bytes=` range (RFC 9110 §14.1.2). Anything the gateway does not support (other units,
 * several ranges, syntax it cannot read) is ignored and the whole file is sent, which the RFC allows.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (header === undefined) return { kind: 'whole' }
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header)
  if (!match) return { kind: 'whole' }
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return { kind: 'whole' }

  if (first === '') {
    // A suffix range: the last N bytes.
    const length = Number(last)
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' }
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  if (start >= size) return { kind: 'unsatisfiable' }
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (end < start) return { kind: 'whole' }
  return { kind: 'part', start, end }
}
