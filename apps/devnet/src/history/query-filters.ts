import { parseChainTime } from '../chain/time.ts'

/**
 * Hyperion's query-string handling, translated to SQL: the Fastify schema checks on limit, skip, sort,
 * account and filter (with ajv's messages), `after`/`before`, and the generic term filters
 * (`A-B` inclusive ranges, comma = any of, a leading `!` = must not).
 */

/** Hyperion's api.limits.get_actions / get_deltas and its skip cap. */
export const MAX_LIMIT = 1000
const MAX_SKIP = 10000

export type Query = Record<string, string | undefined>

/** A 400 in Hyperion's error shape (`{statusCode, error, message}`). */
export class HistoryQueryError extends Error {}

export const badRequest = (message: string) => new HistoryQueryError(message)

/** ajv's integer check with `minimum`, as Fastify reports it for the query string. */
function integerParam(query: Query, key: string, minimum: number, fallback: number): number {
  const text = query[key]
  if (text === undefined || text === '') return fallback
  if (!/^[-+]?\d+$/.test(text.trim())) throw badRequest(`querystring/${key} must be integer`)
  const value = Number(text)
  if (value < minimum) throw badRequest(`querystring/${key} must be >= ${minimum}`)
  return value
}

export type Page = { skip: number; limit: number; order: 'ASC' | 'DESC' }

/**
 * skip, limit and sort. get_actions refuses a limit above the maximum; get_deltas quietly caps it
 * (Hyperion's get_deltas sizes the search with `min(limit, max)`).
 */
export function pageParams(query: Query, over: 'refuse' | 'cap'): Page {
  let limit = integerParam(query, 'limit', 1, 10)
  if (limit > MAX_LIMIT) {
    if (over === 'refuse') throw badRequest(`limit too big, maximum: ${MAX_LIMIT}`)
    limit = MAX_LIMIT
  }
  const skip = integerParam(query, 'skip', 0, 0)
  if (skip > MAX_SKIP) throw badRequest(`skip too big, maximum: ${MAX_SKIP}`)
  const sort = query.sort ?? 'desc'
  if (!['asc', 'desc', '1', '-1'].includes(sort))
    throw badRequest('querystring/sort must be equal to one of the allowed values')
  return { skip, limit, order: sort === 'asc' || sort === '1' ? 'ASC' : 'DESC' }
}

/** get_actions' schema for `account` (1–12 characters) and `filter` (at least 3). */
export function checkActionParams(query: Query): void {
  const account = query.account
  if (account === '') throw badRequest('querystring/account must NOT have fewer than 1 characters')
  if (account !== undefined && account.length > 12)
    throw badRequest('querystring/account must NOT have more than 12 characters')
  if (query.filter !== undefined && query.filter.length < 3)
    throw badRequest('querystring/filter must NOT have fewer than 3 characters')
}

export type Where = { clauses: string[]; params: unknown[] }

/** `after`/`before`: an ISO date (block time, UTC) or a block number; both bounds inclusive. */
export function addTimeBounds(query: Query, where: Where): void {
  for (const [key, op] of [
    ['after', '>='],
    ['before', '<='],
  ] as const) {
    const text = query[key]
    if (!text) continue
    if (/^\d+$/.test(text)) {
      where.clauses.push(`block_num ${op} ?`)
      where.params.push(Number(text))
      continue
    }
    let ms: number
    try {
      ms = parseChainTime(text.replace(/Z$/, ''))
    } catch {
      throw badRequest(`${key} must be a date or a block number`)
    }
    where.clauses.push(`time_ms ${op} ?`)
    where.params.push(ms)
  }
}

/** How a filtered field compares: an integer column, a text column, or a value inside a JSON document. */
export type Field =
  | { kind: 'number'; sql: string }
  | { kind: 'text'; sql: string }
  | { kind: 'json'; doc: string; path: string }

const INTEGER = /^-?\d+$/

