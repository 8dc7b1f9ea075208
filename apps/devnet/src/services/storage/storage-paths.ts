import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Where the storage service keeps things under the devnet's data folder. Stored files are named by their
 * CIDv0 (base58 characters only, so never a path); chunks being received wait in `.incoming`, on the
 * same file system, so a finished file moves into place with one atomic rename.
 */
export function storagePaths(dataDir: string) {
  const ipfsDir = join(dataDir, 'ipfs')
  const incomingDir = join(ipfsDir, '.incoming')
  mkdirSync(incomingDir, { recursive: true })
  return {
    database: join(dataDir, 'storage.sqlite'),
    incomingDir,
    storedFile: (cidV0: string) => join(ipfsDir, cidV0),
    incoming: (uploadId: number) => join(incomingDir, String(uploadId)),
  }
}

export type StoragePaths = ReturnType<typeof storagePaths>
