import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, expect, it, vi } from 'vitest'
import { openDatabase } from './database.ts'
import { WalCheckpointer } from './wal-checkpointer.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** The rows a copy of the database file alone holds: what is in it, not in its write-ahead log. */
function rowsInFileAlone(file: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'wal-file-alone-'))
  dirs.push(dir)
  copyFileSync(file, join(dir, 'chain.sqlite'))
  const copy = new Database(join(dir, 'chain.sqlite'), { readonly: true })
  try {
    // Even the tables are in the log until a checkpoint copies them.
    if (copy.prepare("SELECT 1 FROM sqlite_master WHERE name = 'meta'").get() === undefined) return []
    return copy
      .prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'note'")
      .all()
      .map((row) => row.value)
  } finally {
    copy.close()
  }
}

it('copies committed pages from the write-ahead log into the database file while the node runs', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'wal-checkpointer-'))
  dirs.push(dir)
  const file = join(dir, 'chain.sqlite')
  const db = openDatabase(file)
  db.prepare("INSERT INTO meta (key, value) VALUES ('note', 'committed')").run()
  // Far below the connection's own threshold (10,000 pages): only the checkpointer's thread copies it.
  expect(rowsInFileAlone(file)).toEqual([])

  const checkpointer = new WalCheckpointer(file)
  try {
    // The worker thread starts and checkpoints every 250 ms; this waits for its first round, however late.
    await vi.waitFor(() => expect(rowsInFileAlone(file)).toEqual(['committed']), {
      timeout: 240_000,
      interval: 100,
    })
  } finally {
    checkpointer.close()
    db.close()
  }
})
