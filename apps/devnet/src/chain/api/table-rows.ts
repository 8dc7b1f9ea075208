import type { PlainValue } from '../abi-codec.ts'
import type { Chain } from '../chain.ts'
import { chainErrors } from '../errors.ts'
import {
  encodeSecondaryKey,
  isNameString,
  KEY_TYPES,
  nameFromValue,
  nameValue,
  parseNodeosU64,
  readU64Key,
  renderSecondaryKey,
  u64Key,
  type KeyType,
} from '../keys.ts'
import type { StoredRow } from '../state/tables.ts'

/** get_table_rows parameters, as nodeos reads them (strings for bounds and scope). */
export type TableRowsParams = {
  code: string
  table: string
  scope: string
  json?: boolean
  lower_bound?: string
  upper_bound?: string
  limit?: number
  key_type?: string
  index_position?: string
  encode_type?: string
  reverse?: boolean
  show_payer?: boolean
}

export type TableRowsResult = { rows: unknown[]; more: boolean; next_key: string }

/** nodeos caps a page at 1000 rows when the HTTP deadline applies. */
const MAX_LIMIT = 1000

/** index_position → 0 for primary, n for the n-th secondary index (nodeos's get_table_index_name). */
export function parseIndexPosition(position: string | undefined): number {
  const p = (position ?? '').trim()
  if (p === '' || p === 'first' || p === 'primary' || p === 'one') return 0
  if (p.startsWith('sec') || p === 'two') return 1
  if (p.startsWith('ter') || p.startsWith('th')) return 2
  if (p.startsWith('fou')) return 3
  if (p.startsWith('fi')) return 4
  if (p.startsWith('six')) return 5
  if (p.startsWith('sev')) return 6
  if (p.startsWith('eig')) return 7
  if (p.startsWith('nin')) return 8
  if (p.startsWith('ten')) return 9
  if (!/^\d+$/.test(p)) throw chainErrors.tableQuery(`Invalid index_position: ${p}`)
  const n = Number(p)
  return n < 2 ? 0 : n - 1
}

function toU64Bound(text: string, what: string): bigint {
  const value = parseNodeosU64(text)
  if (value === undefined) {
    throw chainErrors.chainType(
      `Could not convert ${what} string '${text}' to any of the following: uint64_t, valid name, or valid symbol (with or without the precision)`,
    )
  }
  return value
}

function secondaryBound(keyType: KeyType, text: string, what: string): Buffer {
  try {
    switch (keyType) {
      case 'name':
        if (!isNameString(text)) throw new Error()
        return encodeSecondaryKey('name', nameValue(text))
      case 'i64':
        return encodeSecondaryKey('i64', toU64Bound(text, what))
      case 'i128':
        return encodeSecondaryKey('i128', BigInt(text))
      case 'float64': {
        const number = Number(text)
        if (text.trim() === '' || Number.isNaN(number)) throw new Error()
        return encodeSecondaryKey('float64', number)
      }
      case 'sha256':
        return encodeSecondaryKey('sha256', text)
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error) throw error
    throw chainErrors.chainType(`Could not convert ${what} string '${text}' to key type.`)
  }
}

/**
 * get_table_rows with nodeos's semantics: inclusive bounds on the chosen index, `limit` rows, `more`
 * when rows remain in range, `next_key` = the key of the first row not returned.
 */
export function getTableRows(chain: Chain, params: TableRowsParams): TableRowsResult {
  const account = chain.accounts.get(params.code)
  if (!account) throw chainErrors.accountQuery(`Fail to retrieve account for ${params.code}`)
  const abi = chain.abiOf(params.code)
  const rowType = abi?.tableType(params.table)
  // nodeos's order: the index position, then the table (primary) or the key type (secondary).
  const position = parseIndexPosition(params.index_position)
  const keyType = (params.key_type ?? '').trim()
  if (position === 0 && (!abi || !rowType))
    throw chainErrors.tableQuery(`Table ${params.table} is not specified in the ABI`)
  if (position > 0 && !keyType) throw chainErrors.tableQuery('key type required for non-primary index')
  const scope = params.scope === '' ? 0n : toU64Bound(params.scope, 'scope')
  const limit = Math.min(Math.max(0, Math.floor(params.limit ?? 10)), MAX_LIMIT)
  const range: RangeQuery = {
    code: params.code,
    table: params.table,
    scopeKey: u64Key(scope),
    lower: params.lower_bound ?? '',
    upper: params.upper_bound ?? '',
    reverse: params.reverse ?? false,
    limit: limit + 1, // one more than asked: whether there are `more`, and the next key
  }
  const { rows, renderKey } =
    position === 0 ? primaryRange(chain, range, keyType) : secondaryRange(chain, range, keyType, position)

  const more = rows.length > limit
  const page = rows.slice(0, limit)
  const json = params.json ?? false
  const rendered = page.map((row) => {
    let data: PlainValue = row.value.toString('hex')
    if (json && abi && rowType) {
      try {
        data = abi.decode(rowType, row.value, 'nodeos')
      } catch {
        // nodeos falls back to the hex of a row its ABI cannot decode.
      }
    }
    return params.show_payer ? { data, payer: row.payer } : data
  })
  const nextRow = more ? rows[limit] : undefined
  return { rows: rendered, more, next_key: nextRow ? renderKey(nextRow) : '' }
}

