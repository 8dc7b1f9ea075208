// Prints how the devnet holds up under zlib bombs: packed transactions of zeros that would inflate to
// about 480 MiB from a body just under the 1 MiB limit, sent by BOMB_SENDERS clients at once to every
// endpoint that takes a packed transaction (send/push_transaction, send_transaction2,
// compute_transaction, context-free data, the wallet login). Meanwhile one client asks get_info in a
// loop. Printed: get_info p50/p99 idle and under bombs (p99 must stay within 2× of idle), the node's
// resident memory before and at its highest during the bombs (growth must stay under 100 MB), and
// how the bombs were answered. Bounded: BENCH_BOMBS bombs (default 300) and at most 60 s of bombing,
// all on the child devnet at 127.0.0.1.
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
const IDLE_WINDOW_MS = 2000
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
const packedBomb = { signatures: [], compression: 1, packed_context_free_data: '', packed_trx: bomb }
// A transaction of zeros (no actions) reads fine, so the context-free data after it is what explodes.
const zeroTransaction = deflateSync(Buffer.alloc(16)).toString('hex')
const INFLATED_TOO_LARGE_TEXT = 'Exceeded maximum decompressed transaction size'
type BombKind = { name: string; path: string; body: string; expected: number; contentType: string }
const allKinds: Omit<BombKind, 'contentType'>[] = [
  {
    name: 'send_transaction',
    path: '/v1/chain/send_transaction',
    body: JSON.stringify(packedBomb),
    expected: 400,
  },
  {
    name: 'push_transaction',
    path: '/v1/chain/push_transaction',
    body: JSON.stringify(packedBomb),
    expected: 400,
  },
  {
    name: 'send_transaction2',
    path: '/v1/chain/send_transaction2',
    body: JSON.stringify({ transaction: packedBomb }),
    expected: 400,
  },
  {
    name: 'compute_transaction',
    path: '/v1/chain/compute_transaction',
    body: JSON.stringify({ transaction: packedBomb }),
    expected: 400,
  },
  {
    name: 'context-free data',
    path: '/v1/chain/send_transaction',
    body: JSON.stringify({ ...packedBomb, packed_trx: zeroTransaction, packed_context_free_data: bomb }),
    expected: 400,
  },
  { name: 'wallet login', path: '/v1/auth/login', body: JSON.stringify(packedBomb), expected: 401 },
]
// BENCH_BOMB_KINDS=send_transaction,… narrows the bombs to some endpoints.
const only = process.env.BENCH_BOMB_KINDS?.split(',')
// Each body goes as application/json (parsed by the server) and as text/plain (as Wharf Kit sends).
const kinds: BombKind[] = allKinds
  .filter((kind) => !only || only.includes(kind.name))
  .flatMap((kind) => [
    { ...kind, contentType: 'application/json' },
    { ...kind, contentType: 'text/plain' },
  ])
for (const kind of kinds)
  if (kind.body.length > BODY_LIMIT_BYTES) throw new Error(`${kind.name}: body over the server's limit`)
console.log(
  `bomb: ${INFLATED_MIB} MiB of zeros in ${(bomb.length / 2 / 1024).toFixed(0)} KiB (bodies up to ${(
    Math.max(...kinds.map((kind) => kind.body.length)) / 1024
  ).toFixed(0)} KiB); ${BOMBS} bombs from ${BOMB_SENDERS} clients`,
)

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

