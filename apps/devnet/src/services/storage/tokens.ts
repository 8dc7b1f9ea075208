import { createHash, randomBytes } from 'node:crypto'
import { StorageError } from './errors.ts'
import type { AccessTokenRow, StorageDb, UploadRow } from './storage-db.ts'

const ACCESS_PREFIX = 'devnet-access.'
const UPLOAD_PREFIX = 'devnet-upload.'

const HOUR_MS = 3_600_000
/** dStor's documented default lifetime of a temp token when no `x-expiration` is given. */
const DEFAULT_ACCESS_LIFETIME_MS = 365 * 24 * HOUR_MS
/** Beyond this an `x-expiration` is more likely milliseconds sent by mistake than a real wish. */
const MAX_ACCESS_LIFETIME_MS = 10 * 365 * 24 * HOUR_MS
/** An upload token lives as long as its access token, but never more than a day. */
const MAX_UPLOAD_LIFETIME_MS = 24 * HOUR_MS

// Only hashes are stored: the database alone cannot be used to upload as someone else.
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
const newToken = (prefix: string) => prefix + randomBytes(32).toString('base64url')
const isoTime = (ms: number) => new Date(ms).toISOString()

/** Issues and checks the opaque access and upload tokens of the dStor-shaped API. */
export function createTokens(db: StorageDb, now: () => number) {
  function expirationFromHeader(header: string | undefined, issuedAt: number): number {
    if (header === undefined) return issuedAt + DEFAULT_ACCESS_LIFETIME_MS
    const seconds = Number(header.trim())
    if (header.trim() === '' || !Number.isFinite(seconds)) {
      throw new StorageError(400, 'INVALID_EXPIRATION', 'x-expiration must be a unix time in seconds')
    }
    const expiresAt = Math.floor(seconds * 1000)
    if (expiresAt <= issuedAt) {
      throw new StorageError(400, 'INVALID_EXPIRATION', `x-expiration ${header} is not in the future`)
    }
    if (expiresAt > issuedAt + MAX_ACCESS_LIFETIME_MS) {
      throw new StorageError(
        400,
        'INVALID_EXPIRATION',
        `x-expiration ${header} is more than 10 years away; it must be a unix time in seconds`,
      )
    }
    return expiresAt
  }

  function requireAccessToken(authorization: string | undefined): AccessTokenRow {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')
    const token = match?.[1]
    if (!token) {
      throw new StorageError(
        401,
        'MISSING_ACCESS_TOKEN',
        'Send the access token from /v1/dev/temp-token as "Authorization: Bearer <access_token>"',
      )
    }
    if (token.startsWith(UPLOAD_PREFIX)) {
      throw new StorageError(
        401,
        'INVALID_ACCESS_TOKEN',
        'That is an upload token; Authorization needs the access token from /v1/dev/temp-token',
      )
    }
    const row = db.accessToken(hashToken(token))
    if (!row) throw new StorageError(401, 'INVALID_ACCESS_TOKEN', 'Unknown access token')
    if (row.expires_at <= now()) {
      throw new StorageError(
        401,
        'ACCESS_TOKEN_EXPIRED',
        `The access token expired at ${isoTime(row.expires_at)}`,
      )
    }
    return row
  }

  return {
    /** A new access token; `x-expiration` (unix seconds, fractions allowed) sets when it expires. */
    issueAccessToken(apiKey: string | undefined, expirationHeader: string | undefined): string {
      // Any key will do, even an empty one: the local network preset has no key configured.
      if (apiKey === undefined) {
        throw new StorageError(401, 'MISSING_API_KEY', 'Send an api-key header (the devnet accepts any key)')
      }
      const issuedAt = now()
      const expiresAt = expirationFromHeader(expirationHeader, issuedAt)
      const token = newToken(ACCESS_PREFIX)
      db.addAccessToken(hashToken(token), issuedAt, expiresAt)
      return token
    },

    requireAccessToken,

    /** A new upload token bound to the access token that asked for it. */
    issueUploadToken(access: AccessTokenRow, folderPath: string, chunksNumber: number): string {
      const issuedAt = now()
      const token = newToken(UPLOAD_PREFIX)
      db.addUpload({
        token_hash: hashToken(token),
        access_token_hash: access.token_hash,
        folder_path: folderPath,
        chunks_number: chunksNumber,
        issued_at: issuedAt,
        expires_at: Math.min(access.expires_at, issuedAt + MAX_UPLOAD_LIFETIME_MS),
      })
      return token
    },

    /** The upload both tokens name; the access token must be valid and the one the upload token came from. */
    requireUpload(authorization: string | undefined, uploadTokenHeader: string | undefined): UploadRow {
      const access = requireAccessToken(authorization)
      const token = uploadTokenHeader?.trim()
      if (!token) {
        throw new StorageError(
          403,
          'MISSING_UPLOAD_TOKEN',
          'Send the token from /v1/upload/get-token/ in the x-dstor-upload-token header',
        )
      }
      const upload = db.uploadByToken(hashToken(token))
      if (!upload) throw new StorageError(403, 'INVALID_UPLOAD_TOKEN', 'Unknown upload token')
      if (upload.access_token_hash !== access.token_hash) {
        throw new StorageError(
          403,
          'INVALID_UPLOAD_TOKEN',
          'This upload token was issued to another access token',
        )
      }
      if (upload.expires_at <= now()) {
        throw new StorageError(
          403,
          'UPLOAD_TOKEN_EXPIRED',
          `The upload token expired at ${isoTime(upload.expires_at)}`,
        )
      }
      return upload
    },
  }
}

export type Tokens = ReturnType<typeof createTokens>
