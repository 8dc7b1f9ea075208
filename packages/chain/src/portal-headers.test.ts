import { describe, expect, it } from 'vitest'
import { networkConfig } from './networks.ts'
import {
  BOOT_STYLE_HASH,
  portalCspDirectives,
  portalResponseHeaders,
  serializeCsp,
} from './portal-headers.ts'

describe('the portal security headers', () => {
  it('keep the local preset on its own origin: every endpoint is self', () => {
    const origin = 'http://127.0.0.1:8080'
    const csp = portalCspDirectives(networkConfig('local', { origin }), origin)
    expect(csp['connect-src']).toEqual(["'self'", 'https://cb.anchor.link', 'wss://cb.anchor.link'])
    expect(csp['script-src']).toEqual(["'self'"])
    expect(csp['object-src']).toEqual(["'none'"])
    // The boot <style> by its hash; no inline styles otherwise (React's style props use the CSSOM).
    expect(csp['style-src']).toEqual(["'self'", BOOT_STYLE_HASH])
    // Inline style attributes only; no inline style element or script.
    expect(csp['style-src-attr']).toEqual(["'unsafe-inline'"])
    expect(csp['style-src']).not.toContain("'unsafe-inline'")
    expect(csp['script-src']).not.toContain("'unsafe-inline'")
  })

  it('let the telos-testnet build reach exactly its preset endpoints', () => {
    const network = networkConfig('telos-testnet', { origin: 'https://portal.example' })
    const csp = portalCspDirectives(network)
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://testnet.telos.net',
      'https://api.dstor.cloud',
      'https://api-dev.telos.net',
      'https://telos-producer-validation.s3.amazonaws.com',
      'https://cb.anchor.link',
      'wss://cb.anchor.link',
    ])
    expect(csp['img-src']).toContain('https://api.dstor.cloud')
    expect(csp['script-src']).not.toContain("'unsafe-inline'")
  })

  it('serialize as one header value per name', () => {
    expect(serializeCsp({ 'default-src': ["'self'"], 'base-uri': ["'none'"] })).toBe(
      "default-src 'self'; base-uri 'none'",
    )
    const headers = portalResponseHeaders(
      networkConfig('local', { origin: 'http://a.test' }),
      'http://a.test',
    )
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Permissions-Policy']).toMatch(/^accelerometer=\(\), camera=\(\)/)
  })

  it('R-ACCT-01: allow the reCAPTCHA script and its frames only where the network creates accounts with it', () => {
    const origin = 'https://portal.example'
    const sms = portalCspDirectives(networkConfig('telos-testnet', { origin }))
    expect(sms['script-src']).toEqual(["'self'"])
    expect(sms['frame-src']).toEqual(["'none'"])

    const captcha = portalCspDirectives(
      networkConfig('telos-testnet', { origin, accountCreation: 'recaptcha', recaptchaSiteKey: 'key' }),
    )
    expect(captcha['script-src']).toEqual(["'self'", 'https://www.google.com', 'https://www.gstatic.com'])
    expect(captcha['frame-src']).toEqual(['https://www.google.com'])
    expect(captcha['frame-ancestors']).toEqual(["'none'"])

    // The devnet's stand-in is a script on the page's origin that draws no frame.
    const local = 'http://127.0.0.1:8080'
    const standIn = portalCspDirectives(
      networkConfig('local', { origin: local, accountCreation: 'recaptcha' }),
      local,
    )
    expect(standIn['script-src']).toEqual(["'self'"])
    expect(standIn['frame-src']).toEqual(["'none'"])
  })
})
