import { request as httpRequest } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer } from './server.ts'
import { startTestDevnet, type TestDevnet } from './test-devnet.ts'

/**
 * DNS rebinding: a page on evil.example whose name now resolves to 127.0.0.1 reaches the devnet with
 * `Host: evil.example`. The devnet answers only the names it was given; the OIDC issuer is its own.
 */

/** One GET to `origin` with this Host header; the status and body. */
const getWithHost = (origin: string, path: string, host: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(`${origin}${path}`, { headers: { host } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    request.on('error', reject)
    request.end()
  })

const FOREIGN_HOSTS = [
  'evil.example',
  'evil.example:8080',
  '127.0.0.1.evil.example',
  'localhost.evil.example',
  'LOCALHOST.evil.example',
  '192.168.1.20',
  '0.0.0.0',
  '[::2]',
  'localhost@evil.example',
  'evil.example/localhost',
]

describe('the Host header', () => {
  let devnet: TestDevnet
  beforeAll(async () => {
    devnet = await startTestDevnet()
  })
  afterAll(() => devnet.close())

  it('R-HTTP-25: answers 421 to any name it was not given, on its keys, the chain and sign-in alike', async () => {
    for (const host of FOREIGN_HOSTS) {
      for (const path of [
        '/devnet/accounts',
        '/v1/chain/get_info',
        '/oidc/.well-known/openid-configuration',
      ]) {
        const answer = await getWithHost(devnet.url, path, host)
        expect(answer.status, `${host} ${path}`).toBe(421)
        expect(answer.body).not.toContain('private')
      }
    }
  })

  it('R-HTTP-25: keeps one issuer, its configured origin, for every loopback name after foreign ones', async () => {
    for (const host of FOREIGN_HOSTS)
      await getWithHost(devnet.url, '/oidc/.well-known/openid-configuration', host)
    const port = new URL(devnet.url).port
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, 'LocalHost']) {
      const answer = await getWithHost(devnet.url, '/oidc/.well-known/openid-configuration', host)
      expect(answer.status, host).toBe(200)
      expect((JSON.parse(answer.body) as { issuer: string }).issuer).toBe(`${devnet.url}/oidc`)
      expect((await getWithHost(devnet.url, '/devnet/accounts', host)).status).toBe(200)
    }
  })
})

describe('a devnet given --host-name', () => {
  let app: FastifyInstance
  let origin: string
  beforeAll(async () => {
    app = await createServer({ hostNames: ['devnet.lan'] })
    await app.listen({ host: '127.0.0.1', port: 0 })
    const address = app.server.address()
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })
  afterAll(() => app.close())

  it('R-HTTP-25: answers that name besides the loopback ones, and nothing that merely contains it', async () => {
    expect((await getWithHost(origin, '/devnet/health', 'devnet.lan:8080')).status).toBe(200)
    expect((await getWithHost(origin, '/devnet/health', 'localhost')).status).toBe(200)
    for (const host of ['devnet.lan.evil.example', 'evil.devnet.lan', 'devnet.la'])
      expect((await getWithHost(origin, '/devnet/health', host)).status, host).toBe(421)
  })
})
