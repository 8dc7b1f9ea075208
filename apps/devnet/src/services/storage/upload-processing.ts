import { createReadStream } from 'node:fs'
import { readdir, rename, rm, stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { computeCidV0 } from './cid.ts'
import { detectContentType } from './content-type.ts'
import type { StoragePaths } from './storage-paths.ts'
import type { StorageDb, UploadStage } from './storage-db.ts'

type Dependencies = { db: StorageDb; paths: StoragePaths; now: () => number }

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Turns an upload whose chunks have all arrived into stored files, as dStor does: ADDING_TO_IPFS (hash
 * every file into its CIDv0 and detect its type), SAVING_DATA (move each file into place, then index all
 * of them in one transaction), DONE. Any failure leaves the upload in ERROR with nothing of it stored.
 */
export function createUploadProcessor({ db, paths, now }: Dependencies) {
  // One upload at a time: two uploads of the same bytes can then never race over one stored file.
  let queue: Promise<void> = Promise.resolve()

  async function isAlreadyStored(path: string, size: number): Promise<boolean> {
    const existing = await stat(path).catch(() => undefined)
    return existing !== undefined && existing.isFile() && existing.size === size
  }

  async function processUpload(uploadId: number): Promise<void> {
    const upload = db.upload(uploadId)
    if (!upload) return
    const parts = db.parts(uploadId)
    const placed: string[] = []
    let stage: UploadStage = 'ADDING_TO_IPFS'
    try {
      db.setStage(uploadId, stage)
      const hashed = []
      for (const part of parts) {
        const { cid, dagSize } = await computeCidV0(createReadStream(part.temp_file))
        hashed.push({ part, cid, dagSize, contentType: await detectContentType(part.temp_file) })
      }

      stage = 'SAVING_DATA'
      db.setStage(uploadId, stage)
      for (const { part, cid } of hashed) {
        const target = paths.storedFile(cid)
        // Same CID, same bytes: a file stored before is reused rather than replaced.
        if (await isAlreadyStored(target, part.size)) continue
        try {
          await rename(part.temp_file, target)
        } catch (error) {
          throw new Error(`could not save "${part.name}" as ${cid}: ${errorText(error)}`, { cause: error })
        }
        placed.push(target)
      }
      // Clean up before the final state is recorded, so whoever sees DONE or ERROR sees the end state.
      await rm(paths.incoming(uploadId), { recursive: true, force: true })
      const storedAt = now()
      db.completeUpload(
        uploadId,
        hashed.map(({ part, cid, dagSize, contentType }) => ({
          cid,
          size: part.size,
          dag_size: dagSize,
          name: part.name,
          content_type: contentType,
          folder_path: upload.folder_path,
          comment: part.comment,
          stored_at: storedAt,
        })),
      )
    } catch (error) {
      // Files this upload moved into place are not indexed yet and nothing else refers to them.
      await Promise.all(placed.map((path) => rm(path, { force: true })))
      await rm(paths.incoming(uploadId), { recursive: true, force: true })
      db.setError(uploadId, errorText(error), stage)
      db.clearParts(uploadId)
    }
  }

  /**
   * After a restart, before any request: removes from `.incoming` what no acknowledged chunk refers to —
   * the files of a request the devnet was still receiving when it stopped (never answered, so its client
   * sends it again), and the folder of an upload that is over or unknown. The files of chunks already
   * acknowledged, waiting for the rest of their upload, stay.
   */
  async function removeUnacknowledged(): Promise<void> {
    for (const name of await readdir(paths.incomingDir)) {
      const folder = join(paths.incomingDir, name)
      const upload = /^\d+$/.test(name) ? db.upload(Number(name)) : undefined
      if (upload?.stage !== 'UPLOADING') {
        await rm(folder, { recursive: true, force: true })
        continue
      }
      // By name: the recorded path is spelled with the data directory as the devnet was started then.
      const kept = new Set(db.parts(upload.id).map((part) => basename(part.temp_file)))
      const files = await readdir(folder).catch(() => [])
      await Promise.all(
        files
          .filter((file) => !kept.has(file))
          .map((file) => rm(join(folder, file), { recursive: true, force: true })),
      )
    }
  }

  /** Queues an upload for processing; get-status reports how far it got. */
  function start(uploadId: number): void {
    // processUpload records its own failures; this only guards the queue against a broken database.
    queue = queue.then(() => processUpload(uploadId)).catch((error: unknown) => console.error(error))
  }

  return {
    start,
    /** Resolves once every queued upload has finished, so the database can be closed safely. */
    idle: (): Promise<void> => queue,
    /**
     * After a restart. Uploads that were being processed when the devnet stopped can not be resumed (a
     * rename may have happened without its index row), so they end in ERROR and their client is told to
     * upload again. Uploads that were still waiting for their turn have every chunk on disk and nothing
     * moved yet, so they are queued again; left alone they would stay in UPLOADING with all chunks
     * received, which no later request can move on.
     */
    async recoverInterrupted(): Promise<void> {
      for (const upload of db.uploadsBeingProcessed()) {
        db.setError(
          upload.id,
          'The devnet stopped while this upload was being processed; upload it again',
          upload.stage,
        )
        db.clearParts(upload.id)
        await rm(paths.incoming(upload.id), { recursive: true, force: true })
      }
      await removeUnacknowledged()
      for (const upload of db.uploadsQueued()) start(upload.id)
    },
  }
}

export type UploadProcessor = ReturnType<typeof createUploadProcessor>
