import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isLoopbackOrigin } from './cors.ts'
import { createServer } from './server.ts'

function directives(policy: string | string[] | number | undefined): Map<string, string[]> {
  const entries = String(policy)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0])
    .map(([name, ...sources]) => [name ?? '', sources] as const)
  return new Map(entries)
}

describe('security headers and CORS', () => {
  let dist: string
  let app: FastifyInstance

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'portal-dist-'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>')
    app = await createServer({ webDist: dist })
  })

  afterAll(async () => {
    await app.close()
    rmSync(dist, { recursive: true, force: true })
  })

  it('serves the portal with a strict CSP, nosniff, frame denial, a referrer and a permissions policy', async () => {
    for (const url of ['/', '/trails/ballots', '/index.html']) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      const csp = directives(response.headers['content-security-policy'])
      expect(csp.get('script-src'), url).toEqual(["'self'"])
      expect(csp.get('object-src')).toEqual(["'none'"])
      expect(csp.get('base-uri')).toEqual(["'none'"])
      expect(csp.get('frame-ancestors')).toEqual(["'none'"])
      expect(csp.get('connect-src')).toContain("'self'")
      // The local preset keeps every endpoint on the page's own origin: nothing else may be reached
      // but Anchor's callback service.
      expect(csp.get('connect-src')?.filter((source) => !source.includes('cb.anchor.link'))).toEqual([
        "'self'",
      ])
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['x-frame-options']).toBe('DENY')
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(response.headers['permissions-policy']).toContain('camera=()')
      expect(response.headers['strict-transport-security']).toBeUndefined()
    }
  })

  // CORS follows the matched route (its `config.access`), so it is checked on a devnet with its routes:
  // cross-origin.test.ts preflights the chain, history and service routes with their clients' headers.

  it('keeps the /devnet endpoints same-origin, even for other pages on this machine', async () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1:5173']) {
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/devnet/time',
        headers: { origin, 'access-control-request-method': 'POST' },
      })
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
      const read = await app.inject({ method: 'GET', url: '/devnet/health', headers: { origin } })
      expect(read.headers['access-control-allow-origin']).toBeUndefined()
    }
  })

  it('recognises loopback origins only', () => {
    expect(isLoopbackOrigin('http://localhost:3000')).toBe(true)
    expect(isLoopbackOrigin('http://[::1]:8080')).toBe(true)
    expect(isLoopbackOrigin('http://127.0.0.1.evil.example')).toBe(false)
    expect(isLoopbackOrigin('null')).toBe(false)
    expect(isLoopbackOrigin(undefined)).toBe(false)
  })
})

describe('a devnet configured with no CORS origin', () => {
  it('sends no CORS headers on the chain API', async () => {
    const app = await createServer({ corsAllowOrigin: false })
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/v1/chain/get_info',
        headers: { origin: 'http://localhost:3000' },
      })
      expect(response.headers['access-control-allow-origin']).toBeUndefined()
    } finally {
      await app.close()
    }
  })
})
