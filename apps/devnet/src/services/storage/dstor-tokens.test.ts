import { describe, expect, it } from 'vitest'
import { dstorCalls, form, storedFiles } from './dstor-test-calls.ts'
import { storageServerPerTest } from './test-server.ts'

const HOUR = 3_600_000

const current = storageServerPerTest()

const { tempToken, accessToken, getToken, uploadToken, upload, status } = dstorCalls(
  () => current.server.dstor,
)

describe('tokens', () => {
  it('requires an api-key header but accepts any key, even an empty one', async () => {
    const response = await tempToken({})
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: 'MISSING_API_KEY' })
    const misnamed = await tempToken({ 'x-api-key': 'k' })
    expect(misnamed.status).toBe(401)
    expect(await misnamed.json()).toMatchObject({
      message: expect.stringContaining('api-key header, not x-api-key'),
    })
    expect(await accessToken({ 'api-key': 'whatever' })).toMatch(/^devnet-access\./)
    expect(await accessToken({ 'api-key': '' })).toMatch(/^devnet-access\./)
  })

  it.each([
    ['in 1970', '1'],
    ['in the past', String(Date.parse('2025-12-31T00:00:00Z') / 1000)],
    ['in ms', '1767312000000'],
    ['words', 'tomorrow'],
  ])('refuses an x-expiration that is %s', async (_name, value) => {
    const response = await tempToken({ 'api-key': 'k', 'x-expiration': value })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'INVALID_EXPIRATION' })
  })

  it('honours x-expiration: the access token works until then and is refused after', async () => {
    const access = await accessToken({
      'api-key': 'k',
      'x-expiration': String(current.clock.now() / 1000 + 3600.25),
    })
    current.clock.advance(HOUR)
    expect((await getToken(access)).status).toBe(200)
    current.clock.advance(250)
    const expired = await getToken(access)
    expect(expired.status).toBe(401)
    expect(await expired.json()).toEqual({
      statusCode: 401,
      code: 'ACCESS_TOKEN_EXPIRED',
      error: 'Unauthorized',
      message: 'The access token expired at 2026-01-01T01:00:00.250Z',
    })
  })

  it('expires an upload token after a day even if its access token lives longer', async () => {
    const access = await accessToken()
    const token = await uploadToken(access)
    current.clock.advance(24 * HOUR)
    const response = await upload(access, token, form(['late.txt', 'late']))
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'UPLOAD_TOKEN_EXPIRED' })
    expect(storedFiles(current.dataDir)).toEqual([])
  })

  it('refuses missing, unknown and swapped tokens with clear 401 and 403 answers', async () => {
    const access = await accessToken()
    const token = await uploadToken(access)
    const otherAccess = await accessToken()
    const cases: [Promise<Response>, number, string][] = [
      [
        fetch(`${current.server.dstor}/v1/upload/get-token/`, { method: 'POST' }),
        401,
        'MISSING_ACCESS_TOKEN',
      ],
      [getToken('devnet-access.nonsense'), 401, 'INVALID_ACCESS_TOKEN'],
      [getToken(token), 401, 'INVALID_ACCESS_TOKEN'],
      [upload(access, '', form(['a.txt', 'a'])), 403, 'MISSING_UPLOAD_TOKEN'],
      [upload(access, 'devnet-upload.wrong', form(['a.txt', 'a'])), 403, 'INVALID_UPLOAD_TOKEN'],
      [upload(otherAccess, token, form(['a.txt', 'a'])), 403, 'INVALID_UPLOAD_TOKEN'],
    ]
    for (const [request, statusCode, code] of cases) {
      const response = await request
      expect(response.status).toBe(statusCode)
      expect(await response.json()).toMatchObject({ statusCode, code, message: expect.any(String) })
    }
    expect((await status(otherAccess, token)).code).toBe(403)
    expect(storedFiles(current.dataDir)).toEqual([])
  })

  it('validates the get-token body', async () => {
    const access = await accessToken()
    const notJson = await fetch(`${current.server.dstor}/v1/upload/get-token/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
      body: '{"chunks_number": 1,',
    })
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' })
    for (const body of [
      {},
      { chunks_number: 0, folder_path: 'a' },
      { chunks_number: 1.5, folder_path: 'a' },
      { chunks_number: 1, folder_path: '../etc' },
      { chunks_number: 1, folder_path: '/' },
    ]) {
      const response = await getToken(access, body)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ code: 'INVALID_REQUEST' })
    }
  })
})
