import type { FastifyPluginAsync } from 'fastify'
import { dstorRoutes } from './dstor-routes.ts'
import { gatewayRoutes } from './gateway-routes.ts'
import { openStorageDb } from './storage-db.ts'
import { storagePaths } from './storage-paths.ts'
import { createTokens } from './tokens.ts'
import { createUploadProcessor } from './upload-processing.ts'
import {
  createStorageQuota,
  DEFAULT_STORAGE_QUOTA_BYTES,
  DEFAULT_UPLOAD_QUOTA_BYTES,
} from './storage-quota.ts'

export { computeCidV0, parseCid, toCidV1Base58 } from './cid.ts'
export type { StorageErrorBody } from './errors.ts'
export type { IpfsAddEntry, UploadStatus } from './upload-status.ts'
export { DEFAULT_STORAGE_QUOTA_BYTES, DEFAULT_UPLOAD_QUOTA_BYTES } from './storage-quota.ts'

/** Where the dStor-shaped API lives on the devnet origin; the network preset's dStor base URL ends here. */
export const DSTOR_PREFIX = '/dstor'
/** Largest file one upload may carry unless told otherwise (20 MB). */
export const DEFAULT_MAX_FILE_BYTES = 20_000_000

export type StorageOptions = {
  /** The devnet's data folder: files go to `${dataDir}/ipfs/`, the index to `${dataDir}/storage.sqlite`. */
  dataDir: string
  /** The clock for token expiry and upload times, in unix milliseconds (tests move it). */
  now?: () => number
  /** Largest accepted file, in bytes; bigger files are refused with 413. */
  maxFileBytes?: number
  /** Path prefix of the dStor-shaped API (default `/dstor`). */
  prefix?: string
  /** Bytes the data directory may hold in files (default 1 GB); an upload past it is refused with 507. */
  quotaBytes?: number
  /** Bytes one upload token may carry (default 100 MB); past it, 413. */
  uploadQuotaBytes?: number
}

/**
 * The devnet's file storage: the dStor upload API under `prefix` (default `/dstor/v1/...`) and the IPFS
 * gateway at `/ipfs/{cid}`, also at `{prefix}/ipfs/{cid}` because dStor serves its files under the same
 * base URL as its API. Register it at the origin root: `app.register(storageRoutes({ dataDir }))`.
 */
export function storageRoutes(options: StorageOptions): FastifyPluginAsync {
  return async (app) => {
    const now = options.now ?? Date.now
    const paths = storagePaths(options.dataDir)
    const db = openStorageDb(paths.database)
    const processor = createUploadProcessor({ db, paths, now })
    await processor.recoverInterrupted()
    app.addHook('onClose', async () => {
      await processor.idle()
      db.close()
    })

    const prefix = options.prefix ?? DSTOR_PREFIX
    const context = {
      db,
      paths,
      processor,
      tokens: createTokens(db, now),
      maxFileBytes: options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES,
      quota: createStorageQuota(db, {
        dataDirBytes: options.quotaBytes ?? DEFAULT_STORAGE_QUOTA_BYTES,
        uploadBytes: options.uploadQuotaBytes ?? DEFAULT_UPLOAD_QUOTA_BYTES,
      }),
    }
    await app.register(dstorRoutes(context), { prefix })
    await app.register(gatewayRoutes(context))
    await app.register(gatewayRoutes(context), { prefix })
  }
}
