// Prints how the devnet holds up under zlib bombs: packed transactions of zeros that would inflate to
// about 480 MiB from a body just under the 1 MiB limit, sent by BOMB_SENDERS clients at once to every
// endpoint that takes a packed transaction (send/push_transaction, send_transaction2,
// compute_transaction, context-free data, the wallet login; as JSON and as text). Meanwhile one
// client asks get_info in a loop. Idle and loaded windows alternate, and in both the senders send the
// same bodies: to a sink (another process that reads and parses each body) while the node is idle,
// to the node while it is loaded. On a small machine the senders' own CPU weighs on the prober, so
// only where the bodies go differs between the windows. Printed: get_info p50/p99 in both (p99
// loaded must stay within 2× of idle); the node's resident memory before and at its highest, against
// a reference run in which no body reaches the node (its get_info probing alone swings the heap by
// tens of MB), so the growth the bombs add must stay under 100 MB; and how the bombs were answered.
// Then a control run: the same bodies uncompressed, which tells what any request of that size costs
// from what a bomb adds. Bounded: BENCH_BOMBS requests per window kind (default 300) in at most 60 s,
// all to child processes at 127.0.0.1. BENCH_BOMB_KINDS / BENCH_BOMB_TYPE narrow the endpoints /
// content type; BENCH_NO_CONTROL skips the control run.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { once } from 'node:events'
import { Worker } from 'node:worker_threads'
import { createDeflate, deflateSync } from 'node:zlib'
import { launchDevnet } from '../apps/devnet/src/testing/start-devnet.ts'

const BOMBS = Number(process.env.BENCH_BOMBS ?? 300)
const BOMB_SENDERS = 2
const BOMB_SECONDS = 60
const ROUNDS = 6
const INFLATED_MIB = 480
const BODY_LIMIT_BYTES = 1024 * 1024
const MAX_P99_RATIO = 2
const MAX_RSS_GROWTH_MB = 100

console.log(
  `machine: ${cpus().length} cores, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
)

/** Zeros deflated as a stream, so the bench never holds the inflated size itself. */
async function deflatedZeros(mib: number): Promise<string> {
  const deflate = createDeflate({ level: 9 })
  const chunks: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk))
  const zeros = Buffer.alloc(1024 * 1024)
  for (let i = 0; i < mib; i++) if (!deflate.write(zeros)) await once(deflate, 'drain')
  deflate.end()
  await once(deflate, 'end')
  return Buffer.concat(chunks).toString('hex')
}

const bomb = await deflatedZeros(INFLATED_MIB)
// A transaction of zeros (no actions) reads fine, so the context-free data after it is what explodes.
const zeroTransaction = deflateSync(Buffer.alloc(16)).toString('hex')
const INFLATED_TOO_LARGE_TEXT = 'Exceeded maximum decompressed transaction size'
type BombKind = { name: string; path: string; body: string; expected: number; contentType: string }

/**
 * The requests of a run: `part` as packed_trx (as context-free data for one kind) on every endpoint
 * that takes a packed transaction, `compression` 1 for bombs, 0 for the control of the same size.
 */
function requestKinds(part: string, compression: 0 | 1): BombKind[] {
  const packed = { signatures: [], compression, packed_context_free_data: '', packed_trx: part }
  const transaction = compression === 1 ? zeroTransaction : '00'.repeat(16)
  const allKinds: Omit<BombKind, 'contentType'>[] = [
    {
      name: 'send_transaction',
      path: '/v1/chain/send_transaction',
      body: JSON.stringify(packed),
      expected: 400,
    },
    {
      name: 'push_transaction',
      path: '/v1/chain/push_transaction',
      body: JSON.stringify(packed),
      expected: 400,
    },
    {
      name: 'send_transaction2',
      path: '/v1/chain/send_transaction2',
      body: JSON.stringify({ transaction: packed }),
      expected: 400,
    },
    {
      name: 'compute_transaction',
      path: '/v1/chain/compute_transaction',
      body: JSON.stringify({ transaction: packed }),
      expected: 400,
    },
    {
      name: 'context-free data',
      path: '/v1/chain/send_transaction',
      body: JSON.stringify({ ...packed, packed_trx: transaction, packed_context_free_data: part }),
      expected: 400,
    },
    { name: 'wallet login', path: '/v1/auth/login', body: JSON.stringify(packed), expected: 401 },
  ]
  // BENCH_BOMB_KINDS=send_transaction,… narrows the bombs to some endpoints.
  const only = process.env.BENCH_BOMB_KINDS?.split(',')
  // Each body goes as application/json (parsed by the server) and as text/plain (as Wharf Kit sends).
  const kinds: BombKind[] = allKinds
    .filter((kind) => !only || only.includes(kind.name))
    .flatMap((kind) =>
      ['application/json', 'text/plain']
        .filter((type) => !process.env.BENCH_BOMB_TYPE || type === process.env.BENCH_BOMB_TYPE)
        .map((contentType) => ({ ...kind, contentType })),
    )
  for (const kind of kinds)
    if (kind.body.length > BODY_LIMIT_BYTES) throw new Error(`${kind.name}: body over the server's limit`)
  return kinds
}
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}
const fmt = (ms: number) => `${ms.toFixed(2)} ms`
/**
 * The senders, on a thread of their own: encoding a megabyte body on the prober's thread would hold
 * up its get_info calls and count against the node. Each window's message says how many requests and
 * where to (the node or the sink); the thread answers with each one's time and whether it was refused
 * as nodeos refuses a bomb.
 */
