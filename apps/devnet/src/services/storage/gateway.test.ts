import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toCidV1Base58 } from './cid.ts'
import { uploadThroughDstor, type FileToUpload } from './dstor-client.ts'
import { newDataDir, removeDataDir, startStorageServer, type StorageServer } from './test-server.ts'

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3,
])
const HTML = '<!doctype html><html><body><script>fetch("/v1/chain/get_info")</script></body></html>'
const PDF = '%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'

let dataDir: string
let server: StorageServer
const cids = new Map<string, string>()

beforeAll(async () => {
  dataDir = newDataDir()
  server = await startStorageServer({ dataDir })
  const encode = (text: string) => new TextEncoder().encode(text)
  const files: FileToUpload[] = [
    { name: 'evidence.png', bytes: PNG, type: 'image/png' },
    // The browser's claimed type is ignored: the bytes decide.
    { name: 'page.html', bytes: encode(HTML), type: 'text/html' },
    { name: 'ruling.pdf', bytes: encode(PDF) },
    { name: 'notes 2026.txt', bytes: encode('0123456789') },
    { name: 'data.bin', bytes: Uint8Array.from([0, 159, 146, 150, 0, 1]) },
    { name: 'empty.txt', bytes: new Uint8Array(0) },
  ]
  const entries = await uploadThroughDstor(files, {
    baseUrl: server.dstor,
    folderPath: 'tests',
    pollIntervalMs: 1,
  })
  for (const entry of entries) cids.set(entry.Name, entry.Hash)
})

afterAll(async () => {
  await server.close()
  removeDataDir(dataDir)
})

const cidOf = (name: string) => {
  const cid = cids.get(name)
  if (!cid) throw new Error(`${name} was not uploaded`)
  return cid
}
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}${path}`, { headers })

describe('GET /ipfs/{cid}', () => {
  it('R-HTTP-21 (devnet side): serves an uploaded image as itself, inline, with the protective headers', async () => {
    const response = await get(`/ipfs/${cidOf('evidence.png')}`)
    expect(response.status).toBe(200)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG)
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'content-disposition': `inline; filename="evidence.png"; filename*=UTF-8''evidence.png`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      etag: `"${cidOf('evidence.png')}"`,
    })
  })

  it('never serves an uploaded HTML page as HTML', async () => {
    const response = await get(`/ipfs/${cidOf('page.html')}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toContain('sandbox')
    expect(await response.text()).toBe(HTML)
  })

  it('serves a PDF inline and unknown binary data as an attachment', async () => {
    const pdf = await get(`/ipfs/${cidOf('ruling.pdf')}`)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toMatch(/^inline;/)

    const binary = await get(`/ipfs/${cidOf('data.bin')}`)
    expect(binary.headers.get('content-type')).toBe('application/octet-stream')
    expect(binary.headers.get('content-disposition')).toBe(
      `attachment; filename="data.bin"; filename*=UTF-8''data.bin`,
    )
    expect(new Uint8Array(await binary.arrayBuffer())).toEqual(Uint8Array.from([0, 159, 146, 150, 0, 1]))
  })

  it('names the download after ?filename= when given, safely quoted', async () => {
    const stored = await get(`/ipfs/${cidOf('notes 2026.txt')}`)
    expect(stored.headers.get('content-disposition')).toBe(
      `inline; filename="notes 2026.txt"; filename*=UTF-8''notes%202026.txt`,
    )
    const renamed = await get(
      `/ipfs/${cidOf('notes 2026.txt')}?filename=${encodeURIComponent('Décision "finale".txt')}`,
    )
    expect(renamed.headers.get('content-disposition')).toBe(
      `inline; filename="D_cision _finale_.txt"; filename*=UTF-8''D%C3%A9cision%20%22finale%22.txt`,
    )
  })

  it('accepts the 49-character CIDv1 base58btc form of a stored file, and the dStor-prefixed path', async () => {
    const v1 = toCidV1Base58(cidOf('evidence.png'))
    expect(v1).toMatch(/^zdj7W/)
    expect(v1).toHaveLength(49)
    for (const path of [`/ipfs/${v1}`, `/dstor/ipfs/${cidOf('evidence.png')}`]) {
      const response = await get(path)
      expect(response.status).toBe(200)
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG)
    }
  })

  it('answers 404 for a well-formed CID it does not hold and 400 for a malformed one', async () => {
    const unknown = await get('/ipfs/QmS913jieubW5pf3B4mvqo5Q1sCfPa7TVZCsu766hKrJ8Z')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      error: 'Not Found',
      message: 'No file with CID QmS913jieubW5pf3B4mvqo5Q1sCfPa7TVZCsu766hKrJ8Z is stored on this devnet',
    })
    expect((await get('/ipfs/bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku')).status).toBe(404)

    const malformed = await get('/ipfs/Qm-not-a-cid')
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toMatchObject({ code: 'INVALID_CID' })
  })

  it('stores and serves the empty file under the CID ipfs add gives it', async () => {
    expect(cidOf('empty.txt')).toBe('QmbFMke1KXqnYyBBWxB74N4c5SBnJMVAiMNRcGu6x1AwQH')
    const response = await get('/ipfs/QmbFMke1KXqnYyBBWxB74N4c5SBnJMVAiMNRcGu6x1AwQH')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-length')).toBe('0')
    expect(await response.text()).toBe('')
  })

  it('answers HEAD with the headers and no body', async () => {
    const response = await fetch(`${server.origin}/ipfs/${cidOf('evidence.png')}`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('content-length')).toBe(String(PNG.length))
    expect(await response.text()).toBe('')
  })

  it('serves byte ranges, and 416 for a range past the end', async () => {
    const cid = cidOf('notes 2026.txt')
    const part = await get(`/ipfs/${cid}`, { range: 'bytes=2-5' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe('bytes 2-5/10')
    expect(await part.text()).toBe('2345')

    const tail = await get(`/ipfs/${cid}`, { range: 'bytes=-3' })
    expect(await tail.text()).toBe('789')

    const beyond = await get(`/ipfs/${cid}`, { range: 'bytes=10-' })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe('bytes */10')
  })

  it('answers 304 when the client already has the file', async () => {
    const cid = cidOf('evidence.png')
    const response = await get(`/ipfs/${cid}`, { 'if-none-match': `"${cid}"` })
    expect(response.status).toBe(304)
  })
})
