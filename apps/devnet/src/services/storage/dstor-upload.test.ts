import fastifyMultipart from '@fastify/multipart'
import { existsSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { computeCidV0 } from './cid.ts'
import { uploadThroughDstor } from './dstor-client.ts'
import { dstorCalls, form, storedFiles } from './dstor-test-calls.ts'
import { openStorageDb } from './storage-db.ts'
import { storageServerPerTest, startStorageServer } from './test-server.ts'

const HELLO_CID = 'QmT78zSuBmuS4z925WZfrqQ1qHaJ56DQaTfyMUF7F8ff5o'

const current = storageServerPerTest()

const { accessToken, uploadToken, upload, status, pollToEnd } = dstorCalls(() => current.server.dstor)
const stored = () => storedFiles(current.dataDir)

describe('the dStor upload flow', () => {
  it('R-HTTP-19, R-HTTP-20 (devnet side): moves through ADDING_TO_IPFS, SAVING_DATA, DONE with data[0].Hash the CID', async () => {
    const access = await accessToken({
      'api-key': 'k',
      'x-expiration': String(current.clock.now() / 1000 + 86_400.5),
    })
    const token = await uploadToken(access)

    expect(await status(access, token)).toEqual({
      code: 200,
      body: { status: 'UPLOADING', chunksReceived: 0, chunksNumber: 1 },
    })
    const uploaded = await upload(access, token, form(['claim.txt', 'hello world\n']), {
      'x-dstor-comment': 'Upload from Resolve by alice',
    })
    expect(uploaded.status).toBe(200)
    expect(await uploaded.json()).toEqual({ message: 'ok', chunksReceived: 1, chunksNumber: 1 })

    const statuses = await pollToEnd(access, token)
    // A stage lasts as long as its work, so a fast poller may see one twice, but never skips one.
    const stages = statuses.map((entry) => entry.status).filter((stage, i, all) => stage !== all[i - 1])
    expect(stages).toEqual(['ADDING_TO_IPFS', 'SAVING_DATA', 'DONE'])
    expect(statuses.at(-1)).toEqual({
      status: 'DONE',
      data: [{ Name: 'claim.txt', Hash: HELLO_CID, Size: '20' }],
    })
    // DONE stays DONE for later polls.
    expect((await status(access, token)).body.status).toBe('DONE')
    expect(stored()).toEqual([HELLO_CID])
  })

  it('lists every file of every chunk, in order, once all announced chunks have arrived', async () => {
    const access = await accessToken()
    const token = await uploadToken(access, 2)
    expect(
      (await upload(access, token, form(['a.txt', 'first'], ['b.bin', new Uint8Array([0, 1, 2])]))).status,
    ).toBe(200)
    expect((await status(access, token)).body).toEqual({
      status: 'UPLOADING',
      chunksReceived: 1,
      chunksNumber: 2,
    })
    expect((await upload(access, token, form(['c.txt', 'hello world\n']))).status).toBe(200)

    const done = (await pollToEnd(access, token)).at(-1)
    const cids = await Promise.all(
      ['first', new Uint8Array([0, 1, 2])].map(async (bytes) =>
        computeCidV0(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes),
      ),
    )
    expect(done).toMatchObject({
      status: 'DONE',
      data: [
        { Name: 'a.txt', Hash: cids[0]?.cid },
        { Name: 'b.bin', Hash: cids[1]?.cid },
        { Name: 'c.txt', Hash: HELLO_CID },
      ],
    })
  })

  it('hashes a file of several chunks exactly as ipfs add does', async () => {
    const bytes = new Uint8Array(1_000_000).fill(0x61)
    const [entry] = await uploadThroughDstor([{ name: 'big.bin', bytes }], {
      baseUrl: current.server.dstor,
      folderPath: 'arbitration/alice',
      pollIntervalMs: 1,
    })
    expect(entry?.Hash).toBe('QmdTFTf2ygB26yxJ1dJBvXBcCikW1d4g52uNgwwtsEx8RL')
  })

  it('accepts a file of exactly the default 20 MB limit and refuses one byte more with 413, storing nothing', async () => {
    const access = await accessToken()
    const token = await uploadToken(access)
    const tooBig = await upload(access, token, form(['huge.bin', new Uint8Array(20_000_001)]))
    expect(tooBig.status).toBe(413)
    expect(await tooBig.json()).toEqual({
      statusCode: 413,
      code: 'FILE_TOO_LARGE',
      error: 'Payload Too Large',
      message: '"huge.bin" is larger than the 20 MB limit for one file; nothing was stored',
    })
    expect(readdirSync(join(current.dataDir, 'ipfs', '.incoming', '1'))).toEqual([])

    // The refused request did not use up the token's only chunk.
    expect((await upload(access, token, form(['limit.bin', new Uint8Array(20_000_000)]))).status).toBe(200)
    expect((await pollToEnd(access, token)).at(-1)?.status).toBe('DONE')
    expect(stored()).toHaveLength(1)
  })

  it('keeps its own limits when the devnet already parses multipart with smaller ones', async () => {
    await current.server.close()
    current.server = await startStorageServer(
      { dataDir: current.dataDir, now: current.clock.now },
      async (app) => {
        await app.register(fastifyMultipart) // its default file limit is the server's 1 MiB body limit
      },
    )
    const bytes = new Uint8Array(2_000_000).fill(7)
    const [entry] = await uploadThroughDstor([{ name: 'scan.bin', bytes }], {
      baseUrl: current.server.dstor,
      folderPath: 'arbitration/alice',
      pollIntervalMs: 1,
    })
    expect(entry?.Hash).toBe((await computeCidV0(bytes)).cid)
  })
})

describe('refused uploads store nothing', () => {
  it('refuses a request beyond the announced number of chunks', async () => {
    const access = await accessToken()
    const token = await uploadToken(access)
    expect((await upload(access, token, form(['a.txt', 'a']))).status).toBe(200)
    const extra = await upload(access, token, form(['b.txt', 'b']))
    expect(extra.status).toBe(409)
    expect(await extra.json()).toMatchObject({ code: 'ALL_CHUNKS_RECEIVED' })
    const done = (await pollToEnd(access, token)).at(-1)
    expect(done).toMatchObject({ status: 'DONE', data: [{ Name: 'a.txt' }] })
    expect(stored()).toHaveLength(1)
  })

  it('refuses malformed multipart, bodies without a file, and non-multipart bodies', async () => {
    const access = await accessToken()
    const token = await uploadToken(access)
    const truncated = await upload(
      access,
      token,
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nabc',
      { 'content-type': 'multipart/form-data; boundary=xyz' },
    )
    expect(truncated.status).toBe(400)
    expect(await truncated.json()).toMatchObject({ code: 'MALFORMED_MULTIPART' })

    const noBoundary = await upload(access, token, 'abc', { 'content-type': 'multipart/form-data' })
    expect(noBoundary.status).toBe(400)
    expect(await noBoundary.json()).toMatchObject({ code: 'MALFORMED_MULTIPART' })

    const fieldsOnly = new FormData()
    fieldsOnly.append('note', 'no file here')
    const noFile = await upload(access, token, fieldsOnly)
    expect(noFile.status).toBe(400)
    expect(await noFile.json()).toMatchObject({ code: 'NO_FILE' })

    const json = await upload(access, token, '{}', { 'content-type': 'application/json' })
    expect(json.status).toBe(415)
    expect(await json.json()).toMatchObject({ code: 'NOT_MULTIPART' })

    expect((await status(access, token)).body).toEqual({
      status: 'UPLOADING',
      chunksReceived: 0,
      chunksNumber: 1,
    })
    expect(readdirSync(join(current.dataDir, 'ipfs', '.incoming', '1'))).toEqual([])
    expect(stored()).toEqual([])
  })

  it('refuses more than 100 files in one request', async () => {
    const access = await accessToken()
    const token = await uploadToken(access)
    const files = Array.from({ length: 101 }, (_, i): [string, string] => [`f${i}.txt`, `file ${i}`])
    const response = await upload(access, token, form(...files))
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ code: 'TOO_MANY_FILES' })
    expect(readdirSync(join(current.dataDir, 'ipfs', '.incoming', '1'))).toEqual([])
    expect((await status(access, token)).body).toMatchObject({ status: 'UPLOADING', chunksReceived: 0 })
  })

  it('ends in ERROR at SAVING_DATA when a file can not be saved, leaving none of the upload stored', async () => {
    // A directory squatting on the CID's path makes the final rename fail, as a full or broken disk would.
    mkdirSync(join(current.dataDir, 'ipfs', HELLO_CID))
    const access = await accessToken()
    const token = await uploadToken(access)
    expect(
      (await upload(access, token, form(['ok.txt', 'fine'], ['hello.txt', 'hello world\n']))).status,
    ).toBe(200)

    const last = (await pollToEnd(access, token)).at(-1)
    expect(last).toMatchObject({ status: 'ERROR', errorAtStage: 'SAVING_DATA' })
    expect(String(last?.errorExplanation)).toContain(`could not save "hello.txt" as ${HELLO_CID}`)
    expect(stored()).toEqual([HELLO_CID]) // only the squatting directory: "ok.txt" was rolled back
    expect(existsSync(join(current.dataDir, 'ipfs', '.incoming', '1'))).toBe(false)
    const gateway = await fetch(`${current.server.origin}/ipfs/${HELLO_CID}`)
    expect(gateway.status).toBe(404)
  })
})

