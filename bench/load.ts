// Prints how the devnet holds up under a portal's worth of readers while transactions flow: 200
// simulated portal clients poll as the pages do (case page, elections, account, ballots: the page's
// reads at once, then again 10 s later) for 60 s while 8 clients send signed transfers. Prints read
// latency percentiles, errors and transactions per second. LOAD_SECONDS and LOAD_CLIENTS shorten a run.
import { cpus, loadavg } from 'node:os'
import {
  ABI,
  Action,
  APIClient,
  PackedTransaction,
  PrivateKey,
  SignedTransaction,
  Transaction,
} from '@wharfkit/antelope'
import { DEV_PRIVATE_KEY } from '../apps/devnet/src/chain/chain.ts'
import { launchDevnet } from '../apps/devnet/src/testing/start-devnet.ts'

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
const READERS = Number(process.env.LOAD_CLIENTS ?? 200)
const WRITERS = 8
const REFRESH_MS = 10_000
const PRESIGNED = Number(process.env.LOAD_PRESIGNED ?? 20_000)

type Read = { path: string; body?: unknown }
const rows = (code: string, table: string, scope: string, extra: Record<string, unknown> = {}): Read => ({
  path: '/v1/chain/get_table_rows',
  body: { code, table, scope, json: true, limit: 100, ...extra },
})

/** What each page reads on every refresh (from the portal's queries). */
const PAGES: Record<string, Read[]> = {
  'case page': [
    rows('testtelosarb', 'casefiles', 'testtelosarb', { lower_bound: 3, upper_bound: 3 }),
    rows('testtelosarb', 'claims', '3'),
    rows('testtelosarb', 'offers', 'testtelosarb', {
      index_position: 2,
      key_type: 'i64',
      lower_bound: 3,
      upper_bound: 3,
    }),
    rows('testtelosarb', 'config', 'testtelosarb'),
    { path: '/v2/history/get_actions?account=testtelosarb&limit=20' },
  ],
  elections: [
    rows('testtelosarb', 'elections', 'testtelosarb'),
    rows('testtelosarb', 'nominees', 'testtelosarb'),
    rows('testtelosarb', 'arbitrators', 'testtelosarb'),
  ],
  account: [
    { path: '/v1/chain/get_account', body: { account_name: 'voter1' } },
    {
      path: '/v1/chain/get_currency_balance',
      body: { code: 'eosio.token', account: 'voter1', symbol: 'TLOS' },
    },
  ],
  ballots: [
    rows('telos.decide', 'ballots', 'telos.decide', {
      index_position: 5,
      key_type: 'i64',
      reverse: true,
      limit: 250,
    }),
    rows('telos.decide', 'treasuries', 'telos.decide'),
  ],
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

console.log(
  `machine: ${cpus().length} cores, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
)
const devnet = await launchDevnet({ mode: 'child', seed: 'demo', stderr: 'inherit' })
try {
  const { url } = devnet
  const client = new APIClient({ url })
  const info = await client.v1.chain.get_info()
  const abi = ABI.from((await client.v1.chain.get_abi('eosio.token')).abi!)
  const header = info.getTransactionHeader(SECONDS * 20)
  const key = PrivateKey.from(DEV_PRIVATE_KEY)
  const signStarted = performance.now()
  const bodies = Array.from({ length: PRESIGNED }, (_, i) => {
    const transaction = Transaction.from({
      ...header,
      actions: [
        Action.from(
          {
            account: 'eosio.token',
            name: 'transfer',
            authorization: [{ actor: 'eosio', permission: 'active' }],
            data: { from: 'eosio', to: 'eosio.rex', quantity: '0.0001 TLOS', memo: `load ${i}` },
          },
          abi,
        ),
      ],
    })
    const signature = key.signDigest(transaction.signingDigest(info.chain_id))
    return JSON.stringify(
      PackedTransaction.fromSigned(SignedTransaction.from({ ...transaction, signatures: [signature] })),
    )
  })
  console.log(
    `pre-signed ${PRESIGNED} transfers in ${((performance.now() - signStarted) / 1000).toFixed(1)} s`,
  )

  const deadline = performance.now() + SECONDS * 1000
  const latencies: number[] = []
  let readErrors = 0
  let sent = 0
  let txErrors = 0

  const read = async ({ path, body }: Read) => {
    const started = performance.now()
    try {
      const response = await fetch(
        `${url}${path}`,
        body ? { method: 'POST', body: JSON.stringify(body) } : {},
      )
      await response.arrayBuffer()
      if (!response.ok) readErrors += 1
    } catch {
      readErrors += 1
    }
    latencies.push(performance.now() - started)
  }
  const pageNames = Object.keys(PAGES)
  const reader = async (i: number) => {
    const page = PAGES[pageNames[i % pageNames.length] ?? 'ballots'] ?? []
    await sleep(Math.random() * REFRESH_MS)
    while (performance.now() < deadline) {
      const started = performance.now()
      await Promise.all(page.map(read))
      await sleep(Math.max(0, REFRESH_MS - (performance.now() - started)))
    }
  }
  const writer = async () => {
    while (performance.now() < deadline) {
      const body = bodies.pop()
      if (!body) return
      const response = await fetch(`${url}/v1/chain/send_transaction`, { method: 'POST', body })
      await response.arrayBuffer()
      if (response.status === 202 || response.ok) sent += 1
      else txErrors += 1
    }
  }
  const started = performance.now()
  await Promise.all([
    ...Array.from({ length: READERS }, (_, i) => reader(i)),
    ...Array.from({ length: WRITERS }, () => writer()),
  ])
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  console.log(
    `${READERS} polling clients (${pageNames.join(', ')}) and ${WRITERS} writers for ${seconds.toFixed(0)} s`,
  )
  console.log(
    `reads: ${latencies.length} (${(latencies.length / seconds).toFixed(0)}/s), p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, errors ${readErrors}`,
  )
  console.log(`transfers: ${sent} accepted (${(sent / seconds).toFixed(0)} tx/s), ${txErrors} refused`)
  if (bodies.length === 0)
    console.log('(the pre-signed transfers ran out: raise LOAD_PRESIGNED for a longer run)')
} finally {
  await devnet.stop()
}
