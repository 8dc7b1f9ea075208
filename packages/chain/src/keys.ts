import { PublicKey } from '@wharfkit/antelope'

// Keys and addresses typed into the account-creation and testnet forms. Public keys are checked
// with Wharf Kit, so a mistyped character fails its checksum instead of creating an unusable account.

/** Message for a public key that is not a valid K1 key. */
export const PUBLIC_KEY_MESSAGE = 'Enter a valid public key (EOS… or PUB_K1_…).'
/** Message for an EVM address that is not 0x plus 40 hexadecimal characters. */
export const EVM_ADDRESS_MESSAGE = 'Enter a valid address: 0x followed by 40 hexadecimal characters.'

/** True for a public key in legacy (`EOS…`, 53 characters) or modern (`PUB_K1_…`, 57 characters) form with a valid checksum. */
export function isPublicKey(value: unknown): value is string {
  if (
    typeof value !== 'string' ||
    !/^(EOS[1-9A-HJ-NP-Za-km-z]{50}|PUB_K1_[1-9A-HJ-NP-Za-km-z]{50})$/.test(value)
  ) {
    return false
  }
  try {
    PublicKey.from(value)
    return true
  } catch {
    return false
  }
}

/** A public key in its legacy `EOS…` form (what the account backend and cleos show); undefined when invalid. */
export function legacyPublicKey(value: unknown): string | undefined {
  if (!isPublicKey(value)) return undefined
  return PublicKey.from(value).toLegacyString()
}

/** True for an EVM address: 0x followed by 40 hexadecimal characters. */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
}

/** True for a transaction id: 64 hexadecimal characters. */
export function isTransactionId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{64}$/i.test(value)
}
