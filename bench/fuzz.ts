// Property-based fuzzing of the devnet (fast-check): chain reads, history queries, transactions
// (garbage, packed noise, and signed transactions whose data is generated from each contract's ABI),
// storage and backend bodies. Prints crashes, untyped 5xx, non-JSON answers and failed requests that
// changed state (all must be 0), the nodeos-style refusals by exception, and the p99 latency.
// FUZZ_REQUESTS (default 10,000) and FUZZ_SEED (default 1) replay a run.
import { launchDevnet } from '../apps/devnet/src/testing/start-devnet.ts'
import { percentile, runFuzz } from '../apps/devnet/src/testing/fuzz-requests.ts'

const count = Number(process.env.FUZZ_REQUESTS ?? 10_000)
const seed = Number(process.env.FUZZ_SEED ?? 1)
const devnet = await launchDevnet({ mode: 'child', seed: 'demo' })
try {
  const started = performance.now()
  const report = await runFuzz({ url: devnet.url, dataDir: devnet.dataDir, count, seed })
  const seconds = (performance.now() - started) / 1000
  console.log(`requests: ${report.requests} in ${seconds.toFixed(0)} s (seed ${seed})`)
  for (const [kind, n] of Object.entries(report.byKind).sort()) console.log(`  ${kind.padEnd(28)} ${n}`)
  console.log(`crashes: ${report.crashes}`)
  console.log(`5xx without a typed chain error: ${report.serverErrors.length}`)
  console.log(`non-JSON answers: ${report.nonJson.length}`)
  console.log(`failed requests that changed state: ${report.changedAlthoughFailed.length}`)
  console.log(`writes accepted (valid by chance): ${report.accepted}`)
  console.log(
    `nodeos-style refusals (HTTP 500 naming the exception): ${JSON.stringify(report.typedRefusals)}`,
  )
  console.log(
    `latency: p50 ${percentile(report.latenciesMs, 50).toFixed(1)} ms, p99 ${percentile(report.latenciesMs, 99).toFixed(1)} ms`,
  )
  for (const line of [...report.serverErrors, ...report.nonJson, ...report.changedAlthoughFailed].slice(
    0,
    20,
  ))
    console.log(`  ! ${line}`)
  const bad =
    report.crashes + report.serverErrors.length + report.nonJson.length + report.changedAlthoughFailed.length
  if (bad > 0) process.exitCode = 1
} finally {
  await devnet.stop()
}
