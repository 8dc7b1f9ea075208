import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_PUBLIC_KEY } from '../chain/chain.ts'
import { startTestDevnet, type TestDevnet } from './test-devnet.ts'

/**
 * What a page on another origin may and may not do with the devnet, over real HTTP with the headers
 * a browser sends: the services the Telos network serves cross-origin answer preflights; the devnet's
 * own controls and the calls that change it without a signature refuse the requests a page can send
 * without asking (text/plain POSTs, images, links).
 */

let devnet: TestDevnet
const OTHER_PAGE = 'http://127.0.0.1:9139'

beforeAll(async () => {
  devnet = await startTestDevnet()
  // A recipient for the faucet, created by a program (no Origin), as a script would.
  const created = await devnet.post('/v1/testnet/account', {
    accountName: 'corsfaucet11',
    ownerKey: DEV_PUBLIC_KEY,
    activeKey: DEV_PUBLIC_KEY,
  })
  expect(created.status).toBe(200)
})

afterAll(() => devnet.close())

const preflight = (path: string, method: string, headers: string[]) =>
  fetch(`${devnet.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin: OTHER_PAGE,
      'access-control-request-method': method,
      ...(headers.length > 0 ? { 'access-control-request-headers': headers.join(',') } : {}),
    },
  })

/** A GET with exactly these headers (fetch sets its own Sec-Fetch-Mode), answering the status. */
const rawGet = (url: string, headers: Record<string, string>) =>
  new Promise<number>((resolve, reject) => {
    const request = httpRequest(url, { headers }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    request.on('error', reject)
    request.end()
  })

const balance = async (account: string) =>
  (await devnet.client.v1.chain.get_currency_balance('eosio.token', account, 'TLOS'))[0]?.toString() ??
  '0.0000 TLOS'

/** How far the devnet clock has been moved ahead of the wall clock, in hours (0 until someone moves it). */
const hoursAhead = () => Math.round((devnet.node.chain.now() - Date.now()) / 3_600_000) + 0 // never -0

describe('CORS on the services the Telos network serves to other origins', () => {
  // The preflights the portal, the dStor client and third-party apps send before each call.
  const cases: { path: string; method: string; headers: string[] }[] = [
    // The Telos web app's service client sends x-api-key on every backend call.
    { path: '/v1/accounts/corsfaucet11', method: 'GET', headers: ['x-api-key'] },
    { path: '/v1/accounts', method: 'POST', headers: ['content-type', 'x-api-key'] },
    { path: '/v1/registrations', method: 'POST', headers: ['content-type', 'x-api-key'] },
    { path: '/v1/recaptchaCreate', method: 'POST', headers: ['content-type', 'x-api-key'] },
    { path: '/v1/testnet/account', method: 'POST', headers: ['content-type', 'x-api-key'] },
    { path: '/v1/testnet/faucet/corsfaucet11', method: 'GET', headers: ['x-api-key'] },
    { path: `/v1/testnet/evmFaucet/0x${'ab'.repeat(20)}`, method: 'GET', headers: ['x-api-key'] },
    { path: '/v1/testnet/produce/corsfaucet11', method: 'GET', headers: ['x-api-key', 'accept'] },
    { path: '/ipfs/QmPK1s3pNYLi9ERiq3BDxKa4XosgWwFRQUydHUtz4YgpqB', method: 'GET', headers: ['range'] },
    // Wharf Kit and eosjs send no header of their own; a dApp may configure any (reflected, as nodeos does).
    { path: '/v1/chain/get_table_rows', method: 'POST', headers: ['content-type'] },
    { path: '/v1/chain/send_transaction', method: 'POST', headers: ['content-type', 'x-custom-header'] },
    { path: '/v2/history/get_actions', method: 'GET', headers: ['accept'] },
  ]

  it.each(cases)(
    'R-HTTP-24: answers the preflight of $method $path with the headers its client sends',
    async (c) => {
      const response = await preflight(c.path, c.method, c.headers)
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('access-control-allow-methods')).toContain(c.method)
      const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase()
      for (const header of c.headers) expect(allowed).toContain(header)
    },
  )

  it('R-HTTP-24: answers a preflight of an encoded spelling as the route it reaches', async () => {
    const response = await preflight('/v1/testnet/%66aucet/corsfaucet11', 'GET', ['x-api-key'])
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-headers')).toContain('x-api-key')
  })

  it('R-HTTP-26: does not open uploads and their tokens to every origin when CORS is `*`', async () => {
    for (const [path, method] of [
      ['/dstor/v1/dev/temp-token', 'GET'],
      ['/dstor/v1/upload/get-token/', 'POST'],
      ['/dstor/v1/upload/', 'POST'],
    ] as const) {
      const response = await preflight(path, method, ['authorization', 'api-key'])
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull()
    }
  })

  it('answers the account-name check of a page on another origin with the CORS header', async () => {
    const response = await fetch(`${devnet.url}/v1/accounts/corsfaucet11`, {
      headers: { origin: OTHER_PAGE },
    })
    expect(response.status).toBe(409)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })

  it("R-HTTP-24: keeps /devnet/* and the portal's own calls same-origin, in any spelling: no preflight passes, no answer is readable", async () => {
    for (const path of [
      '/devnet/time',
      '/%64evnet/time',
      '/v1/auth/challenge',
      '/v1/oauth/interactions/x/approve',
    ]) {
      const response = await preflight(path, 'POST', ['content-type'])
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull()
    }
    const keys = await fetch(`${devnet.url}/devnet/accounts`, { headers: { origin: OTHER_PAGE } })
    expect(keys.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('cross-site writes without a signature', () => {
  it('refuses to move the clock for a page on another origin, and for a text/plain body, with no change', async () => {
    const before = hoursAhead()
    const fromOtherPage = await fetch(`${devnet.url}/devnet/time`, {
      method: 'POST',
      headers: { origin: OTHER_PAGE, 'content-type': 'text/plain' },
      body: JSON.stringify({ advance_seconds: 86_400 }),
    })
    expect(fromOtherPage.status).toBe(403)
    const jsonFromOtherPage = await fetch(`${devnet.url}/devnet/time`, {
      method: 'POST',
      headers: { origin: OTHER_PAGE, 'content-type': 'application/json' },
      body: JSON.stringify({ advance_seconds: 86_400 }),
    })
    expect(jsonFromOtherPage.status).toBe(403)
    const textFromOwnPage = await fetch(`${devnet.url}/devnet/time`, {
      method: 'POST',
      headers: { origin: devnet.url, 'content-type': 'text/plain' },
      body: JSON.stringify({ advance_seconds: 86_400 }),
    })
    expect(textFromOwnPage.status).toBe(415)
    expect(hoursAhead()).toBe(before)
  })

  it('moves the clock for its own page sending JSON, and for a program', async () => {
    const before = hoursAhead()
    const ownPage = await fetch(`${devnet.url}/devnet/time`, {
      method: 'POST',
      headers: { origin: devnet.url, 'content-type': 'application/json' },
      body: JSON.stringify({ advance_seconds: 3600 }),
    })
    expect(ownPage.status).toBe(200)
    expect((await devnet.post('/devnet/time', { advance_seconds: 3600 })).status).toBe(200)
    expect(hoursAhead()).toBe(before + 2)
  })

  it('refuses an account created by a text/plain POST from another page (no preflight), creating nothing', async () => {
    for (const path of ['/v1/testnet/account', '/v1/recaptchaCreate']) {
      const response = await fetch(`${devnet.url}${path}`, {
        method: 'POST',
        headers: { origin: OTHER_PAGE, 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({
          accountName: 'crosssite111',
          recaptchaResponse: 'devnet-test-captcha',
          ownerKey: DEV_PUBLIC_KEY,
          activeKey: DEV_PUBLIC_KEY,
        }),
      })
      expect(response.status, path).toBe(415)
      expect(((await response.json()) as { code: string }).code).toBe('CROSS_SITE_REFUSED')
    }
    expect(devnet.node.chain.accounts.exists('crosssite111')).toBe(false)
  })

  it('refuses a faucet drawn by an image or a link, sending nothing', async () => {
    const before = await balance('corsfaucet11')
    for (const [mode, destination] of [
      ['no-cors', 'image'],
      ['navigate', 'document'],
    ] as const) {
      const status = await rawGet(`${devnet.url}/v1/testnet/faucet/corsfaucet11`, {
        'sec-fetch-mode': mode,
        'sec-fetch-dest': destination,
        'sec-fetch-site': 'same-site',
      })
      expect(status, mode).toBe(403)
    }
    expect(await balance('corsfaucet11')).toBe(before)
  })

  it('draws the faucet for a page on another origin that calls it with fetch, as the Telos testnet does', async () => {
    const before = Number.parseFloat(await balance('corsfaucet11'))
    const response = await fetch(`${devnet.url}/v1/testnet/faucet/corsfaucet11`, {
      headers: { origin: OTHER_PAGE, 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-site' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(Number.parseFloat(await balance('corsfaucet11')) - before).toBeCloseTo(50, 4)
  })
})
