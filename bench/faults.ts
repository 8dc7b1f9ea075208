// Prints how the devnet comes through SIGKILL in the middle of its work: BENCH_FAULT_ROUNDS (default 5)
// kill-and-restart rounds of each kind on one child devnet and its data directory. storage: an upload
// killed while received or processed (alternating); accounts: 45 creations (SMS, testnet, reCAPTCHA)
// beside signed transfers, killed once a third were acknowledged; blocks: block production killed at a random
// moment (every other round just after a transfer landed in the open block). Per kind: rounds,
// acknowledged writes, writes lost and partial states found (both must be 0), and restart time.
// The checks themselves are in apps/devnet/src/testing/fault-rounds.ts, shared with http/faults.test.ts.
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  accountsRound,
  blocksRound,
  restartDevnet,
  storageRound,
  type FaultKind,
  type FaultRound,
} from '../apps/devnet/src/testing/fault-rounds.ts'

const ROUNDS = Number(process.env.BENCH_FAULT_ROUNDS ?? 5)

console.log(
  `machine: ${cpus().length} cores, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}; ${ROUNDS} rounds per kind`,
)
const dataDir = mkdtempSync(join(tmpdir(), 'bench-faults-'))
let { devnet } = await restartDevnet(dataDir)
const rounds: FaultRound[] = []
try {
  for (let i = 0; i < ROUNDS; i++) {
    const steps = [
      () => storageRound(devnet, { killAt: i % 2 === 0 ? 'processing' : 'receiving' }),
      () => accountsRound(devnet),
      () => blocksRound(devnet, { withTransaction: i % 2 === 1 }),
    ]
    for (const step of steps) {
      const result = await step()
      devnet = result.devnet
      rounds.push(result.round)
      for (const problem of result.round.partial) console.log(`  ${result.round.kind}: ${problem}`)
    }
  }
} finally {
  await devnet.stop()
  rmSync(dataDir, { recursive: true, force: true })
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
console.log('kind      rounds  acknowledged  lost  partial  restart ms (mean / max)  notes')
for (const kind of ['storage', 'accounts', 'blocks'] as FaultKind[]) {
  const ofKind = rounds.filter((round) => round.kind === kind)
  const restarts = ofKind.map((round) => round.restartMs)
  const notes = new Map<string, number>()
  for (const round of ofKind)
    for (const [name, value] of Object.entries(round.notes)) notes.set(name, (notes.get(name) ?? 0) + value)
  console.log(
    [
      kind.padEnd(8),
      String(ofKind.length).padStart(7),
      String(sum(ofKind.map((round) => round.acknowledged))).padStart(13),
      String(sum(ofKind.map((round) => round.lost))).padStart(5),
      String(sum(ofKind.map((round) => round.partial.length))).padStart(8),
      `${(sum(restarts) / Math.max(1, restarts.length)).toFixed(0)} / ${Math.max(0, ...restarts).toFixed(0)}`.padStart(
        24,
      ),
      ' ' + [...notes].map(([name, value]) => `${name} ${value}`).join(', '),
    ].join(' '),
  )
}
const failures = sum(rounds.map((round) => round.lost + round.partial.length))
if (failures > 0) {
  console.log(`${failures} lost writes or partial states: see the lines above the table`)
  process.exitCode = 1
}
