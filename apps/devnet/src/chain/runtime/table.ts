import type { ContractAbi, PlainObject } from '../abi-codec.ts'
import { chainErrors } from '../errors.ts'
import { encodeSecondaryKey, nameValue, readU64Key, toU64, u64Key, type KeyValue } from '../keys.ts'
import type { StoredRow, TableStore } from '../state/tables.ts'
import type { IndexSpec, RowsQuery, Scope, Singleton, Table, TableSpec } from './contract.ts'

/** A change to a contract row, kept for history (get_deltas) and account RAM deltas. */
export type TableDelta = {
  code: string
  scope: bigint
  table: string
  primaryKey: bigint
  payer: string
  present: boolean
  value: Buffer
}

/** What a table handle needs from the chain. */
export type TableHost = {
  readonly store: TableStore
  abiOf(code: string): ContractAbi | undefined
  specOf(code: string, table: string): TableSpec<never> | undefined
  recordDelta(delta: TableDelta): void
}

/**
 * Converts a scope as contracts give it to its uint64 value: a decimal string is a number (uint64
 * fields such as `case_id` arrive as strings, and get_table_rows reads scope "5" the same way),
 * any other string a name.
 */
export function scopeValue(scope: Scope): bigint {
  if (typeof scope === 'string') return /^\d+$/.test(scope) ? toU64(scope) : nameValue(scope)
  return toU64(scope)
}

type Row = PlainObject

/** One table in one scope of one contract, as multi_index presents it. */
export class TableHandle implements Table<Row> {
  private readonly host: TableHost
  private readonly code: string
  private readonly table: string
  private readonly scope: bigint
  private readonly scopeKey: Buffer
  private readonly writable: boolean
  private readonly abi: ContractAbi
  private readonly rowType: string
  private readonly primaryKeyOf: (row: Row) => bigint
  /** A key a handler gives, as the table's key type reads it. */
  private readonly keyOf: (key: KeyValue) => bigint
  private readonly indexes: readonly IndexSpec<Row>[]

  constructor(host: TableHost, code: string, table: string, scope: Scope, writable: boolean) {
    this.host = host
    this.code = code
    this.table = table
    this.scope = scopeValue(scope)
    this.scopeKey = u64Key(this.scope)
    this.writable = writable
    const abi = host.abiOf(code)
    const rowType = abi?.tableType(table)
    const spec = host.specOf(code, table) as TableSpec<Row> | undefined
    if (!abi || !rowType || !spec) throw new Error(`table ${table} is not declared by ${code}`)
    this.abi = abi
    this.rowType = rowType
    if ('singleton' in spec) {
      const key = nameValue(table)
      this.primaryKeyOf = () => key
      this.keyOf = toU64
      this.indexes = []
    } else {
      this.primaryKeyOf = spec.primaryKey
      this.keyOf = spec.keyOf
      this.indexes = spec.indexes ?? []
    }
  }

  find(primaryKey: KeyValue): Row | undefined {
    const stored = this.host.store.find(this.code, this.table, this.scopeKey, u64Key(this.keyOf(primaryKey)))
    return stored ? this.decode(stored.value) : undefined
  }

  get(primaryKey: KeyValue, message = 'unable to find key'): Row {
    const row = this.find(primaryKey)
    if (!row) throw chainErrors.assert(message)
    return row
  }

  rows(query: RowsQuery = {}): Row[] {
    return this.walk(query).map((stored) => this.decode(stored.value))
  }

  lowerBound(key: KeyValue, index?: string | number): Row | undefined {
    return this.rows({ index, lower: key, limit: 1 })[0]
  }

  upperBound(key: KeyValue, index?: string | number): Row | undefined {
    const position = this.indexPosition(index)
    if (position === 0) {
      const next = this.keyOf(key) + 1n
      return next > 0xffffffffffffffffn ? undefined : this.rows({ lower: next, limit: 1 })[0]
    }
    const spec = this.indexes[position - 1]
    if (!spec) return undefined
    // Keys of one type have one length, so the smallest key above `key` is its bytes plus one.
    const next = Buffer.from(encodeSecondaryKey(spec.keyType, key))
    let i = next.length - 1
    for (; i >= 0 && next[i] === 0xff; i--) next[i] = 0
    if (i < 0) return undefined
    next[i] = (next[i] ?? 0) + 1
    const [first] = this.host.store.secondaryRange(this.code, this.table, this.scopeKey, position - 1, {
      lower: next,
      limit: 1,
    })
    return first ? this.decode(first.value) : undefined
  }

  availablePrimaryKey(): bigint {
    const last = this.host.store.lastPrimaryKey(this.code, this.table, this.scopeKey)
    return last ? readU64Key(last) + 1n : 0n
  }

