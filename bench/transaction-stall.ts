// Prints how long get_info stalls while 8 clients send the largest transactions the chain accepts
// (transfers filling max_transaction_net_usage, ~7,700 actions, a zlib body of about 60 kB) to
// compute_transaction and then to send_transaction: nodeos stops each at max_transaction_cpu_usage
// (150 ms), so no window may stall get_info for 1 s or more. An idle window of the same length is
// measured in the same run first. Then 10,000 fuzzed requests (every kind) over 8 connections at
// once: how many were never answered (must be 0). BENCH_STALL_SECONDS (default 10) sets a window's
// length; FUZZ_REQUESTS (default 10,000) the fuzz run's size.
import { APIClient } from '@wharfkit/antelope'
import { cpus, loadavg } from 'node:os'
import { runConcurrentFuzz } from '../apps/devnet/src/testing/fuzz-concurrent.ts'
import { signActions } from '../apps/devnet/src/testing/sign-actions.ts'
import { launchDevnet } from '../apps/devnet/src/testing/start-devnet.ts'

const SECONDS = Number(process.env.BENCH_STALL_SECONDS ?? 10)
const CLIENTS = 8
const MAX_STALL_MS = 1000
const NET_LIMIT = 524_288
const FUZZ_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000)

console.log(
  `machine: ${cpus().length} cores, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
)

const devnet = await launchDevnet({ mode: 'child', seed: 'demo' })
const client = new APIClient({ url: devnet.url })

/** get_info in a loop until `until` resolves: the longest wait for an answer, in ms. */
async function probe(until: Promise<unknown>): Promise<{ longest: number; answers: number }> {
  let done = false
  void until.finally(() => (done = true))
  let longest = 0
  let answers = 0
  while (!done) {
    const started = performance.now()
    await (await fetch(`${devnet.url}/v1/chain/get_info`, { method: 'POST', body: '{}' })).text()
    longest = Math.max(longest, performance.now() - started)
    answers += 1
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return { longest, answers }
}

/** CLIENTS clients sending `body` to `path` back to back for SECONDS: answers by error name. */
async function flood(path: string, body: string): Promise<Record<string, number>> {
  const answers: Record<string, number> = {}
  const ends = performance.now() + SECONDS * 1000
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < ends) {
        const response = await fetch(`${devnet.url}${path}`, { method: 'POST', body })
        const json = (await response.json()) as { error?: { name?: string } }
        const name = json.error?.name ?? `HTTP ${response.status}`
        answers[name] = (answers[name] ?? 0) + 1
      }
    }),
  )
  return answers
}

try {
  const signers = (await (await fetch(`${devnet.url}/devnet/accounts`)).json()) as {
    name: string
    privateKey: string
  }[]
  const sender = signers.find((signer) => signer.name === 'voter1') ?? signers[0]!
  const transfer = {
    account: 'eosio.token',
    name: 'transfer',
    actor: sender.name,
    data: { from: sender.name, to: 'eosio', quantity: '0.0001 TLOS', memo: '' },
  }
  // The most transfers whose packed transaction, signature and overhead fit max_transaction_net_usage.
  const one = await signActions(client, [transfer], { keys: [sender.privateKey], compression: 0 })
  const perAction = 8 + 8 + 1 + 16 + 1 + 8 + 8 + 16 + 1
  const fixed = String(one.body.packed_trx).length / 2 - perAction
  const count = Math.floor((NET_LIMIT - 12 - 64 - 16 - fixed - 8) / perAction)
  const signed = await signActions(client, Array(count).fill(transfer), { keys: [sender.privateKey] })
  const sendBody = JSON.stringify(signed.body)
  const computeBody = JSON.stringify({ transaction: signed.body })
  console.log(`largest transaction: ${count} transfers, zlib body ${(sendBody.length / 1024).toFixed(0)} kB`)

  const idle = await probe(new Promise((resolve) => setTimeout(resolve, SECONDS * 1000)))
  console.log(`idle ${SECONDS} s: longest get_info ${idle.longest.toFixed(0)} ms (${idle.answers} answers)`)
  let worst = idle.longest
  for (const [endpoint, body] of [
    ['compute_transaction', computeBody],
    ['send_transaction', sendBody],
  ] as const) {
    const sending = flood(`/v1/chain/${endpoint}`, body)
    const loaded = await probe(sending)
    const answers = await sending
    worst = Math.max(worst, loaded.longest)
    console.log(
      `${CLIENTS} clients × ${endpoint} for ${SECONDS} s: longest get_info ${loaded.longest.toFixed(0)} ms ` +
        `(${loaded.answers} answers); transactions answered ${JSON.stringify(answers)}`,
    )
  }
  console.log(`longest get_info stall: ${worst.toFixed(0)} ms (must stay under ${MAX_STALL_MS} ms)`)
  if (worst >= MAX_STALL_MS) process.exitCode = 1

  const started = performance.now()
  const fuzz = await runConcurrentFuzz({
    url: devnet.url,
    count: FUZZ_REQUESTS,
    seed: 1,
    connections: CLIENTS,
    timeoutMs: 30_000,
  })
  console.log(
    `fuzz: ${fuzz.unanswered.length} of ${fuzz.requests} requests unanswered at ${CLIENTS} connections ` +
      `(${((performance.now() - started) / 1000).toFixed(0)} s)`,
  )
  for (const line of fuzz.unanswered.slice(0, 10)) console.log(`  ! ${line}`)
  if (fuzz.unanswered.length > 0) process.exitCode = 1
} finally {
  await devnet.stop()
}