const SENDERS_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { kinds, senders } = workerData
let next = 0
parentPort.on('message', async ({ url, quota, deadline }) => {
  const send = async () => {
    while (quota > 0 && Date.now() < deadline) {
      quota -= 1
      const kind = kinds[next++ % kinds.length]
      const started = performance.now()
      const response = await fetch(url + kind.path, {
        method: 'POST',
        headers: { 'content-type': kind.contentType },
        body: kind.body,
      })
      const text = await response.text()
      parentPort.postMessage({
        kind: kind.name,
        ms: performance.now() - started,
        refused: response.status === kind.expected && text.includes('${INFLATED_TOO_LARGE_TEXT}'),
        answer: response.status + ' ' + text.slice(0, 120),
      })
    }
  }
  await Promise.all(Array.from({ length: senders }, send))
  parentPort.postMessage({ done: true })
})
`

/** The sink: reads each body whole and parses it, as any server would, and answers 400. */
const SINK_SOURCE = `
require('node:http')
  .createServer((request, response) => {
    const chunks = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      try { JSON.parse(Buffer.concat(chunks).toString('utf8')) } catch {}
      response.writeHead(400, { 'content-type': 'application/json' }).end('{"sink":true}')
    })
  })
  .listen(0, '127.0.0.1', function () { console.log('http://127.0.0.1:' + this.address().port) })
`

async function startSink(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['-e', SINK_SOURCE], { stdio: ['ignore', 'pipe', 'inherit'] })
  const [line] = (await once(child.stdout, 'data')) as [Buffer]
  return { url: line.toString().trim(), stop: () => child.kill() }
}

type RunFigures = {
  idleP50: number
  idleP99: number
  loadedP50: number
  loadedP99: number
  probes: [number, number]
  rssBefore: number
  rssPeak: number
  sent: number
  refused: number
  times: number[]
  wrong: Map<string, number>
}

/**
 * One fresh child devnet at 127.0.0.1: get_info beside `kinds` sent to the sink (idle) and to
 * `loadedTarget` (loaded) in turns, so the machine's other load weighs on both alike; memory sampled
 * throughout. A `loadedTarget` of 'sink' is the reference: no body ever reaches the node.
 */
async function run(kinds: BombKind[], sink: string, loadedTarget: 'node' | 'sink'): Promise<RunFigures> {
  const devnet = await launchDevnet({
    mode: 'child',
    seed: 'none',
    nodeArgs: process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : [],
  })
  if (!devnet.url.startsWith('http://127.0.0.1:')) throw new Error(`not a loopback devnet: ${devnet.url}`)
  const rssMb = () => {
    const status = readFileSync(`/proc/${devnet.pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024
  }
  const getInfo = async () => {
    const started = performance.now()
    const response = await fetch(`${devnet.url}/v1/chain/get_info`)
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`get_info answered ${response.status}`)
    return performance.now() - started
  }
  try {
    for (let i = 0; i < 300; i++) await getInfo()
    const rssBefore = rssMb()
    let rssPeak = rssBefore
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssMb())
    }, 50)
    const senders = new Worker(SENDERS_SOURCE, {
      eval: true,
      workerData: { kinds, senders: BOMB_SENDERS },
    })
    const figures = { sent: 0, refused: 0, times: [] as number[], wrong: new Map<string, number>() }
    let windowDone: (() => void) | undefined
    let counting = false
    senders.on(
      'message',
      (message: { done?: true; kind: string; ms: number; refused: boolean; answer: string }) => {
        if (message.done) return windowDone?.()
        if (!counting) return
        figures.sent += 1
        figures.times.push(message.ms)
        if (message.refused) figures.refused += 1
        else {
          const key = `${message.kind}: ${message.answer}`
          figures.wrong.set(key, (figures.wrong.get(key) ?? 0) + 1)
        }
      },
    )
    const idle: number[] = []
    const loaded: number[] = []
    const deadline = Date.now() + BOMB_SECONDS * 1000
    const quota = Math.ceil(BOMBS / ROUNDS)
    /** `count` bodies to `url`, get_info in a loop meanwhile, its latencies into `into`. */
    const window = async (url: string, count: number, into: number[]) => {
      let done = false
      const sending = new Promise<void>((resolve) => (windowDone = resolve))
      void sending.then(() => (done = true))
      senders.postMessage({ url, quota: count, deadline })
      while (!done) into.push(await getInfo())
    }
    for (let round = 0; round < ROUNDS && Date.now() < deadline; round++) {
      const count = Math.min(quota, BOMBS - round * quota)
      await window(sink, count, idle)
      counting = loadedTarget === 'node'
      await window(loadedTarget === 'node' ? devnet.url : sink, count, loaded)
      counting = false
    }
    await senders.terminate()
    clearInterval(sampler)
    rssPeak = Math.max(rssPeak, rssMb())
    return {
      ...figures,
      idleP50: percentile(idle, 50),
      idleP99: percentile(idle, 99),
      loadedP50: percentile(loaded, 50),
      loadedP99: percentile(loaded, 99),
      probes: [idle.length, loaded.length],
      rssBefore,
      rssPeak,
    }
  } finally {
    await devnet.stop()
  }
}

