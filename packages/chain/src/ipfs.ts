// The arbitration contract accepts any document link of 46 or 49 characters (it checks the length
// only). Those lengths are a base58btc CIDv0 ("Qm…", 46) and a base58btc CIDv1 ("z…", 49). The portal
// uses the structural check so a user cannot submit 46 characters of noise.

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const BASE58_CHAR = '[1-9A-HJ-NP-Za-km-z]'
const SHA2_256 = 0x12
const SHA2_256_LENGTH = 32

/** Lengths of a document hash the arbitration contract accepts. */
export const DOCUMENT_HASH_LENGTHS = [46, 49] as const

/** True when a value has a length the arbitration contract accepts for a document link (46 or 49 characters). */
export function isDocumentHash(value: unknown): value is string {
  return typeof value === 'string' && (value.length === 46 || value.length === 49)
}

/** True for a real IPFS hash of a contract-acceptable length: a base58btc CIDv0 (`Qm…`, 46) or CIDv1 (`z…`, 49) over sha2-256. */
export function isIpfsHash(value: unknown): value is string {
  if (!isDocumentHash(value)) return false
  const bytes = decodeBase58(value.startsWith('z') ? value.slice(1) : value)
  if (!bytes) return false
  if (value.length === 46) return value.startsWith('Qm') && isSha256Multihash(bytes)
  // CIDv1: version 1, a one-byte codec (dag-pb 0x70, raw 0x55, …), then the multihash.
  return (
    value.startsWith('z') &&
    bytes[0] === 0x01 &&
    (bytes[1] ?? 0x80) < 0x80 &&
    isSha256Multihash(bytes.subarray(2))
  )
}

/** The gateway address of a document (`https://gw.example`, `Qm…` → `https://gw.example/ipfs/Qm…`); undefined for a non-hash. */
export function ipfsUrl(gateway: string, hash: unknown): string | undefined {
  if (!isIpfsHash(hash)) return undefined
  return `${ipfsDocumentBase(gateway)}${hash}`
}

/** Where a gateway's documents are, a hash away (`https://gw.example` → `https://gw.example/ipfs/`). */
export function ipfsDocumentBase(gateway: string): string {
  return `${gateway.replace(/\/+$/, '').replace(/\/ipfs$/, '')}/ipfs/`
}

/**
 * The hash of a gateway-relative link (`/ipfs/Qm…`), which names a document on whichever gateway the
 * reader is configured with; undefined for anything else.
 */
export function gatewayPathHash(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const match = /^\/ipfs\/([1-9A-HJ-NP-Za-km-z]+)$/.exec(value.trim())
  return match && isIpfsHash(match[1]) ? match[1] : undefined
}

/** A document hash's shape as a pattern's source: a base58btc CIDv0 (46 characters) or CIDv1 (49). */
export const IPFS_HASH_PATTERN = `Qm${BASE58_CHAR}{44}|z${BASE58_CHAR}{48}`

// Pure, so a chunk that copies this module but never looks for hashes in text drops the pattern.
const HASH_IN_TEXT = /* @__PURE__ */ new RegExp(
  `(?<!${BASE58_CHAR})(${IPFS_HASH_PATTERN})(?!${BASE58_CHAR})`,
  'g',
)

/** The distinct IPFS hashes written inside free text such as ballot content or a description, in order of appearance. */
export function findIpfsHashes(text: unknown, limit = 50): string[] {
  if (typeof text !== 'string') return []
  const found: string[] = []
  for (const match of text.matchAll(HASH_IN_TEXT)) {
    const hash = match[1]
    if (hash !== undefined && !found.includes(hash) && isIpfsHash(hash)) found.push(hash)
    if (found.length >= limit) break
  }
  return found
}

/** Text with its IPFS hashes and web links removed and spaces tidied, for a readable description. */
export function withoutLinksAndHashes(text: unknown): string {
  if (typeof text !== 'string') return ''
  return text
    .replace(/\bhttps?:\/\/\S+/g, '')
    .replace(HASH_IN_TEXT, '')
    .replace(/[ \t]{2,}/g, ' ')
    .trim()
}

function isSha256Multihash(bytes: Uint8Array): boolean {
  return bytes.length === 2 + SHA2_256_LENGTH && bytes[0] === SHA2_256 && bytes[1] === SHA2_256_LENGTH
}

function decodeBase58(text: string): Uint8Array | undefined {
  let value = 0n
  for (const char of text) {
    const digit = BASE58_ALPHABET.indexOf(char)
    if (digit < 0) return undefined
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  for (const char of text) {
    if (char !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}
