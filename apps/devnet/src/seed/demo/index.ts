import type { Chain } from '../../chain/chain.ts'
import type { DemoAccount } from '../index.ts'
import { createDemoAccounts } from './demo-accounts.ts'
import { DemoDocuments } from './demo-documents.ts'
import {
  runBenchmarkRound,
  seedProducers,
  seedProfiles,
  seedRecovery,
  seedSafe,
  seedToken,
} from './demo-extras.ts'
import {
  finishBallots,
  openBallots,
  seedDaos,
  seedWorksProposals,
  SHORT_BALLOT_SECONDS,
} from './demo-governance.ts'
import { finishResolve, FIRST_ELECTION_WINDOW_SECONDS, startResolve } from './demo-resolve.ts'
import { storePendingDocuments } from './pending-documents.ts'
import { DemoWriter } from './demo-writer.ts'

export { demoKeyPair, DEMO_KEY_SEED } from './demo-keys.ts'
export { DEMO_USERS } from './demo-users.ts'
export { BALLOT_CATEGORIES, BALLOT_STATUSES, demoBallotName } from './demo-governance.ts'
export { demoDocumentsUpload } from './upload-documents.ts'

/** How far the seed moves the devnet clock: past the short ballots' end and election 1's window. */
export const DEMO_CLOCK_STEP_SECONDS = Math.max(SHORT_BALLOT_SECONDS, FIRST_ELECTION_WINDOW_SECONDS) + 5
const BENCHMARK_ROUNDS = 4

function benchmarkRounds(writer: DemoWriter): void {
  for (let round = 0; round < BENCHMARK_ROUNDS; round++) {
    runBenchmarkRound(writer)
    writer.chain.produceBlock()
  }
}

/**
 * The demo world on top of `--seed none`, written with signed transactions. The clock moves forward
 * once, by {@link DEMO_CLOCK_STEP_SECONDS}, so short ballots end and the first election's candidate
 * window closes; everything that must still be live afterwards is opened with long deadlines.
 * Documents are hashed now and uploaded to the local storage once the devnet listens.
 */
export function seedDemo(chain: Chain): DemoAccount[] {
  const started = performance.now()
  const writer = new DemoWriter(chain)
  const docs = new DemoDocuments()

  const accounts = createDemoAccounts(writer)
  chain.produceBlock()
  seedProducers(writer)
  benchmarkRounds(writer)
  seedProfiles(writer, docs)
  seedToken(writer)
  seedSafe(writer)
  seedRecovery(writer)
  seedDaos(writer)
  const lastShortEnd = openBallots(writer, docs)
  startResolve(writer, docs)

  writer.advance(Math.max(DEMO_CLOCK_STEP_SECONDS, lastShortEnd + 2 - writer.nowSeconds()))
  finishBallots(writer)
  seedWorksProposals(writer, docs)
  finishResolve(writer, docs)
  benchmarkRounds(writer)
  chain.produceBlock()

  storePendingDocuments(chain, docs.files)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `Demo world seeded in ${seconds} s: ${writer.transactions} signed transactions, ${accounts.length} accounts, ${docs.files.length} documents`,
  )
  return accounts
}
