import type { Db } from '../chain/database.ts'
import { parseChainTime } from '../chain/time.ts'

/** Hyperion's api.limits.get_actions / get_deltas and its skip cap. */
export const MAX_LIMIT = 1000
const MAX_SKIP = 10000
/** Totals are counted up to here; beyond it Hyperion reports `relation: "gte"`. */
const TOTAL_CAP = 10000

type Query = Record<string, string | undefined>

/** A 400 in Hyperion's error shape (`{statusCode, error, message}`). */
export class HistoryQueryError extends Error {}

const badRequest = (message: string) => new HistoryQueryError(message)

function intParam(query: Query, key: string, fallback: number): number {
  const text = query[key]
  if (text === undefined || text === '') return fallback
  if (!/^\d+$/.test(text)) throw badRequest(`${key} must be a non-negative integer`)
  return Number(text)
}

function pageParams(query: Query): { skip: number; limit: number; order: 'ASC' | 'DESC' } {
  const limit = intParam(query, 'limit', 10)
  if (limit > MAX_LIMIT) throw badRequest(`limit too big, maximum: ${MAX_LIMIT}`)
  const skip = intParam(query, 'skip', 0)
  if (skip > MAX_SKIP) throw badRequest(`skip too big, maximum: ${MAX_SKIP}`)
  const sort = (query.sort ?? 'desc').toLowerCase()
  if (!['asc', 'desc', '1', '-1'].includes(sort)) throw badRequest('sort must be asc, desc, 1 or -1')
  return { skip, limit, order: sort === 'asc' || sort === '1' ? 'ASC' : 'DESC' }
}

/** `after`/`before`: an ISO date (block time, UTC) or a block number. */
function timeBound(text: string, key: string): { column: 'time_ms' | 'block_num'; value: number } {
  if (/^\d+$/.test(text)) return { column: 'block_num', value: Number(text) }
  try {
    return { column: 'time_ms', value: parseChainTime(text) }
  } catch {
    throw badRequest(`${key} must be a date or a block number`)
  }
}

type Where = { clauses: string[]; params: unknown[] }

function addTimeBounds(query: Query, where: Where): void {
  if (query.after) {
    const bound = timeBound(query.after, 'after')
    where.clauses.push(`${bound.column} >= ?`)
    where.params.push(bound.value)
  }
  if (query.before) {
    const bound = timeBound(query.before, 'before')
    where.clauses.push(`${bound.column} <= ?`)
    where.params.push(bound.value)
  }
}

/** A Hyperion term filter: `A-B` inclusive range, comma = any of, leading `!` = not. */
function addTermFilter(where: Where, expression: string, value: string, numeric: boolean): void {
  const negate = value.startsWith('!')
  const body = negate ? value.slice(1) : value
  const alternatives = body.split(',').map((part) => {
    const range = /^(-?\d+)-(-?\d+)$/.exec(part)
    if (numeric && range)
      return { sql: `(${expression} BETWEEN ? AND ?)`, params: [Number(range[1]), Number(range[2])] }
    if (numeric && !/^-?\d+$/.test(part)) throw badRequest(`invalid value for numeric filter: ${part}`)
    return { sql: `${expression} = ?`, params: [numeric ? Number(part) : part] }
  })
  const sql = `(${alternatives.map((alt) => alt.sql).join(' OR ')})`
  where.clauses.push(negate ? `NOT ${sql}` : sql)
  where.params.push(...alternatives.flatMap((alt) => alt.params))
}

/** Action-level fields Hyperion filters on, and where they live. */
const ACTION_FIELDS: Record<string, { expression: string; numeric: boolean }> = {
  global_sequence: { expression: 'a.global_sequence', numeric: true },
  block_num: { expression: 'a.block_num', numeric: true },
  trx_id: { expression: 'a.trx_id', numeric: false },
  producer: { expression: 'a.producer', numeric: false },
  'act.account': { expression: 'a.account', numeric: false },
  'act.name': { expression: 'a.name', numeric: false },
  block_id: { expression: "json_extract(a.doc, '$.block_id')", numeric: false },
  action_ordinal: { expression: "json_extract(a.doc, '$.action_ordinal')", numeric: true },
  creator_action_ordinal: { expression: "json_extract(a.doc, '$.creator_action_ordinal')", numeric: true },
  cpu_usage_us: { expression: "json_extract(a.doc, '$.cpu_usage_us')", numeric: true },
  net_usage_words: { expression: "json_extract(a.doc, '$.net_usage_words')", numeric: true },
}

const RESERVED = new Set([
  'account',
  'filter',
  'skip',
  'limit',
  'sort',
  'after',
  'before',
  'track',
  'simple',
  'hot_only',
  'noBinary',
  'checkLib',
  'sortedBy',
  'code',
  'table',
  'scope',
])

function jsonPath(key: string): string {
  if (!/^[A-Za-z0-9_.]+$/.test(key)) throw badRequest(`invalid filter field ${key}`)
  return `$.${key}`
}

