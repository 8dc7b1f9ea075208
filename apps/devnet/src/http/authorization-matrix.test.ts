import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAuthorizationMatrix } from '../testing/authorization-matrix.ts'
import { launchDevnet, type LaunchedDevnet } from '../testing/start-devnet.ts'

// A fixed slice of bench/authorization-matrix.ts: the first actions of the demo history, each sent by
// every wrong signer. The bench runs all of them.
describe('authorization matrix (slice)', () => {
  let devnet: LaunchedDevnet

  beforeAll(async () => {
    devnet = await launchDevnet({ seed: 'demo', tempPrefix: 'devnet-matrix-' })
  }, 120_000)

  afterAll(async () => {
    await devnet.stop()
  })

  it('refuses every wrong signer of a signed action and changes nothing', async () => {
    const accounts = (await (await fetch(`${devnet.url}/devnet/accounts`)).json()) as {
      name: string
      privateKey: string
    }[]
    const result = await runAuthorizationMatrix({
      url: devnet.url,
      dataDir: devnet.dataDir,
      accounts,
      limit: 6,
    })
    expect(result.samples).toBe(6)
    expect(result.outcomes).toHaveLength(24)
    expect(result.outcomes.filter((outcome) => outcome.refused === false)).toEqual([])
    // The three transaction-level wrong signers never reach the contract.
    const transactionLevel = result.outcomes.filter((outcome) => outcome.case.signer !== 'other-account')
    expect(transactionLevel.every((outcome) => outcome.refused === 'authority')).toBe(true)
    expect(result.stateChanged).toBe(false)
  }, 120_000)
})
