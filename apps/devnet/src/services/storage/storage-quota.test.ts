import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { dstorCalls, form, storedFiles } from './dstor-test-calls.ts'
import { newDataDir, removeDataDir, startStorageServer, type StorageServer } from './test-server.ts'

let dataDir: string
let server: StorageServer | undefined

afterEach(async () => {
  await server?.close()
  server = undefined
  removeDataDir(dataDir)
})

const calls = dstorCalls(() => server!.dstor)
/** `size` bytes no other call in this file uploads (so never the same CID twice). */
let seed = 0
const bytes = (size: number) => new Uint8Array(size).fill(++seed % 251)
const incoming = () =>
  readdirSync(join(dataDir, 'ipfs', '.incoming')).flatMap((upload) =>
    readdirSync(join(dataDir, 'ipfs', '.incoming', upload)),
  )

async function uploadOne(size: number) {
  const access = await calls.accessToken()
  const token = await calls.uploadToken(access)
  const response = await calls.upload(access, token, form(['file.bin', bytes(size)]))
  if (response.ok) await calls.pollToEnd(access, token)
  return response
}

describe('storage quotas', () => {
  it('R-HTTP-26: refuses an upload past the data directory quota with 507, storing nothing of it, however many tokens', async () => {
    dataDir = newDataDir()
    server = await startStorageServer({ dataDir, quotaBytes: 1_000_000 })
    expect((await uploadOne(600_000)).status).toBe(200)
    const refused = await uploadOne(600_000)
    expect(refused.status).toBe(507)
    expect(await refused.json()).toMatchObject({ code: 'STORAGE_FULL' })
    expect(storedFiles(dataDir)).toHaveLength(1)
    expect(incoming()).toEqual([])
    // What still fits is taken.
    expect((await uploadOne(300_000)).status).toBe(200)
    expect(storedFiles(dataDir)).toHaveLength(2)
  })

  it('R-HTTP-26: refuses the request that takes one upload token past its quota with 413; the rest of the upload goes on', async () => {
    dataDir = newDataDir()
    server = await startStorageServer({ dataDir, uploadQuotaBytes: 500_000 })
    const access = await calls.accessToken()
    const token = await calls.uploadToken(access, 2)
    expect((await calls.upload(access, token, form(['a.bin', bytes(300_000)]))).status).toBe(200)
    const over = await calls.upload(access, token, form(['b.bin', bytes(300_000)]))
    expect(over.status).toBe(413)
    expect(await over.json()).toMatchObject({ code: 'UPLOAD_QUOTA_EXCEEDED' })
    expect((await calls.upload(access, token, form(['c.bin', bytes(150_000)]))).status).toBe(200)
    const seen = await calls.pollToEnd(access, token)
    expect(seen.at(-1)).toMatchObject({ status: 'DONE' })
    expect(storedFiles(dataDir)).toHaveLength(2)
  })
})

describe('who may upload', () => {
  const PORTAL = 'http://portal.example'
  const browserGet = (path: string, origin: string) =>
    fetch(`${server!.dstor}${path}`, { headers: { origin, 'sec-fetch-mode': 'cors', 'api-key': 'k' } })

  it('R-HTTP-26: gives temporary tokens to the configured origin and its own pages, not to another page', async () => {
    dataDir = newDataDir()
    server = await startStorageServer({ dataDir }, undefined, { corsAllowOrigin: PORTAL })
    const configured = await browserGet('/v1/dev/temp-token', PORTAL)
    expect(configured.status).toBe(200)
    expect(configured.headers.get('access-control-allow-origin')).toBe(PORTAL)
    expect((await browserGet('/v1/dev/temp-token', server.origin)).status).toBe(200)
    const other = await browserGet('/v1/dev/temp-token', 'http://evil.example')
    expect(other.status).toBe(403)
    expect(other.headers.get('access-control-allow-origin')).not.toBe('http://evil.example')
  })

  it('R-HTTP-26: with CORS `*`, gives no token and takes no upload from a page on another origin', async () => {
    dataDir = newDataDir()
    server = await startStorageServer({ dataDir })
    expect((await browserGet('/v1/dev/temp-token', 'http://evil.example')).status).toBe(403)
    const access = await calls.accessToken()
    const token = await calls.uploadToken(access)
    const upload = await calls.upload(access, token, form(['x.bin', bytes(10)]), {
      origin: 'http://evil.example',
      'sec-fetch-mode': 'cors',
    })
    expect(upload.status).toBe(403)
    expect(storedFiles(dataDir)).toEqual([])
  })
})
