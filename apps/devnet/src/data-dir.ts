import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { StartupError } from './startup-error.ts'

/** The data directory cannot hold a chain; the message says what is wrong and what to do. */
export class DataDirError extends StartupError {
  override name = 'DataDirError'
}

const REASONS: Record<string, string> = {
  EEXIST: 'a file of that name is in the way',
  ENOTDIR: 'part of the path is a file, not a folder',
  EACCES: 'this user may not write there',
  EPERM: 'this user may not write there',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
}

/**
 * Makes sure `dataDir` is a folder this process can write before the chain opens in it: a read-only,
 * full or misnamed data directory stops the devnet at start-up with a plain message, instead of a
 * stack trace or a chain that fails on its first block.
 */
export function ensureWritableDataDir(dataDir: string): void {
  const probe = join(dataDir, `.write-probe-${process.pid}`)
  try {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(probe, 'ok')
    rmSync(probe, { force: true })
  } catch (error) {
    throw unusable(dataDir, error)
  }
}

function unusable(dataDir: string, error: unknown): DataDirError {
  const code = (error as NodeJS.ErrnoException).code ?? ''
  const reason = REASONS[code] ?? (error instanceof Error ? error.message : String(error))
  return new DataDirError(
    `The data directory "${dataDir}" cannot be used: ${reason} (${code || 'error'}). Free it or choose another with --data.`,
  )
}

/** The file whose exclusive SQLite lock marks a data directory as taken. */
const LOCK_FILE = 'devnet.lock'
/** Beside it, the pid of the process holding the lock, so a refused devnet can name it. */
const PID_FILE = 'devnet.pid'

/** A data directory held by this process until `release`. */
export type DataDirLock = { readonly dataDir: string; release(): void }

/**
 * Takes `dataDir` for this process alone: two devnets writing one chain.sqlite would fork it under each
 * other. The lock is SQLite's own exclusive lock on `devnet.lock` (a POSIX record lock), held by an
 * open transaction that never commits. The kernel drops it when the process ends in any way, kill -9
 * included, so there is never a stale lock to judge by pid or age; a second open in the same process
 * is refused as well. A directory already taken throws a DataDirError naming the holder's pid.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  let db: Database.Database | undefined
  try {
    mkdirSync(dataDir, { recursive: true })
    // No busy wait: a directory in use is reported at once, not after a timeout.
    db = new Database(join(dataDir, LOCK_FILE), { timeout: 0 })
    db.pragma('locking_mode = EXCLUSIVE')
    db.exec('BEGIN EXCLUSIVE')
    writeFileSync(join(dataDir, PID_FILE), `${process.pid}\n`)
  } catch (error) {
    db?.close()
    if ((error as { code?: string }).code === 'SQLITE_BUSY')
      throw new DataDirError(
        `The data directory "${dataDir}" is in use by another devnet (${holder(dataDir)}). Stop that one first, or choose another directory with --data.`,
      )
    throw unusable(dataDir, error)
  }
  const held = db
  return {
    dataDir,
    release() {
      if (!held.open) return
      rmSync(join(dataDir, PID_FILE), { force: true })
      held.close()
    },
  }
}

/** "pid 1234" of the lock's holder, as far as its pid file tells. */
function holder(dataDir: string): string {
  const pid = Number.parseInt(readFileSafe(join(dataDir, PID_FILE)), 10)
  // The holder writes its pid just after taking the lock; a reader in between sees none yet.
  return Number.isSafeInteger(pid) && pid > 0 ? `pid ${pid}` : 'pid not yet recorded'
}

function readFileSafe(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return ''
  }
}

/**
 * Empties a data directory this process holds (`--fresh`), keeping the lock: deleting the locked file
 * would let a second devnet lock a new one beside this one.
 */
export function clearDataDir(lock: DataDirLock): void {
  for (const name of readdirSync(lock.dataDir)) {
    if (name === PID_FILE || name.startsWith(LOCK_FILE)) continue
    rmSync(join(lock.dataDir, name), { recursive: true, force: true })
  }
}
