// Prints the authorization matrix: every action of every contract the devnet runs (from the contract
// descriptors; data from the demo history where a demo account signed it, else built from the ABI),
// sent by every wrong signer — each demo account the data does not name, the right account with a
// permission linked to nothing, no signature, a signature over another chain id. Accepted must be 0,
// no refusal may be for unreadable data, and the chain's state digest must not move.
import { launchDevnet } from '../apps/devnet/src/testing/start-devnet.ts'
import {
  WRONG_SIGNERS,
  allActions,
  runAuthorizationMatrix,
  type Refusal,
} from '../apps/devnet/src/testing/authorization-matrix.ts'

const devnet = await launchDevnet({ mode: 'child', seed: 'demo' })
try {
  const accounts = (await (await fetch(`${devnet.url}/devnet/accounts`)).json()) as {
    name: string
    privateKey: string
  }[]
  const started = performance.now()
  const result = await runAuthorizationMatrix({ url: devnet.url, dataDir: devnet.dataDir, accounts })
  const seconds = (performance.now() - started) / 1000
  const total = allActions().length
  const fromHistory = result.samples.filter((sample) => sample.source === 'history').length
  console.log(
    `actions covered: ${result.samples.length} / ${total} (the rest run for any signer); data from the demo history: ${fromHistory}, built from the ABI: ${result.samples.length - fromHistory}; ${accounts.length} demo accounts`,
  )
  const kinds: (Refusal | false)[] = ['authority', 'assertion', 'data', 'other', false]
  console.log('wrong signer        tries  authority  assertion first  unreadable data  other  accepted')
  for (const signer of WRONG_SIGNERS) {
    const rows = result.outcomes.filter((o) => o.case.signer === signer)
    const counts = kinds.map((kind) => rows.filter((o) => o.refused === kind).length)
    const [authority, assertion, data, other, accepted] = counts.map(String)
    console.log(
      `${signer.padEnd(18)}  ${String(rows.length).padStart(5)}  ${authority!.padStart(9)}  ${assertion!.padStart(15)}  ${data!.padStart(15)}  ${other!.padStart(5)}  ${accepted!.padStart(8)}`,
    )
  }
  const accepted = result.outcomes.filter((o) => o.refused === false)
  const unread = result.outcomes.filter((o) => o.refused === 'data' || o.refused === 'other')
  console.log(
    `total: ${result.outcomes.length} tries in ${seconds.toFixed(1)} s, accepted ${accepted.length}, state changed: ${result.stateChanged ? 'YES' : 'no'}`,
  )
  for (const o of accepted)
    console.log(
      `  ACCEPTED ${o.case.sample.account}::${o.case.sample.name} by ${o.case.account ?? o.case.signer}`,
    )
  for (const o of unread)
    console.log(
      `  ${o.refused} ${o.case.sample.account}::${o.case.sample.name} (${o.case.sample.source}) by ${o.case.account ?? o.case.signer}: ${o.message.slice(0, 160)}`,
    )
  const assertions = new Map<string, number>()
  for (const o of result.outcomes.filter((o) => o.refused === 'assertion')) {
    const key = `${o.case.sample.account}::${o.case.sample.name} (${o.case.sample.source}): ${o.message.slice(0, 120)}`
    assertions.set(key, (assertions.get(key) ?? 0) + 1)
  }
  for (const [key, count] of assertions) console.log(`  assertion first (${count}×) ${key}`)
  if (accepted.length > 0 || unread.length > 0 || result.stateChanged) process.exitCode = 1
} finally {
  await devnet.stop()
}
