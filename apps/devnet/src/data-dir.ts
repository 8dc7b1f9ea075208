import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The data directory cannot hold a chain; the message says what is wrong and what to do. */
export class DataDirError extends Error {
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
    const code = (error as NodeJS.ErrnoException).code ?? ''
    const reason = REASONS[code] ?? (error instanceof Error ? error.message : String(error))
    throw new DataDirError(
      `The data directory "${dataDir}" cannot be used: ${reason} (${code || 'error'}). Free it or choose another with --data.`,
    )
  }
}