const devnet = await launchDevnet({
  mode: 'child',
  seed: 'none',
  nodeArgs: process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROF] : [],
})
if (!devnet.url.startsWith('http://127.0.0.1:')) throw new Error(`not a loopback devnet: ${devnet.url}`)
const rssMb = () => {
  const status = readFileSync(`/proc/${devnet.pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024
}

async function getInfo(): Promise<number> {
  const started = performance.now()
  const response = await fetch(`${devnet.url}/v1/chain/get_info`)
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`get_info answered ${response.status}`)
  return performance.now() - started
}

/**
 * The bomb senders, on a thread of their own: encoding a megabyte body on the prober's thread would
 * hold up its get_info calls and count against the node. Each round's message says how many bombs;
 * the thread answers with each bomb's status, time and whether it was refused as nodeos refuses it.
 */
const SENDERS_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { url, kinds, senders } = workerData
let next = 0
parentPort.on('message', async ({ quota, deadline }) => {
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

try {
  for (let i = 0; i < 300; i++) await getInfo()
  const rssBefore = rssMb()
  let rssPeak = rssBefore
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb())
  }, 50)

  const senders = new Worker(SENDERS_SOURCE, {
    eval: true,
    workerData: { url: devnet.url, kinds, senders: BOMB_SENDERS },
  })
  let sent = 0
  let refusedAsNodeos = 0
  const wrongAnswers = new Map<string, number>()
  const bombTimes: number[] = []
  const idle: number[] = []
  const underBombs: number[] = []
  const deadline = Date.now() + BOMB_SECONDS * 1000
  let roundDone: (() => void) | undefined
  senders.on(
    'message',
    (message: { done?: true; kind: string; ms: number; refused: boolean; answer: string }) => {
      if (message.done) return roundDone?.()
      sent += 1
      bombTimes.push(message.ms)
      if (message.refused) refusedAsNodeos += 1
      else {
        const key = `${message.kind}: ${message.answer}`
        wrongAnswers.set(key, (wrongAnswers.get(key) ?? 0) + 1)
      }
    },
  )

  /** get_info in a loop until `until` settles, its latencies into `into`. */
  const probe = async (into: number[], until: Promise<unknown>) => {
    let done = false
    void until.then(() => (done = true))
    while (!done) into.push(await getInfo())
  }
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  // Idle and bombed windows take turns, so the machine's other load weighs on both alike.
  const quota = Math.ceil(BOMBS / ROUNDS)
  for (let round = 0; round < ROUNDS && Date.now() < deadline; round++) {
    await probe(idle, sleep(IDLE_WINDOW_MS))
    const bombing = new Promise<void>((resolve) => (roundDone = resolve))
    senders.postMessage({ quota: Math.min(quota, BOMBS - round * quota), deadline })
    await probe(underBombs, bombing)
  }
  await senders.terminate()
  clearInterval(sampler)
  rssPeak = Math.max(rssPeak, rssMb())

  const idleP99 = percentile(idle, 99)
  const bombP99 = percentile(underBombs, 99)
  const ratio = bombP99 / idleP99
  const growth = rssPeak - rssBefore
  const fmt = (ms: number) => `${ms.toFixed(2)} ms`
  console.log(
    `get_info idle (${idle.length}): p50 ${fmt(percentile(idle, 50))}, p99 ${fmt(idleP99)}; under bombs (${underBombs.length}): p50 ${fmt(percentile(underBombs, 50))}, p99 ${fmt(bombP99)}; p99 ratio ${ratio.toFixed(2)} (limit ${MAX_P99_RATIO})`,
  )
  console.log(
    `resident memory: ${rssBefore.toFixed(0)} MiB before, ${rssPeak.toFixed(0)} MiB at most under bombs; growth ${growth.toFixed(0)} MB (limit ${MAX_RSS_GROWTH_MB})`,
  )
  console.log(
    `bombs: ${sent} sent, ${refusedAsNodeos} refused with tx_decompression_error's message; answered in p50 ${fmt(percentile(bombTimes, 50))}, max ${fmt(Math.max(0, ...bombTimes))}`,
  )
  for (const [answer, count] of wrongAnswers) console.log(`  unexpected (${count}×): ${answer}`)
  if (ratio > MAX_P99_RATIO || growth > MAX_RSS_GROWTH_MB || refusedAsNodeos !== sent) process.exitCode = 1
} finally {
  await devnet.stop()
}
