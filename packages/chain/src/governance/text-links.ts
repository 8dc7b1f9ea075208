import { ipfsUrl, isIpfsHash } from '../ipfs.ts'

// Free text from the chain (a ballot's description, an option's description) shown as text, with
// web addresses and IPFS document hashes turned into links. Only http(s) becomes a link; markup and
// other schemes (javascript:, data:) stay visible text, never HTML.

/** A piece of text, or a link with the text it shows. */
export type TextSegment =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly href: string }

const MAX_TEXT = 20_000
const LINK_OR_HASH =
  /\bhttps?:\/\/[^\s<>"'`]+|(?<![1-9A-HJ-NP-Za-km-z])(?:Qm[1-9A-HJ-NP-Za-km-z]{44}|z[1-9A-HJ-NP-Za-km-z]{48})(?![1-9A-HJ-NP-Za-km-z])/g

/** Splits text into text and links: http(s) URLs as they are, document hashes to the IPFS gateway. */
export function textSegments(text: unknown, gateway: string): TextSegment[] {
  if (typeof text !== 'string' || text === '') return []
  const source = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text
  const segments: TextSegment[] = []
  let last = 0
  const push = (piece: string) => {
    if (piece === '') return
    const previous = segments.at(-1)
    if (previous?.kind === 'text')
      segments[segments.length - 1] = { kind: 'text', text: previous.text + piece }
    else segments.push({ kind: 'text', text: piece })
  }
  for (const match of source.matchAll(LINK_OR_HASH)) {
    let found = match[0]
    const start = match.index
    // A sentence's closing punctuation is not part of the address.
    const trailing = /[.,;:!?)\]]+$/.exec(found)?.[0] ?? ''
    found = found.slice(0, found.length - trailing.length)
    const href = found.startsWith('http')
      ? safeHttpUrl(found)
      : isIpfsHash(found)
        ? ipfsUrl(gateway, found)
        : undefined
    push(source.slice(last, start))
    if (href) segments.push({ kind: 'link', text: found, href })
    else push(found)
    push(trailing)
    last = start + match[0].length
  }
  push(source.slice(last))
  return segments
}

/**
 * The address when it is an http(s) URL with a host and nothing a browser would read differently
 * (spaces, quotes, angle brackets, backslashes, control characters); undefined otherwise.
 */
export function safeHttpUrl(value: string): string | undefined {
  const printable = [...value].every((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
  return printable && /^https?:\/\/[^\s/?#\\<>"'`]+(?:[/?#][^\s\\<>"'`]*)?$/i.test(value) ? value : undefined
}
