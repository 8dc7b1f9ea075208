import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, RouteHandlerMethod } from 'fastify'
import { z } from 'zod'
import { StorageError, handleStorageError } from './errors.ts'
import { receiveChunk } from './receive-chunk.ts'
import type { StorageDb } from './storage-db.ts'
import type { StoragePaths } from './storage-paths.ts'
import type { StorageQuota } from './storage-quota.ts'
import type { RouteAccess } from '../../http/route-access.ts'
import type { Tokens } from './tokens.ts'
import type { UploadProcessor } from './upload-processing.ts'
import { pollUploadStatus } from './upload-status.ts'

export type StorageContext = {
  db: StorageDb
  paths: StoragePaths
  tokens: Tokens
  processor: UploadProcessor
  maxFileBytes: number
  quota: StorageQuota
}

/** Most upload requests one upload token may announce. */
export const MAX_CHUNKS = 1000
const MAX_FOLDER_PATH = 255
const MAX_COMMENT = 1000

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

const folderPath = z
  .string()
  .transform((path) => path.split('/').filter(Boolean).join('/'))
  .pipe(
    z
      .string()
      .min(1, 'must name a folder, such as "arbitration/alice"')
      .max(MAX_FOLDER_PATH)
      .refine((path) => !CONTROL_CHARACTERS.test(path), 'must not contain control characters')
      .refine((path) => path.split('/').every((segment) => segment !== '.' && segment !== '..'), {
        message: 'must not contain "." or ".." segments',
      }),
  )

const getTokenBody = z.object({
  chunks_number: z.number().int().min(1).max(MAX_CHUNKS),
  folder_path: folderPath,
})

function parseGetTokenBody(body: unknown) {
  let json = body
  if (typeof body === 'string') {
    try {
      json = JSON.parse(body)
    } catch {
      throw new StorageError(400, 'INVALID_REQUEST', 'The body must be JSON {chunks_number, folder_path}')
    }
  }
  const parsed = getTokenBody.safeParse(json ?? {})
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issue?.path.join('.') || 'body'
    throw new StorageError(400, 'INVALID_REQUEST', `${field}: ${issue?.message ?? 'invalid'}`)
  }
  return parsed.data
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

function commentOf(request: FastifyRequest): string | null {
  const comment = header(request, 'x-dstor-comment')?.trim()
  if (!comment) return null
  if (comment.length > MAX_COMMENT) {
    throw new StorageError(400, 'INVALID_REQUEST', `x-dstor-comment is longer than ${MAX_COMMENT} characters`)
  }
  return comment
}

/**
 * Every call writes (tokens, files): from a browser, only the portal's own pages and an origin named
 * by `--cors-origin`, as a preflighted fetch.
 */
const UPLOADS: RouteAccess = { audience: 'uploads', unsignedWrite: true }

/** dStor paths end in a slash; the devnet answers with or without it. */
function route(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  handler: RouteHandlerMethod,
  access: RouteAccess = UPLOADS,
): void {
  const bare = path.replace(/\/$/, '')
  for (const url of [bare, `${bare}/`]) app.route({ method, url, handler, config: { access } })
}

/** The dStor upload API (temp-token, get-token, upload, get-status), to be registered under a prefix. */
export function dstorRoutes(context: StorageContext): FastifyPluginAsync {
  const { db, paths, tokens, processor, maxFileBytes, quota } = context
  // Chunks of the same upload arrive one after another; a second one racing the first is refused.
  const receiving = new Set<number>()

  return async (app) => {
    // The devnet may already parse multipart elsewhere; our limits go with each read, not the registration.
    if (!app.hasRequestDecorator('isMultipart')) await app.register(fastifyMultipart)
    app.setErrorHandler(handleStorageError)

    route(app, 'GET', '/v1/dev/temp-token', async (request) => {
      const apiKey = header(request, 'api-key')
      if (apiKey === undefined && header(request, 'x-api-key') !== undefined) {
        // Some old dStor client code sent x-api-key; the real service would refuse it too.
        throw new StorageError(
          401,
          'MISSING_API_KEY',
          'dStor reads the key from the api-key header, not x-api-key',
        )
      }
      return { access_token: tokens.issueAccessToken(apiKey, header(request, 'x-expiration')) }
    })

    route(app, 'POST', '/v1/upload/get-token/', async (request) => {
      const access = tokens.requireAccessToken(request.headers.authorization)
      const body = parseGetTokenBody(request.body)
      return { message: 'ok', token: tokens.issueUploadToken(access, body.folder_path, body.chunks_number) }
    })

    // The upload tokens are headers no page sends without a preflight, so the body may be multipart.
    const uploadAccess = { ...UPLOADS, preflightedBy: 'x-dstor-upload-token' }
    route(
      app,
      'POST',
      '/v1/upload/',
      async (request) => {
        const upload = tokens.requireUpload(
          request.headers.authorization,
          header(request, 'x-dstor-upload-token'),
        )
        if (upload.stage !== 'UPLOADING' || upload.chunks_received >= upload.chunks_number) {
          throw new StorageError(
            409,
            'ALL_CHUNKS_RECEIVED',
            `This upload token was for ${upload.chunks_number} upload request(s) and all of them have arrived; ` +
              'get a new token from /v1/upload/get-token/ to upload more',
          )
        }
        if (receiving.has(upload.id)) {
          throw new StorageError(
            409,
            'CHUNK_IN_PROGRESS',
            'Another request of this upload is still being received',
          )
        }
        const comment = commentOf(request)
        receiving.add(upload.id)
        const meter = quota.meter(upload.id)
        try {
          const files = await receiveChunk(request, paths.incoming(upload.id), {
            maxFileBytes,
            comment,
            meter,
          })
          const updated = db.addChunk(upload.id, files)
          if (updated && updated.chunks_received === updated.chunks_number) processor.start(upload.id)
          return {
            message: 'ok',
            chunksReceived: updated?.chunks_received ?? upload.chunks_received + 1,
            chunksNumber: upload.chunks_number,
          }
        } finally {
          meter.done()
          receiving.delete(upload.id)
        }
      },
      uploadAccess,
    )

    route(app, 'GET', '/v1/upload/get-status/', async (request) => {
      const upload = tokens.requireUpload(
        request.headers.authorization,
        header(request, 'x-dstor-upload-token'),
      )
      return pollUploadStatus(db, upload)
    })
  }
}
