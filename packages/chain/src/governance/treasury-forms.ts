import { addIssue, z } from '../zod-mini.ts'
import { formatUnits, toExactUnits } from '../assets.ts'
import { TREASURY_SETTINGS } from '../contracts/decide/index.ts'
import {
  NUMBER_MESSAGE,
  POSITIVE_MESSAGE,
  REQUIRED_MESSAGE,
  atMostMessage,
  decimalsMessage,
} from '../messages.ts'
import { accountNameMessage } from '../names.ts'
import { memoField, recipientCheck, type RecipientProblem } from '../tokens.ts'

// The DAO (treasury) forms: create (newtreasury → edittrsinfo → toggles), edit info, edit settings
// and mint. Amounts carry the DAO token's own decimals; settings send one toggle per change only.
// The create, info and settings schemas are built in treasury-form-schemas.ts, so the DAO cards
// (labels, settings) never build them (issue 41).

/** A treasury setting name as newtreasury creates them (all off). */
export type TreasurySetting = (typeof TREASURY_SETTINGS)[number]
/** The on/off state of every treasury setting. */
export type TreasurySettings = Readonly<Record<TreasurySetting, boolean>>

/** Every setting off: the state newtreasury leaves a DAO in. */
export const DEFAULT_TREASURY_SETTINGS: TreasurySettings = Object.fromEntries(
  TREASURY_SETTINGS.map((name) => [name, false]),
) as Record<TreasurySetting, boolean>

/** What each setting lets the manager or members do, in product words. */
export const TREASURY_SETTING_LABELS: Readonly<Record<TreasurySetting, string>> = {
  transferable: 'Members can transfer tokens',
  burnable: 'Manager can burn tokens',
  reclaimable: 'Manager can reclaim tokens',
  stakeable: 'Members can stake tokens',
  unstakeable: 'Members can unstake tokens',
  maxmutable: 'Manager can change the max supply',
}

/** Most decimals a DAO token may have in this portal (the original's isTokenDecimals allows 0–9). */
export const MAX_DAO_DECIMALS = 9
/** Largest asset amount in base units (int64, as the contract's asset). */
const MAX_ASSET_UNITS = (1n << 62n) - 1n

/** The settings in `wanted` that differ from `current`, in the contract's order: one `toggle` each. */
export function treasurySettingToggles(
  current: Partial<Record<string, boolean>>,
  wanted: Partial<Record<string, boolean>>,
): TreasurySetting[] {
  return TREASURY_SETTINGS.filter((name) => (current[name] ?? false) !== (wanted[name] ?? false))
}

/** A treasury row's settings map as an object (unknown keys ignored, missing ones off). */
export function treasurySettingsOf(settings: readonly { key: string; value: boolean }[]): TreasurySettings {
  const known = new Map(settings.map(({ key, value }) => [key, value]))
  return Object.fromEntries(TREASURY_SETTINGS.map((name) => [name, known.get(name) === true])) as Record<
    TreasurySetting,
    boolean
  >
}

/** Parses `text` as an amount above 0 with at most `precision` decimals, returning it written with exactly that many. */
export function daoAmount(
  text: unknown,
  precision: number,
  ctx: z.core.ParsePayload | z.core.$RefinementCtx,
  path: string,
): string {
  const value = typeof text === 'number' ? String(text) : typeof text === 'string' ? text.trim() : ''
  const fail = (message: string) => {
    addIssue(ctx, { message, path: [path] })
    return ''
  }
  if (value === '') return fail(REQUIRED_MESSAGE)
  const units = toExactUnits(value, precision)
  if (units === undefined)
    return fail(/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(value) ? decimalsMessage(precision) : NUMBER_MESSAGE)
  if (units <= 0n) return fail(POSITIVE_MESSAGE)
  if (units > MAX_ASSET_UNITS) return fail(atMostMessage(formatUnits(MAX_ASSET_UNITS, precision)))
  return formatUnits(units, precision)
}

/** The mint form for a DAO whose token has `precision` decimals and symbol `code`. */
export function mintFormSchema(precision: number, code: string, recipientProblem?: RecipientProblem) {
  const to = z.string({ error: REQUIRED_MESSAGE }).check(
    z.superRefine((value, ctx) => {
      const message = accountNameMessage(value, 'existing')
      if (message) addIssue(ctx, { message })
    }),
  )
  const fields = z.object({
    to: recipientProblem ? to.check(recipientCheck(recipientProblem)) : to,
    amount: z.union([z.string(), z.number()], { error: REQUIRED_MESSAGE }),
    memo: memoField(),
  })
  return z.pipe(
    fields,
    z.transform((form: z.output<typeof fields>, ctx) => ({
      to: form.to,
      memo: form.memo,
      quantity: `${daoAmount(form.amount, precision, ctx, 'amount')} ${code}`,
    })),
  )
}