const growthOf = (figures: RunFigures) => figures.rssPeak - figures.rssBefore
const print = (label: string, figures: RunFigures) => {
  console.log(
    `${label}: get_info idle (${figures.probes[0]}) p50 ${fmt(figures.idleP50)}, p99 ${fmt(figures.idleP99)}; beside them (${figures.probes[1]}) p50 ${fmt(figures.loadedP50)}, p99 ${fmt(figures.loadedP99)}; p99 ratio ${(figures.loadedP99 / figures.idleP99).toFixed(2)}`,
  )
  console.log(
    `${label}: resident memory ${figures.rssBefore.toFixed(0)} MiB before, ${figures.rssPeak.toFixed(0)} MiB at most; growth ${growthOf(figures).toFixed(0)} MB` +
      (figures.sent > 0
        ? `; ${figures.sent} sent, answered in p50 ${fmt(percentile(figures.times, 50))}, max ${fmt(Math.max(...figures.times))}`
        : ''),
  )
}

const bombs = requestKinds(bomb, 1)
console.log(
  `bomb: ${INFLATED_MIB} MiB of zeros in ${(bomb.length / 2 / 1024).toFixed(0)} KiB (bodies up to ${(
    Math.max(...bombs.map((kind) => kind.body.length)) / 1024
  ).toFixed(0)} KiB); ${BOMBS} requests from ${BOMB_SENDERS} clients per window kind`,
)
const sink = await startSink()
try {
  // What the probing alone does to the node's memory (and the windows' p99 when both go to the sink).
  const reference = await run(bombs, sink.url, 'sink')
  print('reference (no body reaches the node)', reference)
  const bombed = await run(bombs, sink.url, 'node')
  print('bombs', bombed)
  console.log(`bombs: ${bombed.refused} of ${bombed.sent} refused with tx_decompression_error's message`)
  for (const [answer, count] of bombed.wrong) console.log(`  unexpected (${count}×): ${answer}`)
  // The control: the same bodies uncompressed (zeros the node reads and refuses for other reasons), so
  // what any request of this size costs the node can be told from what a bomb adds.
  if (!process.env.BENCH_NO_CONTROL) {
    const control = await run(requestKinds('00'.repeat(bomb.length / 2), 0), sink.url, 'node')
    print('control (same size, not compressed)', control)
  }
  const ratio = bombed.loadedP99 / bombed.idleP99
  const growth = growthOf(bombed) - growthOf(reference)
  console.log(
    `bombs: p99 ratio ${ratio.toFixed(2)} (limit ${MAX_P99_RATIO}), memory growth beyond the reference ${growth.toFixed(0)} MB (limit ${MAX_RSS_GROWTH_MB})`,
  )
  if (ratio > MAX_P99_RATIO || growth > MAX_RSS_GROWTH_MB || bombed.refused !== bombed.sent)
    process.exitCode = 1
} finally {
  sink.stop()
}
