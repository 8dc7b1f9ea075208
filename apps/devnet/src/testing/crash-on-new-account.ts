// A devnet that dies by SIGKILL in the middle of creating one account, for the tests of what a restart
// makes of it. Run as `launchDevnet({ mode: 'child', main: CRASH_ON_NEW_ACCOUNT })` with the same
// arguments as main.ts; DEVNET_CRASH_ACCOUNT names the account, DEVNET_CRASH_AT says when it dies:
// `before-chain` (the push of its newaccount never runs) or `after-chain` (the newaccount is committed,
// nothing the account backend does after it runs).
import { pathToFileURL } from 'node:url'
import { Name, Serializer } from '@wharfkit/antelope'
import { openDevnetNode } from '../chain/node.ts'
import { parseDevnetArgs } from '../cli.ts'
import { createServer } from '../http/server.ts'

/** This file, as `launchDevnet`'s `main`. */
export const CRASH_ON_NEW_ACCOUNT = import.meta.filename

async function main(): Promise<void> {
  const doomed = process.env.DEVNET_CRASH_ACCOUNT
  const at = process.env.DEVNET_CRASH_AT
  if (!doomed || (at !== 'before-chain' && at !== 'after-chain'))
    throw new Error('DEVNET_CRASH_ACCOUNT and DEVNET_CRASH_AT (before-chain | after-chain) are required')
  const options = parseDevnetArgs(process.argv.slice(2))
  const node = openDevnetNode({ dataDir: options.data, seed: options.seed })
  const { chain } = node
  // The account's name as it sits in the packed newaccount data (a little-endian uint64).
  const packedName = Serializer.encode({ object: Name.from(doomed) }).hexString
  const push = chain.pushTransaction.bind(chain)
  chain.pushTransaction = (input, pushOptions) => {
    const creates = Buffer.from(input.packedTrx).toString('hex').includes(packedName)
    if (creates && at === 'before-chain') process.kill(process.pid, 'SIGKILL')
    const result = push(input, pushOptions)
    if (creates && chain.accounts.exists(doomed)) {
      chain.flushCommits()
      process.kill(process.pid, 'SIGKILL')
    }
    return result
  }
  const app = await createServer({ node, dataDir: options.data })
  await app.listen({ host: options.host, port: options.port })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  console.log(`Devnet listening at http://${options.host}:${port}`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
