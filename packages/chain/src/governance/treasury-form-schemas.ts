import { z } from '../zod-mini.ts'
import { isTokenSymbolCode } from '../assets.ts'
import { TREASURY_ACCESS, TREASURY_SETTINGS } from '../contracts/decide/index.ts'
import { REQUIRED_MESSAGE, TOKEN_SYMBOL_MESSAGE } from '../messages.ts'
import { isLogoAddress, LOGO_URL_MESSAGE } from '../tokens.ts'
import { numberField, requiredText, whenFieldsParsed } from '../validation.ts'
import { MAX_DAO_DECIMALS, daoAmount, type TreasurySetting } from './treasury-forms.ts'

// The DAO forms' schemas: create, edit info and edit settings. Built when this module is set up: only
// the DAO dialogs import it.

const iconField = z
  ._default(z.string().check(z.trim()), '')
  .check(z.refine((value) => value === '' || isLogoAddress(value), LOGO_URL_MESSAGE))

/** The DAO info fields (edittrsinfo). */
export const treasuryInfoSchema = z.object({
  title: requiredText(),
  description: z._default(z.string().check(z.trim()), ''),
  icon: iconField,
})

const settingsShape = z.object(
  Object.fromEntries(TREASURY_SETTINGS.map((name) => [name, z._default(z.boolean(), false)])) as Record<
    TreasurySetting,
    z.ZodMiniDefault<z.ZodMiniBoolean<boolean>>
  >,
)

/** The create-DAO fields before the max supply is checked against the decimals. */
const createTreasuryFields = z.extend(treasuryInfoSchema, {
  symbol: requiredText().check(z.refine(isTokenSymbolCode, TOKEN_SYMBOL_MESSAGE)),
  decimals: numberField({ integer: true, min: 0, max: MAX_DAO_DECIMALS }),
  max_supply: z.union([z.string(), z.number()], { error: REQUIRED_MESSAGE }),
  access: z.enum(TREASURY_ACCESS, { error: REQUIRED_MESSAGE }),
  settings: settingsShape,
})
type CreateTreasuryForm = z.output<typeof createTreasuryFields>

/** The create-DAO form; the parsed value carries max_supply ("1000.00 ABC") and treasury_symbol ("2,ABC"). */
export const createTreasuryFormSchema = z.pipe(
  createTreasuryFields.check(
    z.superRefine(
      (form: CreateTreasuryForm, ctx) => {
        daoAmount(form.max_supply, form.decimals, ctx, 'max_supply')
      },
      { when: whenFieldsParsed('decimals', 'max_supply') },
    ),
  ),
  z.transform((form: CreateTreasuryForm, ctx) => {
    const amount = daoAmount(form.max_supply, form.decimals, ctx, 'max_supply')
    return {
      ...form,
      max_supply: `${amount} ${form.symbol}`,
      treasury_symbol: `${form.decimals},${form.symbol}`,
    }
  }),
)

/** The edit-settings form: each setting's wanted state. */
export const treasurySettingsSchema = z.object({ settings: settingsShape })
