import { addIssue, z } from './zod-mini.ts'
import { parseAssetUnits } from './assets.ts'
import { gatewayPathHash } from './ipfs.ts'
import { accountNameMessage } from './names.ts'
import { accountNameField, amountField } from './validation.ts'

// Token forms: transfers (eosio.token-compatible contracts), issue and retire, and the fields token
// creation shares (token-create.ts), with the same limits the token contracts check. Nothing here
// builds a schema when the module is set up: the transfer page's set-up built the create-token and
// token-details schemas it never uses (issue 41).

/** Most bytes a token memo may have (eosio.token: "memo has more than 256 bytes"). */
export const MEMO_MAX_BYTES = 256
/** Message for a memo over 256 bytes. */
export const MEMO_TOO_LONG_MESSAGE = 'The memo is limited to 256 bytes.'
/** Message for a transfer to the sending account. */
export const SELF_TRANSFER_MESSAGE = 'You cannot transfer to yourself.'
/** Message for a logo address the portal could not show (not https, not a gateway path). */
export const LOGO_URL_MESSAGE =
  'Enter an https:// address or an IPFS gateway path (/ipfs/Qm…): images over http:// are never shown.'

/** The chain's objection to a well-formed account name (it does not exist, it is not a member…), if any. */
export type RecipientProblem = (name: string) => Promise<string | undefined>

/** An async check of a recipient against the chain, run only once the name itself is well formed. */
export function recipientCheck(problem: RecipientProblem) {
  return z.superRefine(async (name: string, ctx) => {
    if (accountNameMessage(name, 'existing') !== undefined) return
    const message = await problem(name)
    if (message !== undefined) addIssue(ctx, { message })
  })
}

/** UTF-8 size of a text, as the contract counts memo length. */
export function utf8Length(text: string): number {
  let bytes = 0
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    // Lone surrogates are encoded as U+FFFD, which takes 3 bytes like the rest of the BMP.
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
  }
  return bytes
}

/** A memo field: optional text of at most 256 UTF-8 bytes ("" when empty). */
export function memoField() {
  return z
    .pipe(
      z.optional(z.string()),
      z.transform((memo: string | undefined) => memo ?? ''),
    )
    .check(
      z.refine(
        (memo) => memo.length <= MEMO_MAX_BYTES * 4 && utf8Length(memo) <= MEMO_MAX_BYTES,
        MEMO_TOO_LONG_MESSAGE,
      ),
    )
}

/** A transfer form for one token: recipient (not the sender), positive amount within the balance, memo; quantity comes out as an asset string. */
export function transferFormSchema(options: {
  from: string
  symbol: { precision: number; code: string }
  balance?: string
  /** What the chain says against a well-formed recipient (an unknown account), checked as it is typed. */
  recipientProblem?: RecipientProblem
}) {
  const { precision, code } = options.symbol
  const maxUnits = options.balance === undefined ? undefined : (parseAssetUnits(options.balance) ?? 0n)
  const to = accountNameField('existing').check(
    z.refine((name) => name !== options.from, SELF_TRANSFER_MESSAGE),
  )
  return z.object({
    to: options.recipientProblem ? to.check(recipientCheck(options.recipientProblem)) : to,
    quantity: z.pipe(
      amountField({ precision, maxUnits }),
      z.transform((amount: string) => `${amount} ${code}`),
    ),
    memo: memoField(),
  })
}

/**
 * True for a logo the portal can show: an https address or a gateway path (`/ipfs/Qm…`, read from the
 * reader's gateway). The portal's CSP loads images over https only, so an http:// logo would never show.
 */
export function isLogoAddress(url: unknown): boolean {
  if (typeof url !== 'string' || url.length > 2048) return false
  return /^https:\/\/[^\s/?#]+\S*$/i.test(url) || gatewayPathHash(url) !== undefined
}

/** An optional logo address the portal can show (`isLogoAddress`), "" when empty. */
export function logoField() {
  return z
    .pipe(
      z.optional(z.string().check(z.trim())),
      z.transform((url: string | undefined) => url ?? ''),
    )
    .check(z.refine((url) => url === '' || isLogoAddress(url), LOGO_URL_MESSAGE))
}

/** Issue (to the issuer only, as the contract requires) or retire: a positive amount with the token's decimals, at most `maxUnits`, and a memo. */
export function supplyFormSchema(options: { symbol: { precision: number; code: string }; maxUnits: bigint }) {
  const { precision, code } = options.symbol
  return z.object({
    quantity: z.pipe(
      amountField({ precision, maxUnits: options.maxUnits }),
      z.transform((amount: string) => `${amount} ${code}`),
    ),
    memo: memoField(),
  })
}

/** The create-token transfer's memo, as the original portal wrote it. */
export function createTokenMemo(name: string, code: string): string {
  return `Payment for creating ${name} (${code}) token`
}
