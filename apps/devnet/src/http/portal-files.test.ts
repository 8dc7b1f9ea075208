import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer } from './server.ts'

// The devnet serves the built portal from the same origin as the chain interfaces.
describe('serving the portal', () => {
  let dist: string
  let app: FastifyInstance

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'portal-dist-'))
    mkdirSync(join(dist, 'assets'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>')
    writeFileSync(join(dist, 'assets', 'entry.js'), 'console.log(1)')
    app = await createServer({ webDist: dist })
  })

  afterAll(async () => {
    await app.close()
    rmSync(dist, { recursive: true, force: true })
  })

  it('R-ROUTE-28: answers a client-side route (including unknown ones) with the portal page', async () => {
    for (const url of ['/resolve/cases', '/profiles/display/eosio.token', '/no/such/page']) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type']).toContain('text/html')
      expect(response.body).toContain('<title>portal</title>')
    }
  })

  it('serves build files, including ones written after the server started', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/entry.js' })).statusCode).toBe(200)
    writeFileSync(join(dist, 'assets', 'later.js'), 'console.log(2)')
    const later = await app.inject({ method: 'GET', url: '/assets/later.js' })
    expect(later.statusCode).toBe(200)
    expect(later.headers['content-type']).toContain('javascript')
  })

  it("sends the build's brotli file to a browser that accepts it, the file itself to one that does not", async () => {
    const script = `export const chunk = ${JSON.stringify('portal '.repeat(500))}`
    writeFileSync(join(dist, 'assets', 'page.js'), script)
    // The build's file carries a mark of its own, so it is told from one compressed per request.
    writeFileSync(join(dist, 'assets', 'page.js.br'), brotliCompressSync(`${script}//built`))
    const browser = await app.inject({
      method: 'GET',
      url: '/assets/page.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    })
    expect(browser.statusCode).toBe(200)
    expect(browser.headers['content-encoding']).toBe('br')
    expect(browser.headers['content-type']).toContain('javascript')
    expect(brotliDecompressSync(browser.rawPayload).toString()).toBe(`${script}//built`)
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/page.js',
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
  })

  it('answers a missing build file with a 404, never with the portal page', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/from-an-older-build.js' })
    expect(response.statusCode).toBe(404)
    expect(response.body).not.toContain('<title>portal</title>')
  })

  it('answers an unknown API endpoint with a nodeos-shaped 404, not the portal page', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/chain/no_such_endpoint' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 404, error: { name: 'unknown_endpoint' } })
  })
})
