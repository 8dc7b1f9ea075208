import { REQUIRED_MESSAGE } from './messages.ts'

/** Characters an Antelope name may use (besides `.`), in their base-32 order. */
export const NAME_CHARACTERS = '.12345abcdefghijklmnopqrstuvwxyz'

const NAME_BODY = /^[a-z1-5.]{1,12}$/
const TWELVE_PLAIN = /^[a-z1-5]{12}$/

/** Message for a name longer than 12 characters. */
export const ACCOUNT_TOO_LONG_MESSAGE = 'At most 12 characters.'
/** Message for a name with characters outside a–z and 1–5. */
export const ACCOUNT_CHARACTERS_MESSAGE = 'Only lowercase letters a–z and digits 1–5.'
/** Message for a new account name that is not exactly 12 characters long. */
export const ACCOUNT_EXACT_LENGTH_MESSAGE = 'Exactly 12 characters.'
/** Message for a dotted name shorter than 3 characters. */
export const ACCOUNT_DOTTED_LENGTH_MESSAGE = 'A name with a dot needs 3 to 12 characters.'
/** Message for a name that ends with a dot. */
export const ACCOUNT_TRAILING_DOT_MESSAGE = 'A name cannot end with a dot.'
/** Message when a name to be created is already taken on chain. */
export const ACCOUNT_EXISTS_MESSAGE = 'This account already exists.'
/** Message when a name that must refer to an existing account is unknown on chain. */
export const ACCOUNT_MISSING_MESSAGE = 'This account does not exist.'

/** True for a valid Antelope account name: up to 12 of a–z, 1–5 and `.`, not ending in `.`; dotted names have 3–12 characters. */
export function isAccountName(value: unknown): value is string {
  if (typeof value !== 'string' || !NAME_BODY.test(value) || value.endsWith('.')) return false
  return !value.includes('.') || value.length >= 3
}

/** True for a name a new account may take on the testnet: exactly 12 characters of a–z and 1–5. */
export function isNewAccountName(value: unknown): value is string {
  return typeof value === 'string' && TWELVE_PLAIN.test(value)
}

/**
 * The message explaining why `value` is not an acceptable account name, or undefined when it is.
 * `new` names (accounts to be created) need exactly 12 characters of a–z and 1–5; `existing` names
 * follow the full Antelope rule, dots included.
 */
export function accountNameMessage(
  value: unknown,
  kind: 'new' | 'existing' = 'existing',
): string | undefined {
  if (typeof value !== 'string' || value === '') return REQUIRED_MESSAGE
  if (value.length > 12) return ACCOUNT_TOO_LONG_MESSAGE
  const allowed = kind === 'new' ? /^[a-z1-5]*$/ : /^[a-z1-5.]*$/
  if (!allowed.test(value)) return ACCOUNT_CHARACTERS_MESSAGE
  if (kind === 'new') return value.length === 12 ? undefined : ACCOUNT_EXACT_LENGTH_MESSAGE
  if (value.endsWith('.')) return ACCOUNT_TRAILING_DOT_MESSAGE
  if (value.includes('.') && value.length < 3) return ACCOUNT_DOTTED_LENGTH_MESSAGE
  return undefined
}

/** True for a ballot id as the begin-voting dialog and `newballot` expect: exactly 12 characters of a–z and 1–5. */
export function isBallotId(value: unknown): value is string {
  return typeof value === 'string' && TWELVE_PLAIN.test(value)
}

/** True for a ballot name a ballot may be created with: 1–12 characters of a–z and 1–5. */
export function isBallotName(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z1-5]{1,12}$/.test(value)
}

/** The ballot name derived from a title: lower-cased, only a–z and 1–5 kept, cut to 12 ("" when nothing is left). */
export function ballotNameFromTitle(title: unknown): string {
  if (typeof title !== 'string') return ''
  let name = ''
  // Walk the title instead of regex-replacing the whole of it, so a huge pasted title costs at most
  // the characters needed to fill 12 slots.
  for (const char of title) {
    const lower = char.toLowerCase()
    if (/^[a-z1-5]$/.test(lower)) name += lower
    if (name.length === 12) break
  }
  return name
}

const BALLOT_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz12345'

// The package is typed without DOM or Node globals; Web Crypto exists in both browsers and Node 20.
type RandomSource = { getRandomValues(array: Uint8Array): Uint8Array }

/** A fresh random 12-character ballot id of a–z and 1–5 (uniform, from the platform's secure random source). */
export function randomBallotId(): string {
  const alphabet = BALLOT_ID_ALPHABET
  // Bytes at or above the largest multiple of 31 are skipped so every character is equally likely.
  const limit = 256 - (256 % alphabet.length)
  let id = ''
  while (id.length < 12) {
    const bytes = (globalThis as unknown as { crypto: RandomSource }).crypto.getRandomValues(
      new Uint8Array(16),
    )
    for (const byte of bytes) {
      if (byte < limit && id.length < 12) id += alphabet[byte % alphabet.length]
    }
  }
  return id
}

const NAME_CHARS = '.12345abcdefghijklmnopqrstuvwxyz'

/**
 * A uint64 as the name nodeos and Hyperion print for it (`3n` → `"............3"`): table scopes are
 * names, so a case's claims (scope = case id) appear in history deltas under this form.
 */
export function nameFromValue(value: bigint): string {
  let rest = BigInt.asUintN(64, value)
  const chars: string[] = []
  for (let i = 0; i < 13; i++) {
    const bits = i === 0 ? 4n : 5n
    chars[12 - i] = NAME_CHARS.charAt(Number(rest & ((1n << bits) - 1n)))
    rest >>= bits
  }
  return chars.join('').replace(/\.+$/, '')
}