function jsonPath(key: string): string {
  // Segments must be non-empty: `data.` (an empty query key) or `a..b` is no JSON path SQLite takes.
  if (!/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/.test(key)) throw badRequest(`invalid filter field ${key}`)
  return `$.${key}`
}

/** A field at `key` inside the JSON document column `doc`. */
export const jsonField = (doc: string, key: string): Field => ({ kind: 'json', doc, path: jsonPath(key) })

/** The value as text, booleans as true/false, so uint64 strings and JSON numbers compare alike. */
function textOf(field: Field): string {
  if (field.kind !== 'json') return field.sql
  const { doc, path } = field
  return `(CASE WHEN json_type(${doc}, '${path}') IN ('true', 'false') THEN json_type(${doc}, '${path}') ELSE CAST(json_extract(${doc}, '${path}') AS TEXT) END)`
}

/** The value as a number when it is one (a JSON number or a decimal string), else NULL. */
function numberOf(field: Field): string {
  if (field.kind === 'number') return field.sql
  const value = field.kind === 'json' ? `json_extract(${field.doc}, '${field.path}')` : field.sql
  return `(CASE WHEN typeof(${value}) IN ('integer', 'real') THEN ${value} WHEN typeof(${value}) = 'text' AND ltrim(${value}, '-') != '' AND ltrim(${value}, '-') NOT GLOB '*[^0-9]*' THEN CAST(${value} AS INTEGER) END)`
}

function equals(field: Field, value: string): { sql: string; params: unknown[] } {
  if (field.kind === 'number') {
    if (!INTEGER.test(value)) throw badRequest(`invalid value for numeric filter: ${value}`)
    return { sql: `${field.sql} = ?`, params: [Number(value)] }
  }
  return { sql: `${textOf(field)} = ?`, params: [value] }
}

/**
 * A Hyperion generic filter on one field. A value containing `-` is a range (`gte` the part before,
 * `lte` the part after); otherwise comma-separated parts, where `!part`s must all not match and the
 * others are any-of.
 */
export function addTermFilter(where: Where, field: Field, value: string): void {
  if (value.includes('-') && !(value.startsWith('-') && !value.slice(1).includes('-'))) {
    const [low = '', high = ''] = value.split('-')
    if (INTEGER.test(low) && INTEGER.test(high)) {
      where.clauses.push(`${numberOf(field)} BETWEEN ? AND ?`)
      where.params.push(Number(low), Number(high))
    } else {
      where.clauses.push(`${textOf(field)} BETWEEN ? AND ?`)
      where.params.push(low, high)
    }
    return
  }
  const parts = value.split(',')
  const must = parts.filter((part) => !part.startsWith('!')).map((part) => equals(field, part))
  const mustNot = parts.filter((part) => part.startsWith('!')).map((part) => equals(field, part.slice(1)))
  for (const [group, negate] of [
    [must, false],
    [mustNot, true],
  ] as const) {
    if (group.length === 0) continue
    const sql = `(${group.map((term) => term.sql).join(' OR ')})`
    where.clauses.push(negate ? `NOT ${sql}` : sql)
    where.params.push(...group.flatMap((term) => term.params))
  }
}

/** `@timestamp` filters compare block times in epoch milliseconds (Elasticsearch's epoch_millis). */
export function addTimestampFilter(where: Where, column: string, value: string): void {
  addTermFilter(where, { kind: 'number', sql: column }, value)
}

/** Totals are counted up to here by default; beyond it Hyperion reports `relation: "gte"`. */
export const TOTAL_CAP = 10000

/** get_actions' `track`: `true` counts every hit, a positive number counts up to it (track_total_hits). */
export function trackedTotal(query: Query): number {
  const track = query.track
  if (track === undefined || track === 'false') return TOTAL_CAP
  if (track === 'true') return Number.MAX_SAFE_INTEGER
  const parsed = Number.parseInt(track, 10)
  if (!(parsed > 0)) throw badRequest('failed to parse track param')
  return parsed
}
