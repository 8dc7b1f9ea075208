import { addIssue, z } from './zod-mini.ts'
import { formatUnits, parseAssetUnits, toExactUnits } from './assets.ts'
import { gatewayPathHash } from './ipfs.ts'
import { accountNameMessage } from './names.ts'
import {
  NUMBER_MESSAGE,
  POSITIVE_MESSAGE,
  REQUIRED_MESSAGE,
  atMostMessage,
  decimalsMessage,
} from './messages.ts'
import {
  accountNameField,
  amountField,
  requiredText,
  tokenDecimalsField,
  tokenSymbolField,
} from './validation.ts'

// Token forms: transfers (eosio.token-compatible contracts) and token creation through the token
// manager, with the same limits the token contracts check.

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

/** The create-token fields before the max supply is checked against the decimals. */
const createTokenFields = z.object({
  token_symbol: tokenSymbolField(),
  decimals: tokenDecimalsField(),
  token_name: requiredText().check(z.maxLength(64, atMostMessage('64 characters'))),
  max_supply: z.union([z.string(), z.number()], { error: REQUIRED_MESSAGE }),
  logo_sm: logoField(),
  logo_lg: logoField(),
})

/** Create a token through the token manager: symbol (2–6 letters), decimals (2–9), name, positive max supply and optional logo links. */
export const createTokenFormSchema = z.pipe(
  createTokenFields,
  z.transform((form: z.output<typeof createTokenFields>, ctx) => {
    const text = String(form.max_supply).trim()
    if (text === '') {
      addIssue(ctx, { message: REQUIRED_MESSAGE, path: ['max_supply'] })
      return z.NEVER
    }
    const units = toExactUnits(text, form.decimals)
    if (units === undefined) {
      const numeric = text.length <= 64 && /^\d+(\.\d*)?$/.test(text)
      addIssue(ctx, {
        message: numeric ? decimalsMessage(form.decimals) : NUMBER_MESSAGE,
        path: ['max_supply'],
      })
      return z.NEVER
    }
    if (units <= 0n) {
      addIssue(ctx, { message: POSITIVE_MESSAGE, path: ['max_supply'] })
      return z.NEVER
    }
    // eosio.token caps supply at 2^62 - 1 base units.
    if (units >= 2n ** 62n) {
      addIssue(ctx, {
        message: atMostMessage(formatUnits(2n ** 62n - 1n, form.decimals)),
        path: ['max_supply'],
      })
      return z.NEVER
    }
    return {
      token_symbol: `${form.decimals},${form.token_symbol}`,
      token_name: form.token_name,
      max_supply: `${formatUnits(units, form.decimals)} ${form.token_symbol}`,
      logo_sm: form.logo_sm,
      logo_lg: form.logo_lg,
    }
  }),
)

/**
 * True for a logo the portal can show: an https address or a gateway path (`/ipfs/Qm…`, read from the
 * reader's gateway). The portal's CSP loads images over https only, so an http:// logo would never show.
 */
export function isLogoAddress(url: unknown): boolean {
  if (typeof url !== 'string' || url.length > 2048) return false
  return /^https:\/\/[^\s/?#]+\S*$/i.test(url) || gatewayPathHash(url) !== undefined
}

function logoField() {
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

/** Edit a token's name and logos (tokenmanager `setmeta`). */
export const tokenMetaFormSchema = z.object({
  token_name: requiredText().check(z.maxLength(64, atMostMessage('64 characters'))),
  logo_sm: logoField(),
  logo_lg: logoField(),
})

/** The create-token transfer's memo, as the original portal wrote it. */
export function createTokenMemo(name: string, code: string): string {
  return `Payment for creating ${name} (${code}) token`
}
