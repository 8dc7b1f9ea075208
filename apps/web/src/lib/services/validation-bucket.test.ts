// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ServiceError } from './service-error.ts'
import { serviceKeys } from './service-keys.ts'
import { listingUrl, readBucketListing, readBucketObject } from './validation-bucket.ts'

// A real HTTP host standing in for the bucket: a listing at its root, a JSON document, a document that
// is not JSON, and a refusal as S3 gives it (XML, 403). It logs the paths it was asked for.

const LISTING = '<ListBucketResult><Contents><Key>test-data-1</Key></Contents></ListBucketResult>'

let server: Server
let bucketUrl: string
const asked: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = request.url ?? ''
    asked.push(url)
    const path = url.replace(/\?.*$/, '')
    if (path === '/bucket/') {
      response.writeHead(200, { 'content-type': 'application/xml' })
      response.end(LISTING)
    } else if (path === '/bucket/daily/test%20data%231.json') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('[{"owner":"producer1"}]')
    } else if (path === '/bucket/broken') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('<html>gateway</html>')
    } else {
      response.writeHead(403, { 'content-type': 'application/xml' })
      response.end('<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  bucketUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bucket/`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

async function failure(read: Promise<unknown>): Promise<ServiceError> {
  const error = await read.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ServiceError)
  return error as ServiceError
}

describe('the producer-validation bucket reads', () => {
  it('R-VAL-01: reads a listing page as text, continued after a marker', async () => {
    asked.length = 0
    expect(await readBucketListing(bucketUrl)).toBe(LISTING)
    await readBucketListing(bucketUrl, 'test data/1&2')
    expect(asked).toEqual(['/bucket/', '/bucket/?marker=test%20data%2F1%262'])
    expect(listingUrl('https://bucket.example//')).toBe('https://bucket.example/')
  })

  it('R-VAL-01: reads a document by key (each segment encoded) as JSON', async () => {
    expect(await readBucketObject(bucketUrl, 'daily/test data#1.json')).toEqual([{ owner: 'producer1' }])
  })

  it('R-VAL-01: a refusal, an answer that is not JSON and an unreachable bucket are each a validation ServiceError', async () => {
    const refused = await failure(readBucketListing(`${bucketUrl}missing`))
    expect(refused).toMatchObject({ service: 'validation', status: 403, code: 'HTTP_403' })
    expect(refused.message).toBe('The producer-validation bucket answered 403.')

    const notJson = await failure(readBucketObject(bucketUrl, 'broken'))
    expect(notJson).toMatchObject({ service: 'validation', code: 'NOT_JSON' })

    // A port nothing listens on: the server is closed for this read only.
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const unreachable = await failure(readBucketListing(`http://127.0.0.1:${port}/bucket`))
      expect(unreachable).toMatchObject({ service: 'validation', status: 0, code: 'UNREACHABLE' })
      expect(unreachable.message).toBe('The producer-validation bucket could not be reached.')
    } finally {
      warn.mockRestore()
    }
  })

  it('its query is keyed under the validation service, one entry per bucket', () => {
    expect(serviceKeys.producerValidation('https://a.example').slice(0, 2)).toEqual(
      serviceKeys.service('validation'),
    )
    expect(serviceKeys.producerValidation('https://a.example')).not.toEqual(
      serviceKeys.producerValidation('https://b.example'),
    )
  })
})
