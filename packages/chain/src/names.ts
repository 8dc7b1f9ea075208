/** Characters an Antelope name may use (besides `.`), in their base-32 order. */
const NAME_BODY = /^[a-z1-5.]{1,12}$/

/** True for a valid Antelope account name: up to 12 of a–z, 1–5 and `.`, not ending in `.`; dotted names have 3–12 characters. */
export function isAccountName(value: string): boolean {
  if (!NAME_BODY.test(value) || value.endsWith('.')) return false
  return !value.includes('.') || value.length >= 3
}

/** True for a name a new account may take on the testnet: exactly 12 characters of a–z and 1–5. */
export function isNewAccountName(value: string): boolean {
  return /^[a-z1-5]{12}$/.test(value)
}
