import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  TRANSACTION_LEVEL_SIGNERS,
  guardedActions,
  runAuthorizationMatrix,
} from '../testing/authorization-matrix.ts'
import { demoDataDir } from '../testing/demo-template.ts'
import { launchDevnet, type LaunchedDevnet } from '../testing/start-devnet.ts'

// The authorization matrix with one other account and one transaction-level wrong signer per action,
// each taken in turn; bench/authorization-matrix.ts runs every signer on every action.
describe('authorization matrix (one other account and one transaction-level signer per action)', () => {
  let devnet: LaunchedDevnet

  // A copy of the run's demo world; the hook may wait for another suite to seed it, a wait that ends
  // with the seed, so its limit is generous.
  beforeAll(async () => {
    const dataDir = await demoDataDir(inject('testTemplates'), 'devnet-matrix-')
    devnet = await launchDevnet({ dataDir, removeDataDir: true })
  }, 600_000)

  afterAll(async () => {
    await devnet.stop()
  })

  it('refuses a wrong signer of every action of every contract for its authority, and changes nothing', async () => {
    const accounts = (await (await fetch(`${devnet.url}/devnet/accounts`)).json()) as {
      name: string
      privateKey: string
    }[]
    const result = await runAuthorizationMatrix({
      url: devnet.url,
      dataDir: devnet.dataDir,
      accounts,
      perSample: 1,
    })
    // Every action the descriptors guard is tried, with data its contract reads (built from the ABI
    // where the demo history has none).
    expect(result.samples.map((sample) => `${sample.account}::${sample.name}`).sort()).toEqual(
      guardedActions().sort(),
    )
    expect(result.samples.filter((sample) => sample.source === 'abi').length).toBeGreaterThan(0)
    expect(result.outcomes.filter((outcome) => outcome.refused === false)).toEqual([])
    // No refusal is for data the node could not read, nor for anything but the contract's own checks.
    expect(
      result.outcomes.filter((outcome) => outcome.refused === 'data' || outcome.refused === 'other'),
    ).toEqual([])
    // Another account that signs as itself reaches the contract, which refuses it: for its authority,
    // or (where the real contract checks the state first, as telos.decide's treasuries) an assertion.
    const others = result.outcomes.filter((outcome) => outcome.case.signer === 'other-account')
    expect(others.length).toBeGreaterThan(100)
    expect(others.filter((outcome) => outcome.refused === 'authority').length).toBeGreaterThan(
      others.length / 2,
    )
    // The transaction-level wrong signers never reach a contract: always the authority error.
    const transactionLevel = result.outcomes.filter((outcome) =>
      TRANSACTION_LEVEL_SIGNERS.includes(outcome.case.signer),
    )
    expect(transactionLevel).toHaveLength(result.samples.length)
    expect(transactionLevel.filter((outcome) => outcome.refused !== 'authority')).toEqual([])
    expect(result.stateChanged).toBe(false)
  }, 300_000)
})
