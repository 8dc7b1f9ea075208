import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_PUBLIC_KEY } from '../chain/chain.ts'
import { startTestDevnet, type TestDevnet } from './test-devnet.ts'

/**
 * Every route that changes the devnet without a signature, sent in every spelling of its path a
 * router might take for it, in every way a page on another site can send a request without asking
 * (a text/plain form or fetch, an image, a link): each is refused by the route's own cross-site rule,
 * or reaches no route at all, and nothing changes. The rule rides on the matched route, so a spelling
 * the router decodes to the route meets it as the canonical path does.
 */

let devnet: TestDevnet
const EVIL = 'http://evil.example'
const RECIPIENT = 'xsitevictim1'
const EVM = `0x${'cd'.repeat(20)}`

beforeAll(async () => {
  devnet = await startTestDevnet()
  const created = await devnet.post('/v1/testnet/account', {
    accountName: RECIPIENT,
    ownerKey: DEV_PUBLIC_KEY,
    activeKey: DEV_PUBLIC_KEY,
  })
  expect(created.status).toBe(200)
})

afterAll(() => devnet.close())

const newAccount = (name: string) =>
  JSON.stringify({
    accountName: name,
    recaptchaResponse: 'devnet-test-captcha',
    ownerKey: DEV_PUBLIC_KEY,
    activeKey: DEV_PUBLIC_KEY,
  })

/** The state-changing routes without a signature: method, canonical path, body. */
export const UNSIGNED_WRITES: { method: 'GET' | 'POST'; path: string; body?: string }[] = [
  { method: 'POST', path: '/devnet/time', body: '{"advance_seconds":86400}' },
  { method: 'GET', path: `/v1/testnet/faucet/${RECIPIENT}` },
  { method: 'GET', path: `/v1/testnet/evmFaucet/${EVM}` },
  { method: 'GET', path: `/v1/testnet/zkEvmFaucet/${EVM}` },
  { method: 'GET', path: `/v1/testnet/produce/${RECIPIENT}` },
  { method: 'POST', path: '/v1/testnet/account', body: newAccount('xsiteacct111') },
  { method: 'POST', path: '/v1/recaptchaCreate', body: newAccount('xsiteacct112') },
  {
    method: 'POST',
    path: '/v1/registrations',
    body: '{"smsNumber":"+15550109999","telosAccount":"xsiteacct113"}',
  },
  {
    method: 'POST',
    path: '/v1/accounts',
    body: `{"smsNumber":"+15550109999","telosAccount":"xsiteacct114","smsOtp":"000000","ownerKey":"${DEV_PUBLIC_KEY}","activeKey":"${DEV_PUBLIC_KEY}"}`,
  },
  { method: 'GET', path: '/dstor/v1/dev/temp-token' },
  { method: 'POST', path: '/dstor/v1/upload/get-token/', body: '{"chunks_number":1,"folder_path":"x/y"}' },
  { method: 'POST', path: '/dstor/v1/upload/', body: '--b\r\n\r\n--b--' },
  { method: 'POST', path: '/v1/oauth/interactions/someinteraction/approve', body: '{}' },
  { method: 'POST', path: '/v1/oauth/interactions/someinteraction/deny', body: '{}' },
  { method: 'POST', path: '/v1/auth/challenge', body: '{"account":"xsitevictim1"}' },
  { method: 'POST', path: '/v1/profile/challenge', body: '{"account":"xsitevictim1"}' },
]

const hex = (char: string) => `%${char.charCodeAt(0).toString(16)}`
const HEX = (char: string) => hex(char).toUpperCase()
/** The spellings of `path`: each is either refused by the route's rule or reaches no route. */
export function spellings(path: string): Record<string, string> {
  const segments = path.split('/').slice(1)
  const [first = '', second = ''] = segments
  const rest = segments.slice(1).join('/')
  const tail = segments.slice(2).join('/')
  const encodeFirstLetter = (segment: string, code: (c: string) => string) =>
    `${code(segment[0] ?? '')}${segment.slice(1)}`
  const lastIndex = segments.length - 1
  const withLast = (segment: string) => ['', ...segments.slice(0, lastIndex), segment].join('/')
  return {
    canonical: path,
    'first letter %xx': `/${encodeFirstLetter(first, hex)}/${rest}`,
    'first letter %XX': `/${encodeFirstLetter(first, HEX)}/${rest}`,
    'second segment letter': `/${first}/${encodeFirstLetter(second, hex)}${tail ? `/${tail}` : ''}`,
    'last segment letter': withLast(encodeFirstLetter(segments[lastIndex] ?? '', hex)),
    'every letter': `/${segments.map((s) => [...s].map((c) => (/[a-z]/i.test(c) ? hex(c) : c)).join('')).join('/')}`,
    '%2F for a slash': `/${first}%2F${rest}`,
    '%2f for a slash': `/${first}%2f${rest}`,
    'leading double slash': `/${path}`,
    'inner double slash': `/${first}//${rest}`,
    '.. segment': `/${first}/x/../${rest}`,
    '%2e%2e segment': `/${first}/x/%2e%2e/${rest}`,
    '. segment': `/${first}/./${rest}`,
    'mixed case': path.replace(/[a-z]/g, (c, i: number) => (i % 2 ? c.toUpperCase() : c)),
    'upper case': path.toUpperCase(),
    'trailing slash': `${path}/`,
    'empty query': `${path}?`,
    'query with a path': `${path}?next=/devnet/time`,
    'query of ..': `${path}?/../x`,
    '; parameter': `${path};x=1`,
    '; in a segment': `/${first};x/${rest}`,
    '%3B parameter': `${path}%3Bx=1`,
    'encoded backslash': `/${first}%5C${rest}`,
    'trailing %00': `${path}%00`,
  }
}

