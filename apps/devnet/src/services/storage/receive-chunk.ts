import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { FastifyRequest } from 'fastify'
import { StorageError } from './errors.ts'
import { fileName } from './file-name.ts'
import type { UploadPartRow } from './storage-db.ts'
import type { UploadMeter } from './storage-quota.ts'

/** Most files one upload request (one dStor "chunk") may carry. */
export const MAX_FILES_PER_CHUNK = 100

export type ReceivedFile = Omit<UploadPartRow, 'upload_id' | 'position'>

export const formatBytes = (bytes: number) =>
  bytes >= 1_000_000 ? `${+(bytes / 1_000_000).toFixed(2)} MB` : `${bytes} bytes`

function isSystemError(error: unknown): boolean {
  return error instanceof Error && 'errno' in error
}

/** Why the multipart parser gave up, in words a client can act on. */
function multipartError(error: unknown, maxFileBytes: number): unknown {
  if (error instanceof StorageError || isSystemError(error)) return error
  const code = error instanceof Error && 'code' in error ? error.code : undefined
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new StorageError(
      413,
      'TOO_MANY_FILES',
      `One upload request may carry at most ${MAX_FILES_PER_CHUNK} files; nothing was stored`,
    )
  }
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(undefined, maxFileBytes)
  const reason = error instanceof Error ? error.message : String(error)
  return new StorageError(
    400,
    'MALFORMED_MULTIPART',
    `The multipart/form-data body could not be read: ${reason}`,
  )
}

function fileTooLarge(name: string | undefined, maxFileBytes: number): StorageError {
  const which = name ? `"${name}"` : 'A file'
  return new StorageError(
    413,
    'FILE_TOO_LARGE',
    `${which} is larger than the ${formatBytes(maxFileBytes)} limit for one file; nothing was stored`,
  )
}

/**
 * Reads every file part of one upload request into `folder`, streaming to disk. Either all of them are
 * received and returned, or the request is refused and none of its files remain. Fields that are not
 * files are ignored, as dStor does; the field names do not matter.
 */
export async function receiveChunk(
  request: FastifyRequest,
  folder: string,
  options: { maxFileBytes: number; comment: string | null; meter: UploadMeter },
): Promise<ReceivedFile[]> {
  if (!request.isMultipart()) {
    throw new StorageError(415, 'NOT_MULTIPART', 'Send the files as multipart/form-data')
  }
  const received: ReceivedFile[] = []
  const written: string[] = []
  try {
    await mkdir(folder, { recursive: true })
    const limits = {
      fileSize: options.maxFileBytes,
      files: MAX_FILES_PER_CHUNK,
      parts: MAX_FILES_PER_CHUNK + 100,
    }
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file') continue
      const name = fileName(part.filename)
      const tempFile = join(folder, randomUUID())
      written.push(tempFile)
      const output = createWriteStream(tempFile, { flags: 'wx' })
      // Counted as it streams: past a quota nothing more reaches the disk. The rest of the part is
      // still read (and dropped), so the connection stays usable for the refusal and what follows.
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          callback(null, options.meter.add(chunk.length) ? chunk : undefined)
        },
      })
      await pipeline(part.file, counted, output)
      const overQuota = options.meter.refusal()
      if (overQuota) throw overQuota
      if (part.file.truncated) throw fileTooLarge(name, options.maxFileBytes)
      received.push({ name, comment: options.comment, temp_file: tempFile, size: output.bytesWritten })
    }
  } catch (error) {
    await Promise.all(written.map((path) => rm(path, { force: true })))
    throw multipartError(error, options.maxFileBytes)
  }
  if (received.length === 0) {
    throw new StorageError(
      400,
      'NO_FILE',
      'The multipart/form-data body has no file part; nothing was stored',
    )
  }
  return received
}
