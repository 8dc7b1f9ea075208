import { sampleContract } from '../chain/runtime/sample-contract.ts'
import { startTestDevnet, type TestDevnet } from './test-devnet.ts'

/**
 * A test devnet with the sample contract and four offers whose keys test the readers' conversions:
 * cases 7, 3, 5 and 3 again, arbitrators carol, bob, alice and alice, rates 2.5, -1, 10 and 0.
 */
export async function startSampleOffersDevnet(): Promise<TestDevnet> {
  const devnet = await startTestDevnet({ contracts: [sampleContract] })
  const as = [{ actor: 'sample', permission: 'active' }]
  devnet.node.chain.pushActions([
    { account: 'sample', name: 'setadmin', authorization: as, data: { admin: 'sample' } },
  ])
  for (const [case_id, arbitrator, rate] of [
    ['7', 'carol', 2.5],
    ['3', 'bob', -1],
    ['5', 'alice', 10],
    ['3', 'alice', 0],
  ] as const) {
    devnet.node.chain.pushActions([
      {
        account: 'sample',
        name: 'addoffer',
        authorization: as,
        data: { case_id, arbitrator, rate, digest: 'ab'.repeat(32) },
      },
    ])
  }
  return devnet
}
