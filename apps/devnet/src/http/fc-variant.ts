import { z } from 'zod'

/**
 * Request fields read as nodeos reads them: the JSON body becomes an fc::variant and each field of the
 * params struct is filled by fc's from_variant. A missing field keeps the struct's default; a present
 * one, null included, is converted (null is "" for a string, 0 for a number, false for a bool); an
 * optional<T> is empty for null or missing. Conversions that fc refuses are issues naming the field,
 * answered as nodeos's 400.
 */

type Ctx = z.core.$RefinementCtx

const typeName = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'object'
        ? 'object'
        : typeof value

function refuse(ctx: Ctx, message: string): never {
  ctx.addIssue({ code: 'custom', message })
  return z.NEVER as never
}

/** fc::variant::as_string: numbers and bools print, null is "", objects and arrays are refused. */
function asString(value: unknown, ctx: Ctx): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (value === null || value === undefined) return ''
  return refuse(ctx, `Invalid cast from ${typeName(value)} to string`)
}

/** fc::variant::as_uint64: a decimal string parses, a double truncates, a bool is 0/1, null is 0. */
function asUint64(value: unknown, ctx: Ctx): bigint {
  if (typeof value === 'number' && Number.isFinite(value)) return BigInt(Math.trunc(value))
  if (typeof value === 'bigint') return value
  if (typeof value === 'boolean') return value ? 1n : 0n
  if (value === null) return 0n
  if (typeof value === 'string') {
    // fc::to_uint64 is a lexical_cast: digits only, surrounding blanks refused.
    if (/^\+?\d+$/.test(value)) return BigInt(value)
    return refuse(ctx, "Couldn't parse uint64_t")
  }
  return refuse(ctx, `Invalid cast from ${typeName(value)} to uint64`)
}

/** fc::variant::as_bool: only "true" and "false" among strings; numbers are != 0; null is false. */
function asBool(value: unknown, ctx: Ctx): boolean {
  if (typeof value === 'boolean') return value
  if (typeof value === 'number') return value !== 0
  if (typeof value === 'bigint') return value !== 0n
  if (value === null) return false
  if (value === 'true' || value === 'false') return value === 'true'
  if (typeof value === 'string')
    return refuse(ctx, 'Cannot convert string to bool (only "true" or "false" can be converted)')
  return refuse(ctx, `Invalid cast from ${typeName(value)} to bool`)
}

/** A `std::string` field: as_string, "" (or `fallback`) when missing. */
export const fcString = (fallback = '') =>
  z
    .unknown()
    .optional()
    .transform((value, ctx) => (value === undefined ? fallback : asString(value, ctx)))

/** An `optional<string>` field: undefined for null or missing. */
export const fcOptionalString = () =>
  z
    .unknown()
    .optional()
    .transform((value, ctx) => (value === undefined || value === null ? undefined : asString(value, ctx)))

/**
 * A `name` field: fc reads it with get_string, so only a string is taken (null and numbers are
 * refused); missing is the empty name. Longer than 13 characters is refused as name::set does.
 */
export const fcName = () =>
  z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return ''
      if (typeof value !== 'string')
        return refuse(ctx, `Invalid cast from type '${typeName(value)}' to string`)
      if (value.length > 13) return refuse(ctx, `Name is longer than 13 characters (${value})`)
      return value
    })

/** as_uint64 narrowed to 32 bits, as from_variant's static_cast does. */
function asUint32(value: unknown, ctx: Ctx): number {
  const wide = asUint64(value, ctx)
  // A refused value comes back as zod's NEVER marker, not a number.
  return typeof wide === 'bigint' ? Number(BigInt.asUintN(32, wide)) : wide
}

/** A `uint32_t` field with its default. */
export const fcUint32 = (fallback: number) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx) => (value === undefined ? fallback : asUint32(value, ctx)))

/** An `optional<uint32_t>` field: undefined for null or missing. */
export const fcOptionalUint32 = () =>
  z
    .unknown()
    .optional()
    .transform((value, ctx) => (value === undefined || value === null ? undefined : asUint32(value, ctx)))

/** A `bool` field with its default. */
export const fcBool = (fallback: boolean) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx) => (value === undefined ? fallback : asBool(value, ctx)))

/** An `optional<bool>` field: undefined for null or missing. */
export const fcOptionalBool = () =>
  z
    .unknown()
    .optional()
    .transform((value, ctx) => (value === undefined || value === null ? undefined : asBool(value, ctx)))
