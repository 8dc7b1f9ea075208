// Prints the devnet's figures: signed transfers per second (sequential and 8 concurrent clients),
// get_table_rows latency under 100 concurrent clients, history query latency with 100,000 actions
// indexed, and the node's resident memory. The devnet runs as its own process, as `npm run devnet`.
// Transfers are signed before the clock starts and sent over node:http keep-alive connections: the
// figure is the node's (verify, execute, index, commit, answer), not the wallet's or fetch's.
// Where a transfer's CPU goes, and the clients' own share of the two cores: docs/measurements.md.
import { execFileSync } from 'node:child_process'
import { Agent, request } from 'node:http'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
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
import { openDevnetNode } from '../apps/devnet/src/chain/node.ts'
import { launchDevnet } from '../apps/devnet/src/testing/start-devnet.ts'

const SEQUENTIAL = 1500
const CONCURRENT = 3000
const CLIENTS = 8
const READ_CLIENTS = 100
const READS_PER_CLIENT = 30
/** Debian's wrk, when installed, measures reads without a JavaScript client in the way. */
const WRK = '/usr/bin/wrk'
// BENCH_HISTORY_ACTIONS shortens a local run; the reported figure uses 100,000.
const HISTORY_ACTIONS = Number(process.env.BENCH_HISTORY_ACTIONS ?? 100_000)
const ACTIONS_PER_TRX = 100

const dataDir = mkdtempSync(join(tmpdir(), 'devnet-bench-'))
const key = PrivateKey.from(DEV_PRIVATE_KEY)