/** A range read on one index, with the bounds as the request spelled them. */
type RangeQuery = {
  code: string
  table: string
  scopeKey: Buffer
  lower: string
  upper: string
  reverse: boolean
  limit: number
}

/** Rows read in key order, and how the key of a row is printed as `next_key`. */
type Range = {
  rows: (StoredRow & { skey?: Buffer })[]
  renderKey: (row: StoredRow & { skey?: Buffer }) => string
}

const emptyRange = (lower: Buffer | undefined, upper: Buffer | undefined) =>
  lower !== undefined && upper !== undefined && Buffer.compare(lower, upper) > 0

/** A range of the primary index: bounds read as names with key_type `name`, else as nodeos's uint64. */
function primaryRange(chain: Chain, range: RangeQuery, keyType: string): Range {
  const bound = (text: string, what: string) =>
    text === '' ? undefined : u64Key(keyType === 'name' ? nameBound(text, what) : toU64Bound(text, what))
  const lower = bound(range.lower, 'lower_bound')
  const upper = bound(range.upper, 'upper_bound')
  const { code, table, scopeKey, reverse, limit } = range
  return {
    rows: emptyRange(lower, upper)
      ? []
      : chain.tables.primaryRange(code, table, scopeKey, { lower, upper, reverse, limit }),
    // fc::variant(uint64) prints a number, whatever key_type was asked for.
    renderKey: (row) => readU64Key(row.pk).toString(),
  }
}

/** A range of the `position`th index, whose bounds are read as `keyType`. */
function secondaryRange(chain: Chain, range: RangeQuery, keyType: string, position: number): Range {
  if (!(KEY_TYPES as readonly string[]).includes(keyType))
    throw chainErrors.tableQuery(`Unsupported secondary index type: ${keyType}`)
  const type = keyType as KeyType
  const spec = chain.moduleOf(range.code)?.tables[range.table]
  const indexes = spec && 'primaryKey' in spec ? (spec.indexes ?? []) : []
  const declared = indexes[position - 1]
  const compatible =
    declared &&
    (declared.keyType === type ||
      (declared.keyType !== 'i128' &&
        declared.keyType !== 'float64' &&
        declared.keyType !== 'sha256' &&
        (type === 'i64' || type === 'name')))
  const lower = range.lower === '' ? undefined : secondaryBound(type, range.lower, 'lower_bound')
  const upper = range.upper === '' ? undefined : secondaryBound(type, range.upper, 'upper_bound')
  const { code, table, scopeKey, reverse, limit } = range
  return {
    // An index of another key type is a different nodeos table: it simply has no rows.
    rows:
      !compatible || emptyRange(lower, upper)
        ? []
        : chain.tables.secondaryRange(code, table, scopeKey, position - 1, { lower, upper, reverse, limit }),
    renderKey: (row) => (row.skey ? renderSecondaryKey(type, row.skey) : ''),
  }
}

function nameBound(text: string, what: string): bigint {
  if (!isNameString(text)) throw chainErrors.tableQuery(`Invalid name value for ${what}: ${text}`)
  return nameValue(text)
}

/** get_table_by_scope: the scopes of a contract's table(s), with row counts; `more` is the next scope. */
export function getTableByScope(
  chain: Chain,
  params: {
    code: string
    table?: string
    lower_bound?: string
    upper_bound?: string
    limit?: number
    reverse?: boolean
  },
): { rows: { code: string; scope: string; table: string; payer: string; count: number }[]; more: string } {
  // nodeos walks the table index for the code and never looks the account up.
  const limit = Math.min(Math.max(0, Math.floor(params.limit ?? 10)), MAX_LIMIT)
  const bound = (text: string | undefined, what: string) =>
    text ? u64Key(toU64Bound(text, what)) : undefined
  const rows = chain.tables.scopes(params.code, params.table || undefined, {
    lower: bound(params.lower_bound, 'lower_bound'),
    upper: bound(params.upper_bound, 'upper_bound'),
    reverse: params.reverse,
    limit: limit + 1,
  })
  const next = rows[limit]
  return {
    rows: rows.slice(0, limit).map((row) => ({
      code: params.code,
      scope: nameFromValue(readU64Key(row.scope)),
      table: row.tbl,
      payer: row.payer,
      count: row.count,
    })),
    more: next ? nameFromValue(readU64Key(next.scope)) : '',
  }
}
