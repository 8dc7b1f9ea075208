import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test } from './fixtures.ts'

/**
 * A plain page titled `title` on a second loopback origin (another port), served for the tests of the
 * file that calls this: what a dApp on another site would run in Chromium. Returns a getter of its
 * origin, set once the server listens.
 */
export function otherOriginForThisFile(title: string): () => string {
  let server: Server | undefined
  let origin = ''
  test.beforeAll(async () => {
    const started = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(`<!doctype html><title>${title}</title><h1>${title}</h1>`)
    })
    server = started
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(started.address() as AddressInfo).port}`
  })
  test.afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
  })
  return () => origin
}
