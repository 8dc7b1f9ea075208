import { addIssue, preprocess, z } from './zod-mini.ts'
import { CORE_PRECISION, formatUnits, isTokenSymbolCode, toExactUnits } from './assets.ts'
import { isIpfsHash } from './ipfs.ts'
import {
  BALLOT_ID_MESSAGE,
  DATE_MESSAGE,
  DOCUMENT_HASH_MESSAGE,
  FUTURE_DATE_MESSAGE,
  INTEGER_MESSAGE,
  NATURAL_MESSAGE,
  NUMBER_MESSAGE,
  PHONE_MESSAGE,
  POSITIVE_MESSAGE,
  REPEATED_MESSAGE,
  REQUIRED_MESSAGE,
  TOKEN_SYMBOL_MESSAGE,
  atLeastMessage,
  atMostMessage,
  decimalsMessage,
} from './messages.ts'
import { accountNameMessage, isBallotId } from './names.ts'
import { parseChainTime } from './time.ts'

// Field schemas with the exact messages of decisions.md, for react-hook-form (zodResolver) in the
// portal and for request checks in the devnet. Form inputs arrive as strings ("" when empty) or as
// numbers (NaN when empty); every schema accepts both and reports a missing value as required.

/** A required text field (trimmed; empty says "This field is required."). */
export function requiredText() {
  return z.string({ error: REQUIRED_MESSAGE }).check(z.trim(), z.minLength(1, REQUIRED_MESSAGE))
}

/** Rules of a number field; checks run in this order and the first failure is the message shown. */
export type NumberRules = {
  readonly integer?: boolean
  /** 0 or more. */
  readonly natural?: boolean
  /** Greater than 0. */
  readonly positive?: boolean
  readonly min?: number
  readonly max?: number
}

/** A number field from a number or numeric text, with the generic integer, 0-or-more, greater-than-0 and bound messages. */
export function numberField(rules: NumberRules = {}) {
  let schema = z.number({ error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : NUMBER_MESSAGE) })
  if (rules.integer) schema = schema.check(z.refine(Number.isInteger, INTEGER_MESSAGE))
  if (rules.natural) schema = schema.check(z.refine((n) => n >= 0, NATURAL_MESSAGE))
  if (rules.positive) schema = schema.check(z.refine((n) => n > 0, POSITIVE_MESSAGE))
  const { min, max } = rules
  if (min !== undefined) schema = schema.check(z.refine((n) => n >= min, atLeastMessage(min)))
  if (max !== undefined) schema = schema.check(z.refine((n) => n <= max, atMostMessage(max)))
  return preprocess(toNumberInput, schema)
}

/** A date that must lie in the future: a Date, epoch milliseconds, a chain time (UTC) or a datetime-local value (local time). */
export function futureDateField(now: () => number = Date.now) {
  return preprocess(
    toDateInput,
    z
      .date({ error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : DATE_MESSAGE) })
      .check(z.refine((date) => date.getTime() > now(), FUTURE_DATE_MESSAGE)),
  )
}

/** A phone number for SMS verification: 7–15 digits with an optional leading +, spaces, dashes, dots and brackets allowed. */
export function phoneField() {
  return requiredText().check(z.refine(isPhoneNumber, PHONE_MESSAGE))
}

/** True for a value that looks like a phone number that can receive an SMS. */
export function isPhoneNumber(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 40) return false
  return /^\+?[1-9]\d{6,14}$/.test(value.replace(/[\s().-]/g, ''))
}

/** A list whose items must all differ; the message sits on each repeated item. */
export function uniqueList<T extends z.core.SomeType>(item: T) {
  return z.array(item).check(
    z.superRefine((items, ctx) => {
      const seen = new Set<unknown>()
      items.forEach((value, index) => {
        const key = typeof value === 'string' ? value.trim() : value
        if (seen.has(key)) addIssue(ctx, { message: REPEATED_MESSAGE, path: [index] })
        seen.add(key)
      })
    }),
  )
}

/** An account name field; `new` names need exactly 12 characters of a–z and 1–5. */
export function accountNameField(kind: 'new' | 'existing' = 'existing') {
  return z.string({ error: REQUIRED_MESSAGE }).check(
    z.superRefine((value, ctx) => {
      const message = accountNameMessage(value, kind)
      if (message) addIssue(ctx, { message })
    }),
  )
}

