// Prints the authorization matrix: every action the demo world's accounts signed (one sample per
// contract action, from history), sent again by each wrong signer — another account, the right account
// with a permission linked to nothing, no signature, a signature over another chain id. Accepted must
// be 0 and the chain's state digest must not move.
import { launchDevnet } from '../apps/devnet/src/testing/start-devnet.ts'
import {
  WRONG_SIGNERS,
  guardedActions,
  runAuthorizationMatrix,
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
  const sampled = new Set(result.outcomes.map((o) => `${o.case.sample.account}::${o.case.sample.name}`))
  const guarded = guardedActions()
  console.log(
    `actions that need an authority (descriptors): ${guarded.length}; with a signed sample in the demo history: ${sampled.size}`,
  )
  console.log('wrong signer        tried  refused (authority)  refused (other check first)  accepted')
  for (const signer of WRONG_SIGNERS) {
    const rows = result.outcomes.filter((o) => o.case.signer === signer)
    const count = (refused: 'authority' | 'other' | false) => rows.filter((o) => o.refused === refused).length
    console.log(
      `${signer.padEnd(18)}  ${String(rows.length).padStart(5)}  ${String(count('authority')).padStart(19)}  ${String(count('other')).padStart(27)}  ${String(count(false)).padStart(8)}`,
    )
  }
  const accepted = result.outcomes.filter((o) => o.refused === false)
  console.log(
    `total: ${result.outcomes.length} cases in ${seconds.toFixed(1)} s, accepted ${accepted.length}, state changed: ${result.stateChanged ? 'YES' : 'no'}`,
  )
  for (const o of accepted)
    console.log(`  ACCEPTED ${o.case.sample.account}::${o.case.sample.name} by ${o.case.signer}`)
  const unsampled = guarded.filter((key) => !sampled.has(key))
  console.log(`not in the demo history (not tried): ${unsampled.length}: ${unsampled.join(', ')}`)
  if (accepted.length > 0 || result.stateChanged) process.exitCode = 1
} finally {
  await devnet.stop()
}
