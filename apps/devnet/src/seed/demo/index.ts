import type { Chain } from '../../chain/chain.ts'
import type { DemoAccount } from '../index.ts'
import { createDemoAccounts } from './demo-accounts.ts'
import { seedGovernanceDocument } from './demo-amendments.ts'
import { DemoDocuments } from './demo-documents.ts'
import {
  runBenchmarkRound,
  seedProducers,
  seedProfiles,
  seedRecovery,
  seedSafe,
  seedToken,
} from './demo-extras.ts'
import { finishBallots, openBallots, seedDaos, seedWorksProposals } from './demo-governance.ts'
import { finishResolve, startResolve } from './demo-resolve.ts'
import { seedHostileCorpus } from './demo-hostile.ts'
import { seedShowcaseBallots } from './demo-showcase.ts'
import { storePendingDocuments } from './pending-documents.ts'
import { DemoWriter } from './demo-writer.ts'

export { demoKeyPair, DEMO_KEY_SEED } from './demo-keys.ts'
export { DEMO_USERS } from './demo-users.ts'
export { BALLOT_CATEGORIES, BALLOT_STATUSES, demoBallotName } from './demo-ballot-plans.ts'
export { demoDocumentsUpload } from './upload-documents.ts'
export { HOSTILE_TITLE, SHOWCASE_BALLOTS } from './demo-showcase.ts'
export { HOSTILE_ACCOUNT, HOSTILE_DAO } from './demo-hostile.ts'

// Each benchmark round is one block per validator; their block times also let the short deadlines pass.
function benchmarkRounds(writer: DemoWriter, rounds: number): void {
  for (let round = 0; round < rounds; round++) runBenchmarkRound(writer)
}

/** How far in the past a new demo chain starts (openDevnetNode), for validator benchmark history. */
export const DEMO_HISTORY_MS = 3 * 86_400_000
const BENCHMARK_EVERY_MS = 3 * 3_600_000

/**
 * Validators benchmark every few hours over the DEMO_HISTORY_MS the chain started in the past; then
 * the clock catches up with the present, so everything after this is dated today and the portal's
 * deadlines, computed from the wall clock, hold.
 */
function benchmarkHistory(writer: DemoWriter): void {
  const chain = writer.chain
  const startedAt = performance.now()
  const presentAt = chain.now() + DEMO_HISTORY_MS
  const present = () => presentAt + (performance.now() - startedAt)
  const chainTime = () => Math.max(chain.now(), chain.head().time_ms)
  while (present() - chainTime() > BENCHMARK_EVERY_MS) {
    runBenchmarkRound(writer)
    chain.advanceTime(BENCHMARK_EVERY_MS / 1000)
  }
  const behindMs = present() - chainTime()
  if (behindMs > 0) chain.advanceTime(behindMs / 1000)
}

/**
 * The demo world on top of `--seed none`, written with signed transactions. Ballots that must end and
 * the first election's candidate window last two seconds, which pass as blocks are produced, so the
 * devnet clock is not moved; everything that must still be live is opened with long deadlines.
 * Documents are hashed now and uploaded to the local storage once the devnet listens.
 */
export function seedDemo(chain: Chain, _options: { publicOrigin?: string | undefined } = {}): DemoAccount[] {
  const started = performance.now()
  const writer = new DemoWriter(chain)
  // The demo's links are gateway paths, so they need no origin (older data directories recorded theirs).
  const docs = new DemoDocuments()

  const accounts = createDemoAccounts(writer)
  chain.produceBlock()
  seedProducers(writer)
  benchmarkHistory(writer)
  benchmarkRounds(writer, 1)
  seedProfiles(writer, docs)
  seedToken(writer, docs)
  seedSafe(writer)
  seedRecovery(writer)
  seedGovernanceDocument(writer, docs)
  seedDaos(writer)
  const lastShortEnd = openBallots(writer, docs)
  seedShowcaseBallots(writer, docs)
  const windowEnd = startResolve(writer, docs)
  benchmarkRounds(writer, 2)
  writer.passTime(Math.max(lastShortEnd, windowEnd))
  finishBallots(writer)
  seedWorksProposals(writer, docs)
  finishResolve(writer, docs)
  // Last, so the ids of the other demo cases and the order of the other DAOs stay as they were.
  seedHostileCorpus(writer)
  benchmarkRounds(writer, 1)
  chain.produceBlock()

  storePendingDocuments(chain, docs.files)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `Demo world seeded in ${seconds} s: ${writer.transactions} signed transactions, ${accounts.length} accounts, ${docs.files.length} documents`,
  )
  return accounts
}
