import type { Statement } from 'better-sqlite3'
import type { Db } from '../database.ts'

/** One stored row: keys are sortable byte strings (see keys.ts), the value is the ABI-packed row. */
export type StoredRow = { scope: Buffer; pk: Buffer; payer: string; value: Buffer }
export type IndexedRow = StoredRow & { skey: Buffer }

/** A walk over one index: inclusive bounds, direction and a row limit. */
export type RangeQuery = { lower?: Buffer; upper?: Buffer; reverse?: boolean; limit: number }

/**
 * Contract tables as nodeos keeps them: rows by (code, table, scope, primary key) and, for each
 * secondary index, entries (index number, secondary key, primary key). Binary only; the ABI layer
 * above turns rows into JSON.
 */
export class TableStore {
  private readonly db: Db
  private readonly stmts
  private writes = 0
  private readonly rangeCache = new Map<string, Statement<unknown[]>>()

  constructor(db: Db) {
    this.db = db
    this.stmts = {
      find: db.prepare<[string, string, Buffer, Buffer], StoredRow>(
        'SELECT scope, pk, payer, value FROM contract_rows WHERE code = ? AND tbl = ? AND scope = ? AND pk = ?',
      ),
      insert: db.prepare(
        'INSERT INTO contract_rows (code, tbl, scope, pk, payer, value) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      update: db.prepare(
        'UPDATE contract_rows SET payer = ?, value = ? WHERE code = ? AND tbl = ? AND scope = ? AND pk = ?',
      ),
      remove: db.prepare('DELETE FROM contract_rows WHERE code = ? AND tbl = ? AND scope = ? AND pk = ?'),
      insertIndex: db.prepare(
        'INSERT INTO contract_index (code, tbl, scope, idx, skey, pk) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      removeIndex: db.prepare(
        'DELETE FROM contract_index WHERE code = ? AND tbl = ? AND scope = ? AND idx = ? AND skey = ? AND pk = ?',
      ),
      lastPk: db.prepare<[string, string, Buffer], { pk: Buffer }>(
        'SELECT pk FROM contract_rows WHERE code = ? AND tbl = ? AND scope = ? ORDER BY pk DESC LIMIT 1',
      ),
      secondaryOf: db.prepare<[string, string, Buffer, number, Buffer], { skey: Buffer }>(
        'SELECT skey FROM contract_index WHERE code = ? AND tbl = ? AND scope = ? AND idx = ? AND pk = ?',
      ),
    }
  }

  find(code: string, table: string, scope: Buffer, pk: Buffer): StoredRow | undefined {
    return this.stmts.find.get(code, table, scope, pk)
  }

  /**
   * Bumped on every write (rolled-back ones included), so readers can cache answers for as long
   * as it stays the same.
   */
  get version(): number {
    return this.writes
  }

  /** Marks every cached reading stale (a contract's ABI changed, so its rows render differently). */
  invalidate(): void {
    this.writes += 1
  }

  insert(code: string, table: string, row: StoredRow, secondaryKeys: readonly Buffer[]): void {
    this.writes += 1
    this.stmts.insert.run(code, table, row.scope, row.pk, row.payer, row.value)
    secondaryKeys.forEach((skey, idx) =>
      this.stmts.insertIndex.run(code, table, row.scope, idx, skey, row.pk),
    )
  }

  update(
    code: string,
    table: string,
    row: StoredRow,
    oldKeys: readonly Buffer[],
    newKeys: readonly Buffer[],
  ): void {
    this.writes += 1
    this.stmts.update.run(row.payer, row.value, code, table, row.scope, row.pk)
    newKeys.forEach((skey, idx) => {
      const old = oldKeys[idx]
      if (old && old.equals(skey)) return
      if (old) this.stmts.removeIndex.run(code, table, row.scope, idx, old, row.pk)
      this.stmts.insertIndex.run(code, table, row.scope, idx, skey, row.pk)
    })
  }

  remove(code: string, table: string, scope: Buffer, pk: Buffer, secondaryKeys: readonly Buffer[]): void {
    this.writes += 1
    this.stmts.remove.run(code, table, scope, pk)
    secondaryKeys.forEach((skey, idx) => this.stmts.removeIndex.run(code, table, scope, idx, skey, pk))
  }

