import Database from 'better-sqlite3'

export type Db = Database.Database

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS accounts (
  name TEXT PRIMARY KEY,
  created_ms INTEGER NOT NULL,
  privileged INTEGER NOT NULL DEFAULT 0,
  abi BLOB,
  abi_hash TEXT,
  last_code_update_ms INTEGER NOT NULL DEFAULT 0,
  recv_sequence INTEGER NOT NULL DEFAULT 0,
  auth_sequence INTEGER NOT NULL DEFAULT 0,
  code_sequence INTEGER NOT NULL DEFAULT 0,
  abi_sequence INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS permissions (
  account TEXT NOT NULL,
  name TEXT NOT NULL,
  parent TEXT NOT NULL,
  auth TEXT NOT NULL,
  last_updated_ms INTEGER NOT NULL,
  PRIMARY KEY (account, name)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS permission_links (
  account TEXT NOT NULL,
  code TEXT NOT NULL,
  type TEXT NOT NULL,
  requirement TEXT NOT NULL,
  PRIMARY KEY (account, code, type)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS blocks (
  num INTEGER PRIMARY KEY,
  id TEXT NOT NULL,
  previous TEXT NOT NULL,
  time_ms INTEGER NOT NULL,
  producer TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS transactions (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  block_num INTEGER NOT NULL,
  expiration_ms INTEGER NOT NULL,
  trace TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS transactions_block ON transactions (block_num);
CREATE TABLE IF NOT EXISTS resource_usage (
  account TEXT PRIMARY KEY,
  cpu_us REAL NOT NULL,
  updated_ms INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS contract_rows (
  code TEXT NOT NULL,
  tbl TEXT NOT NULL,
  scope BLOB NOT NULL,
  pk BLOB NOT NULL,
  payer TEXT NOT NULL,
  value BLOB NOT NULL,
  PRIMARY KEY (code, tbl, scope, pk)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS contract_index (
  code TEXT NOT NULL,
  tbl TEXT NOT NULL,
  scope BLOB NOT NULL,
  idx INTEGER NOT NULL,
  skey BLOB NOT NULL,
  pk BLOB NOT NULL,
  PRIMARY KEY (code, tbl, scope, idx, skey, pk)
) WITHOUT ROWID;
`

/**
 * Opens (or creates) the chain database. WAL with synchronous=NORMAL: a commit is in the WAL before
 * the call returns, so a killed process never loses an acknowledged transaction.
 */
export function openDatabase(file: string): Db {
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = OFF')
  db.pragma('cache_size = -32000')
  // The node checkpoints from a worker (wal-checkpointer.ts); this connection does it itself only
  // past 10,000 WAL pages (~40 MB), a bound for when no worker runs (tools, tests).
  db.pragma('wal_autocheckpoint = 10000')
  db.exec(SCHEMA)
  return db
}

/** Reads and writes the small key/value facts of the chain (chain id, clock offset, counters). */
export class MetaStore {
  private readonly getStmt
  private readonly setStmt

  constructor(db: Db) {
    this.getStmt = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?')
    this.setStmt = db.prepare(
      'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
    )
  }

  get(key: string): string | undefined {
    return this.getStmt.get(key)?.value
  }

  set(key: string, value: string | number | bigint): void {
    this.setStmt.run(key, String(value))
  }
}