describe('persistence', () => {
  it('keeps tokens, uploads and files across a restart on the same data folder', async () => {
    const access = await accessToken()
    const token = await uploadToken(access, 2)
    expect((await upload(access, token, form(['one.txt', 'hello world\n']))).status).toBe(200)
    await current.server.close()

    current.server = await startStorageServer({ dataDir: current.dataDir, now: current.clock.now })
    expect((await upload(access, token, form(['two.txt', 'second']))).status).toBe(200)
    expect((await pollToEnd(access, token)).at(-1)).toMatchObject({
      status: 'DONE',
      data: [{ Hash: HELLO_CID }, {}],
    })
    await current.server.close()

    current.server = await startStorageServer({ dataDir: current.dataDir, now: current.clock.now })
    expect((await status(access, token)).body).toMatchObject({
      status: 'DONE',
      data: [{ Name: 'one.txt' }, { Name: 'two.txt' }],
    })
    const file = await fetch(`${current.server.origin}/ipfs/${HELLO_CID}`)
    expect(file.status).toBe(200)
    expect(await file.text()).toBe('hello world\n')
  })

  it('fails an upload that was being processed when the devnet stopped, and tells the client to retry', async () => {
    const access = await accessToken()
    const token = await uploadToken(access, 2)
    expect((await upload(access, token, form(['one.txt', 'hello world\n']))).status).toBe(200)
    await current.server.close()
    // What a stop in the middle of hashing leaves behind.
    const db = openStorageDb(join(current.dataDir, 'storage.sqlite'))
    db.setStage(1, 'ADDING_TO_IPFS')
    db.close()

    current.server = await startStorageServer({ dataDir: current.dataDir, now: current.clock.now })
    expect((await status(access, token)).body).toEqual({
      status: 'ERROR',
      errorAtStage: 'ADDING_TO_IPFS',
      errorExplanation: 'The devnet stopped while this upload was being processed; upload it again',
    })
    expect(existsSync(join(current.dataDir, 'ipfs', '.incoming', '1'))).toBe(false)
    expect((await upload(access, token, form(['two.txt', 'b']))).status).toBe(409)
  })
})