// Figures depend on what else the machine runs; print its size and load with them.
console.log(
  `machine: ${cpus().length} cores, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
)

/** CPU time (user + system, all threads) a process has used so far, from /proc (Linux). */
const nodeCpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  // utime and stime are the 14th and 15th fields, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
const fmt = (ms: number) => `${ms.toFixed(2)} ms`

// 1. Index 100,000 actions in-process (100 transfers per transaction) before the node starts serving.
{
  const started = performance.now()
  const node = openDevnetNode({ dataDir, seed: 'none', produceBlocks: false })
  const recipients = ['eosio.rex', 'eosio.ram', 'eosio.saving', 'eosio.names']
  for (let t = 0; t < HISTORY_ACTIONS / ACTIONS_PER_TRX; t++) {
    node.chain.pushActions(
      Array.from({ length: ACTIONS_PER_TRX }, (_, i) => ({
        account: 'eosio.token',
        name: 'transfer',
        authorization: [{ actor: 'eosio', permission: 'active' }],
        data: {
          from: 'eosio',
          to: recipients[i % recipients.length] ?? 'eosio.rex',
          quantity: '0.0001 TLOS',
          memo: `history ${t}/${i}`,
        },
      })),
    )
    if (t % 10 === 9) node.chain.produceBlock()
  }
  node.close()
  console.log(
    `indexed ${HISTORY_ACTIONS.toLocaleString('en')} actions in ${((performance.now() - started) / 1000).toFixed(1)} s (in-process)`,
  )
}

// 2. Start the devnet on that data directory, as its own process (removed with the directory on stop).
// BENCH_DEVNET_MAIN compares another build of the node against the same load.
// BENCH_DEVNET_NODE_ARGS passes Node flags to the node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it under this load.
// BENCH_PORT fixes its port (default: any free one); BENCH_TRANSFERS_ONLY stops after the transfers.
const devnet = await launchDevnet({
  mode: 'child',
  port: Number(process.env.BENCH_PORT ?? 0),
  dataDir,
  removeDataDir: true,
  main: process.env.BENCH_DEVNET_MAIN,
  nodeArgs: process.env.BENCH_DEVNET_NODE_ARGS?.split(' ').filter(Boolean),
  stderr: 'inherit',
})
const { url } = devnet
const client = new APIClient({ url })
// node:http rather than fetch: the client shares the machine's cores with the node, and fetch
// spent about 0.9 ms of CPU per request against node:http's 0.3 (measured on 2 cores), close to
// half the machine at 1,000 tx/s. Keep-alive sockets, one per client, as fetch kept them.
const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS })

try {
  // 3. Pre-sign transfers (signing is the wallet's cost, not the node's).
  const info = await client.v1.chain.get_info()
  const abi = ABI.from((await client.v1.chain.get_abi('eosio.token')).abi!)
  const header = info.getTransactionHeader(3000)
  const sign = (memo: string) => {
    const transaction = Transaction.from({
      ...header,
      actions: [
        Action.from(
          {
            account: 'eosio.token',
            name: 'transfer',
            authorization: [{ actor: 'eosio', permission: 'active' }],
            data: { from: 'eosio', to: 'eosio.rex', quantity: '0.0001 TLOS', memo },
          },
          abi,
        ),
      ],
    })
    const signature = key.signDigest(transaction.signingDigest(info.chain_id))
    return JSON.stringify(
      PackedTransaction.fromSigned(SignedTransaction.from({ ...transaction, signatures: [signature] })),
    )
  }
  const signCpuBefore = process.cpuUsage()
  const bodies = Array.from({ length: SEQUENTIAL + CONCURRENT }, (_, i) => sign(`bench ${i}`))
  const signCpu = process.cpuUsage(signCpuBefore)
  console.log(
    `client CPU to sign a transfer:       ${fmt((signCpu.user + signCpu.system) / 1000 / bodies.length)} (Wharf Kit, beforehand)`,
  )
  const { hostname, port } = new URL(url)
  const send = (body: string) =>
    new Promise<void>((resolve, reject) => {
      const headers = {
        'content-type': 'text/plain;charset=UTF-8',
        'content-length': Buffer.byteLength(body),
      }
      const sent = request(
        { agent, hostname, port, path: '/v1/chain/send_transaction', method: 'POST', headers },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('error', reject)
          response.on('end', () => {
            if (response.statusCode === 202) resolve()
            else
              reject(
                new Error(
                  `send_transaction answered ${response.statusCode}: ${Buffer.concat(chunks).toString()}`,
                ),
              )
          })
        },
      )
      sent.on('error', reject)
      sent.end(body)
    })

  let started = performance.now()
  for (const body of bodies.slice(0, SEQUENTIAL)) await send(body)
  const sequential = SEQUENTIAL / ((performance.now() - started) / 1000)
  console.log(
    `signed transfers, sequential:        ${sequential.toFixed(0)} tx/s (${SEQUENTIAL} transactions)`,
  )

  const queue = bodies.slice(SEQUENTIAL)
  const cpuBefore = nodeCpuMs(devnet.pid ?? process.pid)
  const clientCpuBefore = process.cpuUsage()
  started = performance.now()
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let body = queue.pop(); body; body = queue.pop()) await send(body)
    }),
  )
  const concurrent = CONCURRENT / ((performance.now() - started) / 1000)
  console.log(
    `signed transfers, ${CLIENTS} clients:         ${concurrent.toFixed(0)} tx/s (${CONCURRENT} transactions)`,
  )
  // The node's CPU time per transaction (all its threads) depends far less on what else the machine
  // runs than the rate does: 1,000 / this figure is what one free core would sustain.
  const cpuPerTransaction = (nodeCpuMs(devnet.pid ?? process.pid) - cpuBefore) / CONCURRENT
  console.log(
    `node CPU per transfer, ${CLIENTS} clients:  ${fmt(cpuPerTransaction)} (main and verifier threads)`,
  )
  // The clients share the cores: what they spend (sending, reading answers) is taken from the node.
  const clientCpu = process.cpuUsage(clientCpuBefore)
  console.log(
    `client CPU per transfer, ${CLIENTS} clients: ${fmt((clientCpu.user + clientCpu.system) / 1000 / CONCURRENT)} (this process, transfers signed beforehand)`,
  )
  if (!process.env.BENCH_TRANSFERS_ONLY) await measureReads()
} finally {
  agent.destroy()
  await devnet.stop()
}

async function measureReads() {
  // 4. get_table_rows under 100 concurrent clients.
  const timed = async (path: string, body?: string) => {
    const t0 = performance.now()
    const response = await fetch(`${url}${path}`, body ? { method: 'POST', body } : undefined)
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    return performance.now() - t0
  }
  const tableBody = JSON.stringify({
    code: 'eosio.token',
    table: 'accounts',
    scope: 'eosio.rex',
    json: true,
    limit: 10,
  })
  const latencies: number[] = []
  const started = performance.now()
  await Promise.all(
    Array.from({ length: READ_CLIENTS }, async () => {
      for (let i = 0; i < READS_PER_CLIENT; i++)
        latencies.push(await timed('/v1/chain/get_table_rows', tableBody))
    }),
  )
  const readRate = latencies.length / ((performance.now() - started) / 1000)
  latencies.sort((a, b) => a - b)
  console.log(
    `get_table_rows, ${READ_CLIENTS} clients:          p50 ${fmt(percentile(latencies, 50))}, p99 ${fmt(percentile(latencies, 99))} (${readRate.toFixed(0)} req/s)`,
  )
  const single: number[] = []
  for (let i = 0; i < 300; i++) single.push(await timed('/v1/chain/get_table_rows', tableBody))
  single.sort((a, b) => a - b)
  console.log(
    `get_table_rows, 1 client:            p50 ${fmt(percentile(single, 50))}, p99 ${fmt(percentile(single, 99))}`,
  )

  // 4b. The same read from wrk, a C load generator in its own process: the Node fetch client above
  // spends more CPU per request than the node does, so on two cores it measures mostly itself.
  if (existsSync(WRK)) {
    const script = join(dataDir, 'table-rows.lua')
    writeFileSync(
      script,
      [
        'wrk.method = "POST"',
        'wrk.headers["Content-Type"] = "text/plain;charset=UTF-8"',
        `wrk.body = ${JSON.stringify(tableBody)}`,
      ].join('\n'),
    )
    const report = execFileSync(
      WRK,
      ['-t1', `-c${READ_CLIENTS}`, '-d10s', '--latency', '-s', script, `${url}/v1/chain/get_table_rows`],
      { encoding: 'utf8' },
    )
    const field = (pattern: RegExp) => pattern.exec(report)?.[1] ?? '?'
    if (/Non-2xx/.test(report)) throw new Error(`wrk saw failed reads:\n${report}`)
    console.log(
      `get_table_rows, ${READ_CLIENTS} connections (wrk):  p50 ${field(/50%\s+(\S+)/)}, p99 ${field(/99%\s+(\S+)/)} (${field(/Requests\/sec:\s+(\S+)/)} req/s)`,
    )
  } else {
    console.log(`get_table_rows with wrk: skipped (apt-get install wrk); the figures above are client-bound`)
  }

  // 5. History queries over 100,000+ indexed actions.
  const queries = [
    '/v2/history/get_actions?account=eosio.rex&limit=100',
    '/v2/history/get_actions?account=eosio.saving&filter=eosio.token:transfer&skip=5000&limit=100',
    '/v2/history/get_actions?account=eosio.names&sort=asc&limit=100',
    '/v2/history/get_deltas?code=eosio.token&table=accounts&scope=eosio.rex&limit=100',
  ]
  for (const query of queries) {
    const times: number[] = []
    for (let i = 0; i < 20; i++) times.push(await timed(query))
    times.sort((a, b) => a - b)
    console.log(
      `history ${query.replace('/v2/history/', '')}: p50 ${fmt(percentile(times, 50))}, max ${fmt(times[times.length - 1] ?? 0)}`,
    )
  }

  // 6. Resident memory of the node process.
  const status = readFileSync(`/proc/${devnet.pid}/status`, 'utf8')
  const rss = /VmRSS:\s+(\d+) kB/.exec(status)?.[1]
  const hwm = /VmHWM:\s+(\d+) kB/.exec(status)?.[1]
  console.log(
    `resident memory: ${(Number(rss) / 1024).toFixed(0)} MiB (peak ${(Number(hwm) / 1024).toFixed(0)} MiB)`,
  )
}