  /** The highest primary key in a scope, for available_primary_key. */
  lastPrimaryKey(code: string, table: string, scope: Buffer): Buffer | undefined {
    return this.stmts.lastPk.get(code, table, scope)?.pk
  }

  /** Walks the primary index of one scope. */
  primaryRange(code: string, table: string, scope: Buffer, query: RangeQuery): StoredRow[] {
    const stmt = this.rangeStatement('primary', query)
    const params: unknown[] = [code, table, scope]
    if (query.lower) params.push(query.lower)
    if (query.upper) params.push(query.upper)
    params.push(query.limit)
    return stmt.all(...params) as StoredRow[]
  }

  /** Walks secondary index `idx` (0 = the first secondary index) of one scope, rows in index order. */
  secondaryRange(code: string, table: string, scope: Buffer, idx: number, query: RangeQuery): IndexedRow[] {
    const stmt = this.rangeStatement('secondary', query)
    const params: unknown[] = [code, table, scope, idx]
    if (query.lower) params.push(query.lower)
    if (query.upper) params.push(query.upper)
    params.push(query.limit)
    return stmt.all(...params) as IndexedRow[]
  }

  /** Scopes that hold rows of a contract (optionally one table), in scope order, with row counts. */
  scopes(
    code: string,
    table: string | undefined,
    query: RangeQuery,
  ): { tbl: string; scope: Buffer; payer: string; count: number }[] {
    const where = ['code = ?']
    const params: unknown[] = [code]
    if (table) {
      where.push('tbl = ?')
      params.push(table)
    }
    if (query.lower) {
      where.push('scope >= ?')
      params.push(query.lower)
    }
    if (query.upper) {
      where.push('scope <= ?')
      params.push(query.upper)
    }
    const order = query.reverse ? 'DESC' : 'ASC'
    params.push(query.limit)
    return this.db
      .prepare(
        `SELECT tbl, scope, MIN(payer) AS payer, COUNT(*) AS count FROM contract_rows WHERE ${where.join(' AND ')}
         GROUP BY scope, tbl ORDER BY scope ${order}, tbl ${order} LIMIT ?`,
      )
      .all(...params) as { tbl: string; scope: Buffer; payer: string; count: number }[]
  }

  /** The secondary key a row currently has in index `idx`. */
  secondaryKeyOf(code: string, table: string, scope: Buffer, idx: number, pk: Buffer): Buffer | undefined {
    return this.stmts.secondaryOf.get(code, table, scope, idx, pk)?.skey
  }

  private rangeStatement(kind: 'primary' | 'secondary', query: RangeQuery) {
    const key = `${kind}:${query.lower ? 1 : 0}${query.upper ? 1 : 0}${query.reverse ? 1 : 0}`
    let stmt = this.rangeCache.get(key)
    if (!stmt) {
      const order = query.reverse ? 'DESC' : 'ASC'
      if (kind === 'primary') {
        const bounds = `${query.lower ? ' AND pk >= ?' : ''}${query.upper ? ' AND pk <= ?' : ''}`
        stmt = this.db.prepare(
          `SELECT scope, pk, payer, value FROM contract_rows WHERE code = ? AND tbl = ? AND scope = ?${bounds} ORDER BY pk ${order} LIMIT ?`,
        )
      } else {
        const bounds = `${query.lower ? ' AND i.skey >= ?' : ''}${query.upper ? ' AND i.skey <= ?' : ''}`
        stmt = this.db.prepare(
          `SELECT i.scope AS scope, i.pk AS pk, i.skey AS skey, r.payer AS payer, r.value AS value
           FROM contract_index i JOIN contract_rows r ON r.code = i.code AND r.tbl = i.tbl AND r.scope = i.scope AND r.pk = i.pk
           WHERE i.code = ? AND i.tbl = ? AND i.scope = ? AND i.idx = ?${bounds}
           ORDER BY i.skey ${order}, i.pk ${order} LIMIT ?`,
        )
      }
      this.rangeCache.set(key, stmt)
    }
    return stmt
  }
}
