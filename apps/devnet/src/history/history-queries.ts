import type { Db } from '../chain/database.ts'
import { isTrue, simpleAction, withActionMeta } from './action-meta.ts'
import type { HyperionAction } from './history-store.ts'
import {
  addTermFilter,
  badRequest,
  addTimeBounds,
  addTimestampFilter,
  checkActionParams,
  jsonField,
  pageParams,
  TOTAL_CAP,
  trackedTotal,
  type Field,
  type Query,
  type Where,
} from './query-filters.ts'

export { HistoryQueryError, MAX_LIMIT } from './query-filters.ts'

/** Action-level fields Hyperion filters on, and where they live. */
const ACTION_FIELDS: Record<string, Field> = {
  global_sequence: { kind: 'number', sql: 'a.global_sequence' },
  block_num: { kind: 'number', sql: 'a.block_num' },
  trx_id: { kind: 'text', sql: 'a.trx_id' },
  producer: { kind: 'text', sql: 'a.producer' },
  'act.account': { kind: 'text', sql: 'a.account' },
  'act.name': { kind: 'text', sql: 'a.name' },
  block_id: jsonField('a.doc', 'block_id'),
  action_ordinal: jsonField('a.doc', 'action_ordinal'),
  creator_action_ordinal: jsonField('a.doc', 'creator_action_ordinal'),
  cpu_usage_us: jsonField('a.doc', 'cpu_usage_us'),
  net_usage_words: jsonField('a.doc', 'net_usage_words'),
}

/** Hyperion's extendedActions: their data is indexed under `@<name>` and filtered as `<name>.<field>`. */
const EXTENDED_ACTIONS = new Set([
  'transfer',
  'newaccount',
  'updateauth',
  'buyram',
  'buyrambytes',
  'delegatebw',
  'undelegatebw',
  'voteproducer',
])

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

/** get_actions as a client asked for it: with `simple=true` Hyperion answers `simple_actions` instead. */
export function getActionsAnswer(db: Db, query: Query, lib: number) {
  const { actions, ...rest } = getActions(db, query, lib)
  if (!isTrue(query.simple)) return { ...rest, actions }
  return { ...rest, simple_actions: actions.map((action) => simpleAction(action, lib)) }
}

/** GET /v2/history/get_actions with Hyperion's parameters and response shape. */
export function getActions(db: Db, query: Query, lib: number) {
  const started = performance.now()
  checkActionParams(query)
  const { skip, limit, order } = pageParams(query, 'refuse')
  const cap = trackedTotal(query)
  const where: Where = { clauses: [], params: [] }
  let from = 'history_actions a'
  if (query.account) {
    from = 'history_action_accounts x JOIN history_actions a ON a.global_sequence = x.global_sequence'
    where.clauses.push('x.account = ?')
    where.params.push(query.account)
  }
  if (query.filter) {
    // Entries that are not `code:name` (or are `*:*`) filter nothing, as in Hyperion.
    const alternatives = query.filter.split(',').flatMap((entry) => {
      const parts = entry.split(':')
      if (entry === '*:*' || parts.length !== 2) return []
      const [code, name] = parts
      const terms: { sql: string; param: string }[] = []
      if (code && code !== '*') terms.push({ sql: 'a.account = ?', param: code })
      if (name && name !== '*') terms.push({ sql: 'a.name = ?', param: name })
      return terms.length ? [terms] : []
    })
    if (alternatives.length) {
      where.clauses.push(
        `(${alternatives.map((terms) => `(${terms.map((t) => t.sql).join(' AND ')})`).join(' OR ')})`,
      )
      where.params.push(...alternatives.flatMap((terms) => terms.map((t) => t.param)))
    }
  }
  addTimeBounds(query, where)
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || RESERVED.has(key)) continue
    const field = ACTION_FIELDS[key]
    if (field) addTermFilter(where, field, value)
    else if (key === '@timestamp') addTimestampFilter(where, 'a.time_ms', value)
    else if (EXTENDED_ACTIONS.has(key.split('.')[0] ?? '') && key.includes('.')) {
      // Hyperion copies these actions' data to `@<action>.*`; `transfer.to` means act.data.to of transfers.
      const [action = '', ...rest] = key.split('.')
      where.clauses.push('a.name = ?')
      where.params.push(action)
      addTermFilter(where, jsonField('a.doc', `act.data.${rest.join('.')}`), value)
    } else if (key === 'receipts.receiver') {
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
      addTermFilter(where, jsonField('a.doc', key), value)
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
      .prepare(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${countFrom} ${whereSql} LIMIT ?)`)
      .get(...where.params, cap + 1) as { n: number }
  ).n
  const actions = rows.map((row) => withActionMeta(JSON.parse(row.doc) as HyperionAction))
  return {
    query_time_ms: round(performance.now() - started),
    cached: false,
    lib,
    total: { value: Math.min(counted, cap), relation: counted > cap ? 'gte' : 'eq' },
    actions,
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
  const { skip, limit, order } = pageParams(query, 'cap')
  const where: Where = { clauses: [], params: [] }
  addTimeBounds(query, where)
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || ['skip', 'limit', 'sort', 'after', 'before'].includes(key)) continue
    const column = DELTA_COLUMNS[key]
    if (column) addTermFilter(where, { kind: column === 'block_num' ? 'number' : 'text', sql: column }, value)
    else if (key === 'present') {
      const present =
        value === 'true' || value === '1' ? 1 : value === 'false' || value === '0' ? 0 : undefined
      if (present === undefined) throw badRequest('present must be true, false, 1 or 0')
      where.clauses.push('present = ?')
      where.params.push(present)
    } else {
      addTermFilter(where, jsonField('doc', key.startsWith('data.') ? key : `data.${key}`), value)
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

/** GET /v2/history/get_transaction?id=… (Hyperion searches any id; `actions` only when found). */
export function getTransaction(db: Db, id: string | undefined, lib: number) {
  const started = performance.now()
  if (id === undefined) throw badRequest("querystring must have required property 'id'")
  const rows = db
    .prepare('SELECT doc, block_num FROM history_actions WHERE trx_id = ? ORDER BY global_sequence')
    .all(id.toLowerCase()) as { doc: string; block_num: number }[]
  return {
    query_time_ms: round(performance.now() - started),
    executed: rows.length > 0,
    cached: false,
    hot_only: false,
    trx_id: id,
    lib,
    cached_lib: false,
    ...(rows.length > 0
      ? { actions: rows.map((row) => withActionMeta(JSON.parse(row.doc) as HyperionAction)) }
      : {}),
  }
}

const round = (ms: number) => Math.round(ms * 1000) / 1000
