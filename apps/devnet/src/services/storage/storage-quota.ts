import { StorageError } from './errors.ts'
import { formatBytes } from './receive-chunk.ts'
import type { StorageDb } from './storage-db.ts'

/** Bytes the storage service keeps in one data directory unless told otherwise (1 GB). */
export const DEFAULT_STORAGE_QUOTA_BYTES = 1_000_000_000
/** Bytes one upload token may carry, over all its upload requests, unless told otherwise (100 MB). */
export const DEFAULT_UPLOAD_QUOTA_BYTES = 100_000_000

export type StorageQuotaLimits = { dataDirBytes: number; uploadBytes: number }

/**
 * Counts the bytes of one upload request as they arrive. `add` answers false once a quota would be
 * passed (and from then on); `refusal` is the error to answer with then.
 */
export type UploadMeter = { add(bytes: number): boolean; refusal(): StorageError | undefined; done(): void }

/**
 * The storage quotas: what the data directory holds (stored files, waiting chunks and the requests
 * being received right now) and what one upload token has brought. Free tokens cannot fill the disk:
 * whatever their number, writes stop at the data directory's quota.
 */
export function createStorageQuota(db: StorageDb, limits: StorageQuotaLimits) {
  // Bytes of requests still being received, which the database does not know of yet.
  let receiving = 0
  return {
    limits,
    /** A meter for one upload request of `uploadId`; call `done` when it ends, received or refused. */
    meter(uploadId: number): UploadMeter {
      const ofUpload = db.uploadBytes(uploadId)
      let mine = 0
      let refusal: StorageError | undefined
      const check = (): StorageError | undefined => {
        if (ofUpload + mine > limits.uploadBytes)
          return new StorageError(
            413,
            'UPLOAD_QUOTA_EXCEEDED',
            `One upload token may carry at most ${formatBytes(limits.uploadBytes)}; nothing of this request was stored`,
          )
        // Read afresh each time: a request that ended meanwhile moved its bytes from `receiving` to the
        // database (for a moment they count twice, never zero times).
        if (db.usedBytes() + receiving > limits.dataDirBytes)
          return new StorageError(
            507,
            'STORAGE_FULL',
            `The devnet's storage is full (${formatBytes(limits.dataDirBytes)} quota); nothing of this request was stored`,
          )
        return undefined
      }
      return {
        add(bytes) {
          if (refusal) return false
          mine += bytes
          receiving += bytes
          refusal = check()
          return refusal === undefined
        },
        refusal: () => refusal,
        done() {
          receiving -= mine
          mine = 0
        },
      }
    },
  }
}

export type StorageQuota = ReturnType<typeof createStorageQuota>