/** A required document field holding an IPFS hash (CIDv0 of 46 or base58 CIDv1 of 49 characters). */
export function documentHashField() {
  return requiredText().check(z.refine(isIpfsHash, DOCUMENT_HASH_MESSAGE))
}

/** An optional document field: "" when no document was given (never null, which the ABI cannot encode). */
export function optionalDocumentHashField() {
  return z.pipe(
    z.optional(
      z.string().check(
        z.trim(),
        z.refine((value) => value === '' || isIpfsHash(value), DOCUMENT_HASH_MESSAGE),
      ),
    ),
    z.transform((value: string | undefined) => value ?? ''),
  )
}

/** A ballot id field: exactly 12 characters of a–z and 1–5. */
export function ballotIdField() {
  return requiredText().check(z.refine(isBallotId, BALLOT_ID_MESSAGE))
}

/** A token symbol code field: 2 to 6 capital letters. */
export function tokenSymbolField() {
  return requiredText().check(z.refine(isTokenSymbolCode, TOKEN_SYMBOL_MESSAGE))
}

/** A token decimals field: a whole number from 2 to 9. */
export function tokenDecimalsField() {
  return numberField({ integer: true, min: 2, max: 9 })
}

/**
 * A token amount above 0 with at most `precision` decimals and, when given, at most `maxUnits`
 * base units; the parsed value is the amount written with exactly `precision` decimals.
 */
export function amountField(options: { precision?: number; maxUnits?: bigint } = {}) {
  const precision = options.precision ?? CORE_PRECISION
  const { maxUnits } = options
  return z.pipe(
    preprocess(
      (value) => (typeof value === 'number' && Number.isNaN(value) ? undefined : value),
      z.union([z.string(), z.number()], { error: REQUIRED_MESSAGE }),
    ),
    z.transform((value: string | number, ctx) => {
      const text = String(value).trim()
      if (text === '') {
        addIssue(ctx, { message: REQUIRED_MESSAGE })
        return z.NEVER
      }
      const units = toExactUnits(text, precision)
      if (units === undefined) {
        const looksNumeric = text.length <= 64 && /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)
        addIssue(ctx, { message: looksNumeric ? decimalsMessage(precision) : NUMBER_MESSAGE })
        return z.NEVER
      }
      if (units <= 0n) {
        addIssue(ctx, { message: POSITIVE_MESSAGE })
        return z.NEVER
      }
      if (maxUnits !== undefined && units > maxUnits) {
        addIssue(ctx, { message: atMostMessage(formatUnits(maxUnits, precision)) })
        return z.NEVER
      }
      return formatUnits(units, precision)
    }),
  )
}

/** The first message of a failed parse (what a form shows first), or undefined when the value is valid. */
export function firstMessage(schema: z.core.$ZodType, value: unknown): string | undefined {
  const result = z.safeParse(schema, value)
  return result.success ? undefined : result.error.issues[0]?.message
}

function toNumberInput(value: unknown): unknown {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value
  if (typeof value !== 'string') return value
  const text = value.trim()
  if (text === '') return undefined
  return text.length <= 40 && /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i.test(text) ? Number(text) : value
}

function toDateInput(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined
  if (value instanceof Date) return value
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : value
  if (typeof value !== 'string') return value
  // <input type="datetime-local"> gives "YYYY-MM-DDTHH:mm" in the user's own zone.
  const local = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value)
  if (local) {
    const [year, month, day, hour, minute] = local.slice(1).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ]
    const date = new Date(year, month - 1, day, hour, minute)
    return date.getDate() === day && date.getMonth() === month - 1 ? date : value
  }
  return parseChainTime(value) ?? value
}

/**
 * The `when` of an object-level check that compares fields: it runs as soon as `fields` themselves
 * parsed, whatever else in the form is still wrong, so a form shows every message at once (zod
 * skips object checks after any issue by default).
 */
export function whenFieldsParsed(...fields: readonly string[]) {
  return (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }): boolean =>
    payload.issues.every((issue) => !fields.includes(String(issue.path?.[0])))
}
