// Prints two figures of a child devnet (demo seed), as `npm run devnet` runs it:
// 1. cross-site attempts: the requests a page on another origin can send without a preflight (text/plain
//    POSTs, images, links) or with one the devnet never grants, against the clock, account creation,
//    SMS codes and the faucets; how many were refused and how many changed anything (must be 0).
// 2. memory under a read-cache flood: the process's resident memory before and after 2,000 spacing
//    variants of one large get_table_rows and after each of three floods of 2,000 distinct reads of the
//    same rows, beside the cache's byte budget (DEFAULT_READ_CACHE_BYTES).
import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { cpus, loadavg } from 'node:os'
import { DEFAULT_READ_CACHE_BYTES } from '../apps/devnet/src/http/read-cache.ts'
import { DEMO_DOCUMENTS_UPLOADED, launchDevnet } from '../apps/devnet/src/testing/start-devnet.ts'

const OTHER_PAGE = 'http://127.0.0.1:9'
const DEV_PUBLIC_KEY = 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV'
const FLOOD = 2000

console.log(
  `machine: ${cpus().length} cores, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
)
const devnet = await launchDevnet({ mode: 'child', seed: 'demo', waitFor: [DEMO_DOCUMENTS_UPLOADED] })

/** One request with exactly these headers (fetch would set its own Sec-Fetch-Mode); answers the status. */
const send = (method: string, path: string, headers: Record<string, string>, body?: string) =>
  new Promise<number>((resolve, reject) => {
    const request = httpRequest(`${devnet.url}${path}`, { method, headers }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    request.on('error', reject)
    request.end(body)
  })

const chain = async <T>(path: string, body: unknown): Promise<T> =>
  (await (
    await fetch(`${devnet.url}/v1/chain/${path}`, { method: 'POST', body: JSON.stringify(body) })
  ).json()) as T
const json = async <T>(path: string): Promise<T> => (await (await fetch(`${devnet.url}${path}`)).json()) as T

try {
  // 1. Cross-site attempts.
  const recipient = 'testtelosarb'
  const evmAddress = `0x${'ab'.repeat(20)}`
  const snapshot = async () => ({
    clock: Date.parse(`${(await chain<{ head_block_time: string }>('get_info', {})).head_block_time}Z`),
    balance: (await chain<string[]>('get_currency_balance', { code: 'eosio.token', account: recipient }))[0],
    evm: await json<unknown>(`/devnet/evm/${evmAddress}`),
    sms: (await json<unknown[]>('/devnet/sms')).length,
    accounts: await Promise.all(
      ['xsiteacct111', 'xsiteacct112', 'xsiteacct113'].map(
        async (account_name) =>
          (
            await fetch(`${devnet.url}/v1/chain/get_account`, {
              method: 'POST',
              body: JSON.stringify({ account_name }),
            })
          ).ok,
      ),
    ),
  })
  const text = { origin: OTHER_PAGE, 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-mode': 'no-cors' }
  const image = { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image', 'sec-fetch-site': 'same-site' }
  const link = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-site': 'cross-site' }
  const newAccount = (accountName: string) =>
    JSON.stringify({
      accountName,
      recaptchaResponse: 'devnet-test-captcha',
      ownerKey: DEV_PUBLIC_KEY,
      activeKey: DEV_PUBLIC_KEY,
    })
  const attempts: [string, () => Promise<number>][] = [
    ['clock, text/plain POST', () => send('POST', '/devnet/time', text, '{"advance_seconds":86400}')],
    [
      'clock, JSON POST (never preflighted)',
      () =>
        send(
          'POST',
          '/devnet/time',
          { origin: OTHER_PAGE, 'content-type': 'application/json', 'sec-fetch-mode': 'cors' },
          '{"advance_seconds":86400}',
        ),
    ],
    [
      'testnet account, text/plain POST',
      () => send('POST', '/v1/testnet/account', text, newAccount('xsiteacct111')),
    ],
    [
      'captcha account, text/plain POST',
      () => send('POST', '/v1/recaptchaCreate', text, newAccount('xsiteacct112')),
    ],
    [
      'SMS code, text/plain POST',
      () =>
        send(
          'POST',
          '/v1/registrations',
          text,
          JSON.stringify({ smsNumber: '+15550109999', telosAccount: 'xsiteacct113' }),
        ),
    ],
    ['faucet, <img>', () => send('GET', `/v1/testnet/faucet/${recipient}`, image)],
    ['faucet, link', () => send('GET', `/v1/testnet/faucet/${recipient}`, link)],
    ['EVM faucet, <img>', () => send('GET', `/v1/testnet/evmFaucet/${evmAddress}`, image)],
    ['rotation, <img>', () => send('GET', `/v1/testnet/produce/${recipient}`, image)],
    // The spellings issue 38 found past the old guard (a pattern on the raw URL).
    ['faucet %66aucet, <img>', () => send('GET', `/v1/testnet/%66aucet/${recipient}`, image)],
    ['rotation %70roduce, <img>', () => send('GET', `/v1/testnet/%70roduce/${recipient}`, image)],
    [
      'testnet account %61ccount, text/plain POST',
      () => send('POST', '/v1/testnet/%61ccount', text, newAccount('xsiteacct111')),
    ],
    [
      'clock %64evnet, text/plain POST',
      () => send('POST', '/%64evnet/time', text, '{"advance_seconds":86400}'),
    ],
    ['clock ;x, text/plain POST', () => send('POST', '/devnet/time;x', text, '{"advance_seconds":86400}')],
  ]
  const before = await snapshot()
  let refused = 0
  for (const [what, attempt] of attempts) {
    const status = await attempt()
    if (status >= 400) refused += 1
    console.log(`  ${what.padEnd(38)} ${status}`)
  }
  const after = await snapshot()
  const changes = [
    after.clock - before.clock > 3_600_000,
    after.balance !== before.balance,
    JSON.stringify(after.evm) !== JSON.stringify(before.evm),
    after.sms !== before.sms,
    ...after.accounts.map((exists, index) => exists !== before.accounts[index]),
  ].filter(Boolean).length
  console.log(`cross-site attempts: ${attempts.length}, refused: ${refused}, state changes: ${changes}`)

  // 2. Memory under a read-cache flood.
  const rssMb = () => {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${devnet.pid}/status`, 'utf8'))?.[1]
    return Number(kb) / 1024
  }
  const read = (body: string) =>
    fetch(`${devnet.url}/v1/chain/get_table_rows`, { method: 'POST', body }).then((response) =>
      response.text(),
    )
  const base = { code: 'telos.decide', scope: 'telos.decide', table: 'ballots', json: true, limit: 1000 }
  const answerBytes = (await read(JSON.stringify(base))).length
  const flood = async (bodyOf: (n: number) => string) => {
    for (let n = 0; n < FLOOD; n += 50)
      await Promise.all(Array.from({ length: 50 }, (_, i) => read(bodyOf(n + i))))
  }
  const start = rssMb()
  await flood((n) => JSON.stringify(base, null, n % 10).replace('{', `{${' '.repeat(n)}`))
  const afterVariants = rssMb()
  // Three floods of distinct reads, each of new keys: a cache bounded by bytes holds the process
  // level from one to the next (an unbounded one grew by the answers' size each time).
  const afterDistinct: number[] = []
  for (let round = 0; round < 3; round++) {
    await flood((n) => JSON.stringify({ ...base, limit: 1000 + round * FLOOD + n }))
    afterDistinct.push(rssMb())
  }
  console.log(
    `read-cache flood: answer ${(answerBytes / 1024).toFixed(0)} kB, budget ${(DEFAULT_READ_CACHE_BYTES / 1048576).toFixed(0)} MiB; ` +
      `RSS ${start.toFixed(0)} MB → ${afterVariants.toFixed(0)} MB after ${FLOOD} spacing variants → ` +
      `${afterDistinct.map((mb) => mb.toFixed(0)).join(' MB → ')} MB after each of three floods of ${FLOOD} distinct reads ` +
      `(${((FLOOD * 3 * answerBytes) / 1048576).toFixed(0)} MiB of answers)`,
  )
} finally {
  await devnet.stop()
}
