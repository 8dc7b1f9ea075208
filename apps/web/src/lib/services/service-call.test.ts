// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FAILED_TO_CALL_API_MESSAGE } from '@portal/chain/messages'
import { callService } from './service-call.ts'
import { ServiceError } from './service-error.ts'

// A real HTTP host answering as the services and the proxies in front of them do: a backend refusal
// (JSON with code and message), a proxy's HTML 502, and a success. A closed port stands for a service
// that cannot be reached.

let server: Server
let base: string

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/refusal') {
      response.writeHead(409, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({
          success: false,
          statusCode: 409,
          code: 'ACCOUNT_EXISTS',
          error: 'Conflict',
          message: 'This account already exists.',
        }),
      )
    } else if (request.url === '/proxy') {
      response.writeHead(502, { 'content-type': 'text/html' })
      response.end('<html><body><h1>502 Bad Gateway</h1></body></html>')
    } else {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ success: true, accountName: 'alice1' }))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

/** The error a call rejects with. */
async function failure(call: Promise<unknown>): Promise<ServiceError> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ServiceError)
  return error as ServiceError
}

describe('service calls', () => {
  it('R-ERR-16: a refusal becomes the one ServiceError, carrying the status, code and the service’s own message to show', async () => {
    const error = await failure(callService('account-backend', `${base}/refusal`))
    expect(error).toMatchObject({
      service: 'account-backend',
      status: 409,
      code: 'ACCOUNT_EXISTS',
      serviceMessage: 'This account already exists.',
      message: 'This account already exists.',
    })
  })

  it('R-ERR-17: a non-JSON 502 from a proxy is the service’s own fallback sentence, never the HTML', async () => {
    const backend = await failure(callService('account-backend', `${base}/proxy`))
    expect(backend).toMatchObject({ status: 502, code: 'HTTP_502', serviceMessage: undefined })
    expect(backend.message).toBe('The account service refused (502).')
    // The testnet tools say "Failed to call API" for anything without a message (product.md §8).
    const testnet = await failure(callService('testnet', `${base}/proxy`))
    expect(testnet.message).toBe(FAILED_TO_CALL_API_MESSAGE)
  })

  it('a service that cannot be reached is status 0, UNREACHABLE, with a sentence a person can act on', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))

    const error = await failure(callService('profile-service', `http://127.0.0.1:${port}/v1/profile/me`))
    expect(error).toMatchObject({ status: 0, code: 'UNREACHABLE' })
    expect(error.message).toBe('The profile service could not be reached.')
  })

  it('a call the caller aborts rejects with the abort, not a ServiceError', async () => {
    const controller = new AbortController()
    controller.abort()
    const call = callService('account-backend', `${base}/ok`, { signal: controller.signal })
    await expect(call).rejects.not.toBeInstanceOf(ServiceError)
    await expect(call).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('a success answers its JSON', async () => {
    await expect(callService('account-backend', `${base}/ok`)).resolves.toEqual({
      success: true,
      accountName: 'alice1',
    })
  })
})
