// How long the seeds take (printed, never asserted: a test that timed them failed on a loaded machine).
// `--seed none`'s contract set-up on an in-memory test chain, and `--seed demo` on a fresh data
// directory from opening the node to a devnet that answers, as `npm start` opens it; then copying that
// data directory, which is what each test suite does instead of seeding (testing/demo-template.ts).
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createTestChain } from '../apps/devnet/src/chain/test-chain.ts'
import { seedContracts } from '../apps/devnet/src/seed/contracts.ts'
import { launchDevnet } from '../apps/devnet/src/testing/start-devnet.ts'

const RUNS = Number(process.env.BENCH_SEED_RUNS ?? 3)
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const spread = (ms: number[]) =>
  `median ${seconds([...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)] ?? 0)} (${ms.map(seconds).join(', ')})`

console.log(
  `machine: ${cpus().length} cores, load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
)

const contracts: number[] = []
for (let run = 0; run < RUNS; run++) {
  const chain = createTestChain({ accounts: [] })
  const started = performance.now()
  seedContracts(chain.chain)
  contracts.push(performance.now() - started)
}
console.log(`--seed none contracts (in memory): ${spread(contracts)}`)

const demo: number[] = []
const copies: number[] = []
for (let run = 0; run < RUNS; run++) {
  const started = performance.now()
  const devnet = await launchDevnet({ seed: 'demo', tempPrefix: 'bench-seed-' })
  demo.push(performance.now() - started)
  await devnet.stop({ keepData: true })
  const copy = mkdtempSync(join(tmpdir(), 'bench-seed-copy-'))
  const copyStarted = performance.now()
  cpSync(devnet.dataDir, copy, { recursive: true })
  copies.push(performance.now() - copyStarted)
  rmSync(copy, { recursive: true, force: true })
  rmSync(devnet.dataDir, { recursive: true, force: true })
}
console.log(`--seed demo, fresh data directory to answering devnet (in process): ${spread(demo)}`)
console.log(`copying the seeded data directory: ${spread(copies)}`)
