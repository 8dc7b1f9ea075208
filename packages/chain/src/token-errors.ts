import { parseChainError } from './errors.ts'

// The token contracts (eosio.token, secure.token) and the token manager refuse with terse check()
// messages ("overdrawn balance"). The portal shows what happened and what to do, and keeps the
// contract's own words beside it.

/** A refusal in plain language, with the chain's message kept as it was. */
export type ExplainedTokenError = { readonly text: string; readonly original: string }

/** Contract message (start, case-insensitive) → what the user is told. */
export const TOKEN_ERROR_TEXTS: readonly (readonly [string, string])[] = [
  ['overdrawn balance', 'The amount is more than the balance of the sending account.'],
  ['no balance object found', 'The sending account holds none of this token.'],
  ['to account does not exist', 'The recipient account does not exist.'],
  ['owner account does not exist', 'That account does not exist.'],
  ['cannot transfer to self', 'You cannot transfer to yourself.'],
  ['must transfer positive quantity', 'Enter an amount greater than 0.'],
  ['must issue positive quantity', 'Enter an amount greater than 0.'],
  ['must retire positive quantity', 'Enter an amount greater than 0.'],
  ['invalid quantity', 'The amount is not valid for this token.'],
  ['symbol precision mismatch', "The amount's decimals do not match the token's decimals."],
  ['memo has more than 256 bytes', 'The memo is limited to 256 bytes.'],
  ['quantity exceeds available supply', "This would issue more than the token's maximum supply."],
  [
    'tokens can only be issued to issuer account',
    "Tokens can only be issued to the token's owner. Issue to yourself, then transfer.",
  ],
  ['token with symbol does not exist', 'This token does not exist on its contract.'],
  ['unable to find key', 'This token does not exist on its contract.'],
  ['symbol does not exist', 'This token does not exist on its contract.'],
  ['token with symbol already exists', 'A token with this symbol already exists: choose another symbol.'],
  [
    'cannot create token, symbol already exists',
    'A token with this symbol already exists: choose another symbol.',
  ],
  [
    'must call openacct action first',
    'Your account with the token manager is missing; creating a token opens it first, so try again.',
  ],
  [
    'cannot create a token without an account balance',
    'Pay the create price to the token manager first; creating a token does this, so try again.',
  ],
  ['insufficient balance', 'Your payment to the token manager does not cover the create price.'],
  ['contract not yet initialized', 'The token manager is not set up on this network yet.'],
  ['max-supply must be positive', 'The maximum supply must be greater than 0.'],
  ['invalid supply', 'The maximum supply is too large.'],
  ['invalid symbol name', 'The symbol is not valid: use 2 to 6 capital letters A–Z.'],
  ['token not found', 'The token manager has no token with this symbol.'],
  [
    'this transaction was not authorized by an admin',
    "Only the token's owner (or a token manager admin) can change its details.",
  ],
]

const MISSING_AUTHORITY = /^missing authority of ([a-z1-5.]{1,13})/i

/**
 * What to tell the user about a refused token transaction: a plain sentence for a known contract
 * message or a missing signature; otherwise the chain's message as it is (text is then original).
 */
export function explainTokenError(error: unknown): ExplainedTokenError {
  const original = parseChainError(error).message.trim()
  const lower = original.toLowerCase()
  const entry = TOKEN_ERROR_TEXTS.find(([start]) => lower.startsWith(start))
  if (entry) return { text: entry[1], original }
  const missing = MISSING_AUTHORITY.exec(original)
  if (missing)
    return { text: `Only ${missing[1]} can do this: the chain requires that account's signature.`, original }
  return { text: original, original }
}
