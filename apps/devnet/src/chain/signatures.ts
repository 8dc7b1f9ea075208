import { createPublicKey, verify, type KeyObject } from 'node:crypto'
import { Checksum256, PublicKey, Signature } from '@wharfkit/antelope'
import { chainErrors } from './errors.ts'

/** DER prefix of a secp256k1 SubjectPublicKeyInfo holding a 33-byte compressed point. */
const SPKI_SECP256K1_PREFIX = Buffer.from('3036301006072a8648ce3d020106052b8104000a032200', 'hex')

const keyObjects = new Map<string, KeyObject | null>()

function keyObjectFor(key: string): KeyObject | null {
  let object = keyObjects.get(key)
  if (object === undefined) {
    try {
      const publicKey = PublicKey.from(key)
      object =
        publicKey.type === 'K1'
          ? createPublicKey({
              key: Buffer.concat([SPKI_SECP256K1_PREFIX, Buffer.from(publicKey.data.array)]),
              format: 'der',
              type: 'spki',
            })
          : null
    } catch {
      object = null
    }
    keyObjects.set(key, object)
  }
  return object
}

/** A public key in one spelling (`PUB_K1_…`), so legacy `EOS…` and new forms compare equal. */
export function normalizeKey(key: string): string {
  let normalized = normalizedKeys.get(key)
  if (normalized === undefined) {
    normalized = PublicKey.from(key).toString()
    // Authorities name the same few keys over and over; their checksummed spellings are costly to redo.
    if (normalizedKeys.size > 10000) normalizedKeys.clear()
    normalizedKeys.set(key, normalized)
  }
  return normalized
}

const normalizedKeys = new Map<string, string>()

/**
 * The public keys that signed `signingData` (chain id + packed transaction + context-free digest).
 * Full K1 recovery in JavaScript costs milliseconds, so each signature is first checked with
 * OpenSSL against the keys the transaction's authorities could need; only a signature none of them
 * made is recovered in full (it then shows up as an irrelevant or unsatisfying key, as in nodeos).
 */
export function recoverSigningKeys(
  signingData: Uint8Array,
  /** Parsed signatures, or canonical `SIG_K1_…` strings (parsed only where a key must be found here). */
  signatures: readonly (Signature | string)[],
  candidateKeys: Iterable<string>,
  /** Keys already matched to each signature (by a SignatureVerifier), in signature order. */
  preverified?: readonly (string | undefined)[],
): string[] {
  const candidates = [...new Set(candidateKeys)]
  const found: string[] = []
  let digest: Checksum256 | undefined
  for (const [index, given] of signatures.entries()) {
    let key: string | undefined = preverified?.[index]
    if (!key) {
      const signature = typeof given === 'string' ? Signature.from(given) : given
      if (!preverified && signature.type === 'K1') {
        const rs = Buffer.from(signature.data.array.subarray(1))
        for (const candidate of candidates) {
          const object = keyObjectFor(candidate)
          if (object && verify('sha256', signingData, { key: object, dsaEncoding: 'ieee-p1363' }, rs)) {
            key = candidate
            break
          }
        }
      }
      if (!key) {
        digest ??= Checksum256.hash(signingData)
        try {
          key = signature.recoverDigest(digest).toString()
        } catch {
          throw chainErrors.unsatisfied(`invalid signature ${String(signature)}`)
        }
      }
    }
    if (found.includes(key)) {
      throw chainErrors.duplicateSig(
        `transaction includes more than one signature signed using the same key associated with public key: ${PublicKey.from(key).toLegacyString()}`,
      )
    }
    found.push(key)
  }
  return found
}