/**
 * What a page on another site can send without a preflight, with the headers its browser sets. A GET
 * carrying an Origin is a script's CORS fetch, which the services answer on purpose (the Telos testnet
 * serves its faucets to other origins); a GET a page sends without asking carries none.
 */
const CONTEXTS: Record<'GET' | 'POST', Record<string, Record<string, string>>> = {
  GET: {
    '<img>': { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image', 'sec-fetch-site': 'cross-site' },
    '<script>': { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script', 'sec-fetch-site': 'cross-site' },
    'no-cors fetch': {
      'sec-fetch-mode': 'no-cors',
      'sec-fetch-dest': 'empty',
      'sec-fetch-site': 'cross-site',
    },
    'link or GET form': {
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
      'sec-fetch-site': 'cross-site',
    },
  },
  POST: {
    'text/plain no-cors fetch': {
      origin: EVIL,
      'content-type': 'text/plain;charset=UTF-8',
      'sec-fetch-mode': 'no-cors',
      'sec-fetch-site': 'cross-site',
    },
    'form post': {
      origin: EVIL,
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-site': 'cross-site',
    },
    'multipart form post': {
      origin: EVIL,
      'content-type': 'multipart/form-data; boundary=b',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-site': 'cross-site',
    },
    'text/plain, no Sec-Fetch (older browser)': { origin: EVIL, 'content-type': 'text/plain' },
    'sandboxed page (Origin null)': { origin: 'null', 'content-type': 'text/plain' },
  },
}

const send = (method: string, path: string, headers: Record<string, string>, body?: string) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpRequest(`${devnet.url}/`, { method, path, headers }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
    })
    request.on('error', reject)
    request.end(method === 'GET' ? undefined : body)
  })

const chainPost = async <T>(path: string, body: unknown) =>
  (await (
    await fetch(`${devnet.url}/v1/chain/${path}`, { method: 'POST', body: JSON.stringify(body) })
  ).json()) as T

/** Everything the routes above could change. */
async function snapshot() {
  const storage = new Database(join(devnet.dataDir, 'storage.sqlite'), { readonly: true })
  const backend = new Database(join(devnet.dataDir, 'backend.sqlite'), { readonly: true })
  const count = (db: Database.Database, table: string) =>
    (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n
  const state = {
    clockHoursAhead: Math.round((devnet.node.chain.now() - Date.now()) / 3_600_000) + 0,
    balance: (
      await chainPost<string[]>('get_currency_balance', { code: 'eosio.token', account: RECIPIENT })
    )[0],
    evm: await (await fetch(`${devnet.url}/devnet/evm/${EVM}`)).json(),
    producers: (await chainPost<{ active: { producers: unknown[] } }>('get_producer_schedule', {})).active
      .producers.length,
    sms: ((await (await fetch(`${devnet.url}/devnet/sms`)).json()) as unknown[]).length,
    accounts: ['xsiteacct111', 'xsiteacct112', 'xsiteacct113', 'xsiteacct114'].filter((name) =>
      devnet.node.chain.accounts.exists(name),
    ),
    accessTokens: count(storage, 'access_tokens'),
    uploads: count(storage, 'uploads'),
    challenges: count(backend, 'login_challenges'),
    rateEvents: count(backend, 'rate_events'),
  }
  storage.close()
  backend.close()
  return state
}

/** A refusal by the route's cross-site rule, or no route reached (404, or a URL the router refuses). */
function isRefusedOrUnrouted({ status, text }: { status: number; text: string }): boolean {
  if (status === 404) return true
  if (status === 400 && /FST_ERR_BAD_URL|not a valid url/i.test(text)) return true
  if (status === 403 || status === 415)
    return /CROSS_SITE_REFUSED|"name":"(forbidden|unsupported_media_type)"/.test(text)
  return false
}

describe('cross-site writes in every spelling', () => {
  it('R-HTTP-23: refuses every unsigned state-changing route in every encoding and context, and nothing changes', async () => {
    const before = await snapshot()
    const accepted: string[] = []
    let sent = 0
    for (const route of UNSIGNED_WRITES) {
      for (const [spelling, path] of Object.entries(spellings(route.path))) {
        for (const [context, headers] of Object.entries(CONTEXTS[route.method])) {
          const answer = await send(route.method, path, headers, route.body)
          sent += 1
          if (!isRefusedOrUnrouted(answer))
            accepted.push(
              `${route.method} ${path} (${spelling}, ${context}) → ${answer.status} ${answer.text.slice(0, 120)}`,
            )
        }
      }
    }
    expect(accepted).toEqual([])
    expect(sent).toBeGreaterThan(1500)
    expect(await snapshot()).toEqual(before)
  }, 300_000)

  it("R-HTTP-23: the canonical paths still serve programs (no Origin, no Sec-Fetch) and the devnet's own JSON fetch", async () => {
    const own = {
      origin: devnet.url,
      'content-type': 'application/json',
      'sec-fetch-mode': 'cors',
      'sec-fetch-site': 'same-origin',
    }
    expect((await send('POST', '/devnet/time', own, '{"advance_seconds":60}')).status).toBe(200)
    expect((await send('GET', `/v1/testnet/produce/${RECIPIENT}`, {})).status).toBe(200)
    expect((await send('GET', '/dstor/v1/dev/temp-token', { 'api-key': 'k' })).status).toBe(200)
  })
})
