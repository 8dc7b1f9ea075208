import { addIssue, z } from './zod-mini.ts'
import { formatUnits, toExactUnits } from './assets.ts'
import {
  NUMBER_MESSAGE,
  POSITIVE_MESSAGE,
  REQUIRED_MESSAGE,
  atMostMessage,
  decimalsMessage,
} from './messages.ts'
import { logoField } from './tokens.ts'
import { requiredText, tokenDecimalsField, tokenSymbolField } from './validation.ts'

// The token manager's forms: creating a token and editing its name and logos. Built when this module
// is set up, so only the dialogs that use them import it (tokens.ts holds what transfers need).

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

/** Edit a token's name and logos (tokenmanager `setmeta`). */
export const tokenMetaFormSchema = z.object({
  token_name: requiredText().check(z.maxLength(64, atMostMessage('64 characters'))),
  logo_sm: logoField(),
  logo_lg: logoField(),
})
