import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { parseByteRange } from './byte-range.ts'
import { parseCid } from './cid.ts'
import { isInlineSafe } from './content-type.ts'
import { StorageError, handleStorageError } from './errors.ts'
import { fileName } from './file-name.ts'
import type { StorageContext } from './dstor-routes.ts'

const MAX_CID_LENGTH = 128

/** Uploaded content never runs: no scripts, no plugins, no same-origin access, even if opened directly. */
const CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox"

/** `Content-Disposition` with an ASCII fallback name and the exact name in RFC 8187 encoding. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_')
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

type GatewayRequest = FastifyRequest<{
  Params: { cid: string }
  Querystring: { filename?: string | string[] }
}>

/** The IPFS gateway: `GET|HEAD /ipfs/{cid}` for every file the storage holds. */
export function gatewayRoutes({ db, paths }: Pick<StorageContext, 'db' | 'paths'>): FastifyPluginAsync {
  async function serveFile(request: GatewayRequest, reply: FastifyReply) {
    const requested = request.params.cid
    const parsed = requested.length > MAX_CID_LENGTH ? undefined : parseCid(requested)
    if (!parsed || parsed.kind === 'malformed') {
      throw new StorageError(
        400,
        'INVALID_CID',
        `"${requested.slice(0, MAX_CID_LENGTH)}" is not a valid IPFS CID`,
      )
    }
    const notFound = new StorageError(
      404,
      'NOT_FOUND',
      `No file with CID ${requested} is stored on this devnet`,
    )
    if (parsed.kind === 'foreign') throw notFound
    const file = db.fileByCid(parsed.cidV0)
    const path = paths.storedFile(parsed.cidV0)
    const onDisk = file && (await stat(path).catch(() => undefined))
    if (!file || !onDisk?.isFile()) throw notFound

    const size = onDisk.size
    const range = parseByteRange(request.headers.range, size)
    if (range.kind === 'unsatisfiable') {
      void reply.header('content-range', `bytes */${size}`)
      throw new StorageError(416, 'RANGE_NOT_SATISFIABLE', `The file has ${size} bytes`)
    }

    const contentType = isInlineSafe(file.content_type) ? file.content_type : 'application/octet-stream'
    const filenameParameter = request.query.filename
    const requestedName = Array.isArray(filenameParameter) ? filenameParameter[0] : filenameParameter
    const etag = `"${parsed.cidV0}"`
    void reply.headers({
      'content-type': contentType,
      'content-disposition': contentDisposition(
        isInlineSafe(contentType) ? 'inline' : 'attachment',
        requestedName ? fileName(requestedName) : file.name,
      ),
      'content-security-policy': CONTENT_SECURITY_POLICY,
      // Content addressing: the bytes behind a CID can never change.
      'cache-control': 'public, max-age=29030400, immutable',
      etag,
      'accept-ranges': 'bytes',
      'access-control-allow-origin': '*',
      'x-ipfs-path': `/ipfs/${parsed.cidV0}`,
    })
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) {
      return reply.status(304).send()
    }

    const { start, end } = range.kind === 'part' ? range : { start: 0, end: size - 1 }
    if (range.kind === 'part') void reply.status(206).header('content-range', `bytes ${start}-${end}/${size}`)
    void reply.header('content-length', String(end - start + 1))
    // A HEAD answer has the same headers but must not open the file.
    if (request.method === 'HEAD' || size === 0) return reply.send('')
    return reply.send(createReadStream(path, { start, end }))
  }

  return async (app) => {
    app.setErrorHandler(handleStorageError)
    app.addHook('onRequest', async (_request, reply) => {
      void reply.header('x-content-type-options', 'nosniff')
    })
    // Readable by pages on the allowed origins, as dStor's gateway is.
    const config = { access: { audience: 'services' as const } }
    app.get('/ipfs/:cid', { exposeHeadRoute: false, config }, serveFile)
    app.head('/ipfs/:cid', { config }, serveFile)
  }
}