  emplace(payer: string, row: Row): Row {
    this.assertWritable()
    const value = this.encode(row)
    const stored = this.decode(value)
    const pk = this.primaryKeyOf(stored)
    const pkKey = u64Key(pk)
    if (this.host.store.find(this.code, this.table, this.scopeKey, pkKey)) {
      throw chainErrors.assert('could not insert object, most likely a uniqueness constraint was violated')
    }
    this.host.store.insert(
      this.code,
      this.table,
      { scope: this.scopeKey, pk: pkKey, payer, value },
      this.secondaryKeys(stored),
    )
    this.host.recordDelta(this.delta(pk, payer, true, value))
    return stored
  }

  modify(primaryKey: KeyValue, payer: string | undefined, update: Partial<Row> | ((row: Row) => Row)): Row {
    this.assertWritable()
    const pk = this.keyOf(primaryKey)
    const pkKey = u64Key(pk)
    const current = this.host.store.find(this.code, this.table, this.scopeKey, pkKey)
    if (!current) throw chainErrors.assert('cannot pass end iterator to modify')
    const before = this.decode(current.value)
    const next: Row =
      typeof update === 'function' ? update(structuredClone(before)) : ({ ...before, ...update } as Row)
    const value = this.encode(next)
    const after = this.decode(value)
    if (this.primaryKeyOf(after) !== pk) {
      throw chainErrors.assert('updater cannot change primary key when modifying an object')
    }
    const newPayer = payer ?? current.payer
    this.host.store.update(
      this.code,
      this.table,
      { scope: this.scopeKey, pk: pkKey, payer: newPayer, value },
      this.secondaryKeys(before),
      this.secondaryKeys(after),
    )
    this.host.recordDelta(this.delta(pk, newPayer, true, value))
    return after
  }

  erase(primaryKey: KeyValue): void {
    this.assertWritable()
    const pk = this.keyOf(primaryKey)
    const pkKey = u64Key(pk)
    const current = this.host.store.find(this.code, this.table, this.scopeKey, pkKey)
    if (!current) throw chainErrors.assert('attempt to remove object that was not in multi_index')
    this.host.store.remove(
      this.code,
      this.table,
      this.scopeKey,
      pkKey,
      this.secondaryKeys(this.decode(current.value)),
    )
    this.host.recordDelta(this.delta(pk, current.payer, false, current.value))
  }

  private walk(query: RowsQuery): StoredRow[] {
    const limit = query.limit ?? Number.MAX_SAFE_INTEGER
    const position = this.indexPosition(query.index)
    if (position === 0) {
      return this.host.store.primaryRange(this.code, this.table, this.scopeKey, {
        lower: query.lower === undefined ? undefined : u64Key(this.keyOf(query.lower)),
        upper: query.upper === undefined ? undefined : u64Key(this.keyOf(query.upper)),
        reverse: query.reverse,
        limit,
      })
    }
    const spec = this.indexes[position - 1]
    if (!spec) throw new Error(`${this.code}/${this.table} has no index ${String(query.index)}`)
    return this.host.store.secondaryRange(this.code, this.table, this.scopeKey, position - 1, {
      lower: query.lower === undefined ? undefined : encodeSecondaryKey(spec.keyType, query.lower),
      upper: query.upper === undefined ? undefined : encodeSecondaryKey(spec.keyType, query.upper),
      reverse: query.reverse,
      limit,
    })
  }

  /** 0 = primary, n = the n-th secondary index; accepts get_table_rows positions (1-based) and names. */
  private indexPosition(index: string | number | undefined): number {
    if (index === undefined || index === 1 || index === 'primary') return 0
    if (typeof index === 'number') return index - 1
    const found = this.indexes.findIndex((spec) => spec.name === index)
    if (found < 0) throw new Error(`${this.code}/${this.table} has no index ${index}`)
    return found + 1
  }

  private secondaryKeys(row: Row): Buffer[] {
    return this.indexes.map((spec) => encodeSecondaryKey(spec.keyType, spec.key(row)))
  }

  private encode(row: Row): Buffer {
    return Buffer.from(this.abi.encode(this.rowType, row))
  }

  private decode(value: Uint8Array): Row {
    return this.abi.decode(this.rowType, value) as Row
  }

  private delta(primaryKey: bigint, payer: string, present: boolean, value: Buffer): TableDelta {
    return { code: this.code, scope: this.scope, table: this.table, primaryKey, payer, present, value }
  }

  private assertWritable(): void {
    if (!this.writable) throw chainErrors.assert(`cannot modify a table of ${this.code}`)
  }
}

/** A singleton: one row keyed by the table name. */
export class SingletonHandle implements Singleton<Row> {
  private readonly handle: TableHandle
  private readonly key: bigint

  constructor(handle: TableHandle, table: string) {
    this.handle = handle
    this.key = nameValue(table)
  }

  exists(): boolean {
    return this.handle.find(this.key) !== undefined
  }

  get(message = 'singleton does not exist'): Row {
    return this.handle.get(this.key, message)
  }

  getOr(fallback: Row): Row {
    return this.handle.find(this.key) ?? fallback
  }

  set(value: Row, payer: string): void {
    if (this.exists()) this.handle.modify(this.key, payer, () => value)
    else this.handle.emplace(payer, value)
  }

  remove(): void {
    if (this.exists()) this.handle.erase(this.key)
  }
}