/** GET /v2/history/get_actions with Hyperion's parameters and response shape. */
export function getActions(db: Db, query: Query, lib: number) {
  const started = performance.now()
  const { skip, limit, order } = pageParams(query)
  const where: Where = { clauses: [], params: [] }
  let from = 'history_actions a'
  if (query.account) {
    from = 'history_action_accounts x JOIN history_actions a ON a.global_sequence = x.global_sequence'
    where.clauses.push('x.account = ?')
    where.params.push(query.account)
  }
  if (query.filter) {
    const alternatives = query.filter.split(',').map((pair) => {
      const [code, name] = pair.split(':')
      const parts: string[] = []
      const params: string[] = []
      if (code && code !== '*') {
        parts.push('a.account = ?')
        params.push(code)
      }
      if (name && name !== '*') {
        parts.push('a.name = ?')
        params.push(name)
      }
      return { sql: parts.length ? `(${parts.join(' AND ')})` : '1', params }
    })
    where.clauses.push(`(${alternatives.map((alt) => alt.sql).join(' OR ')})`)
    where.params.push(...alternatives.flatMap((alt) => alt.params))
  }
  addTimeBounds(query, where)
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || RESERVED.has(key)) continue
    const field = ACTION_FIELDS[key]
    if (field) addTermFilter(where, field.expression, value, field.numeric)
    else if (key === 'receipts.receiver') {
      where.clauses.push("EXISTS (SELECT 1 FROM json_each(a.doc, '$.notified') n WHERE n.value = ?)")
      where.params.push(value)
    } else if (key === 'act.authorization.actor' || key === 'act.authorization.permission') {
      // Fields of array elements match when any element has them.
      const field = key.slice('act.authorization.'.length)
      where.clauses.push(
        `EXISTS (SELECT 1 FROM json_each(a.doc, '$.act.authorization') l WHERE json_extract(l.value, '$.${field}') = ?)`,
      )
      where.params.push(value)
    } else if (key.startsWith('receipts.') || key.startsWith('act.')) {
      addTermFilter(where, `json_extract(a.doc, '${jsonPath(key)}')`, value, /^-?\d+(-\d+)?$/.test(value))
    }
  }
  const whereSql = where.clauses.length ? `WHERE ${where.clauses.join(' AND ')}` : ''
  // With an account the walk follows that account's index, already in global_sequence order.
  const orderBy = `${query.account ? 'x' : 'a'}.global_sequence ${order}`
  const rows = db
    .prepare(`SELECT a.doc AS doc FROM ${from} ${whereSql} ORDER BY ${orderBy} LIMIT ? OFFSET ?`)
    .all(...where.params, limit, skip) as { doc: string }[]
  // An account alone is counted on its index without reading the action documents.
  const countFrom = query.account && where.clauses.length === 1 ? 'history_action_accounts x' : from
  const counted = (
    db
      .prepare(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${countFrom} ${whereSql} LIMIT ${TOTAL_CAP + 1})`)
      .get(...where.params) as { n: number }
  ).n
  return {
    query_time_ms: round(performance.now() - started),
    cached: false,
    lib,
    total: { value: Math.min(counted, TOTAL_CAP), relation: counted > TOTAL_CAP ? 'gte' : 'eq' },
    actions: rows.map((row) => JSON.parse(row.doc) as unknown),
  }
}

const DELTA_COLUMNS: Record<string, string> = {
  code: 'code',
  scope: 'scope',
  table: 'tbl',
  payer: 'payer',
  primary_key: 'primary_key',
  block_num: 'block_num',
}

/** GET /v2/history/get_deltas with Hyperion's parameters and response shape. */
export function getDeltas(db: Db, query: Query) {
  const started = performance.now()
  const { skip, limit, order } = pageParams(query)
  const where: Where = { clauses: [], params: [] }
  addTimeBounds(query, where)
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || ['skip', 'limit', 'sort', 'after', 'before'].includes(key)) continue
    const column = DELTA_COLUMNS[key]
    if (column) addTermFilter(where, column, value, column === 'block_num')
    else if (key === 'present') {
      const present =
        value === 'true' || value === '1' ? 1 : value === 'false' || value === '0' ? 0 : undefined
      if (present === undefined) throw badRequest('present must be true, false, 1 or 0')
      where.clauses.push('present = ?')
      where.params.push(present)
    } else {
      addTermFilter(
        where,
        `json_extract(doc, '${jsonPath(key.startsWith('data.') ? key : `data.${key}`)}')`,
        value,
        false,
      )
    }
  }
  const whereSql = where.clauses.length ? `WHERE ${where.clauses.join(' AND ')}` : ''
  const rows = db
    .prepare(
      `SELECT doc FROM history_deltas ${whereSql} ORDER BY block_num ${order}, id ${order} LIMIT ? OFFSET ?`,
    )
    .all(...where.params, limit, skip) as { doc: string }[]
  const counted = (
    db
      .prepare(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM history_deltas ${whereSql} LIMIT ${TOTAL_CAP + 1})`)
      .get(...where.params) as {
      n: number
    }
  ).n
  return {
    query_time_ms: round(performance.now() - started),
    cached: false,
    total: { value: Math.min(counted, TOTAL_CAP), relation: counted > TOTAL_CAP ? 'gte' : 'eq' },
    deltas: rows.map((row) => JSON.parse(row.doc) as unknown),
  }
}

/** GET /v2/history/get_transaction?id=… */
export function getTransaction(db: Db, id: string | undefined, lib: number) {
  const started = performance.now()
  if (!id || !/^[0-9a-fA-F]{64}$/.test(id)) throw badRequest('id must be a 64-character transaction id')
  const rows = db
    .prepare('SELECT doc, block_num FROM history_actions WHERE trx_id = ? ORDER BY global_sequence')
    .all(id.toLowerCase()) as { doc: string; block_num: number }[]
  return {
    query_time_ms: round(performance.now() - started),
    executed: rows.length > 0,
    cached: false,
    hot_only: false,
    trx_id: id.toLowerCase(),
    lib,
    cached_lib: false,
    actions: rows.map((row) => JSON.parse(row.doc) as unknown),
  }
}

const round = (ms: number) => Math.round(ms * 1000) / 1000
