import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  ABI,
  Action,
  APIClient,
  PackedTransaction,
  PrivateKey,
  SignedTransaction,
  Transaction,
} from '@wharfkit/antelope'
import { Session } from '@wharfkit/session'
import { WalletPluginPrivateKey } from '@wharfkit/wallet-plugin-privatekey'
import { DEV_PRIVATE_KEY } from '../chain/chain.ts'
import { openDevnetNode, type DevnetNode } from '../chain/node.ts'
import type { ContractModule } from '../chain/runtime/contract.ts'
import { createServer } from './server.ts'

/** A devnet listening on a free loopback port over a temporary data directory, for API tests. */
export type TestDevnet = {
  url: string
  node: DevnetNode
  dataDir: string
  client: APIClient
  /** A Wharf Kit session for `actor` signing with `privateKey` (default: the development key). */
  session(actor: string, privateKey?: string): Session
  /** Raw HTTP POST of a JSON (or raw string) body. */
  post(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }>
  close(options?: { keepData?: boolean }): Promise<void>
}

export type RawAction = { account: string; name: string; actor: string; data: Record<string, unknown> }

/**
 * A transaction signed outside Wharf's Session, for the cases Session would refuse to build
 * (expired, unsigned, signed by the wrong key): the send_transaction body and its id.
 */
/** ABIs per client: contracts do not change during a test. */
const abiCache = new WeakMap<APIClient, Map<string, ABI>>()

export async function signTransaction(
  devnet: Pick<TestDevnet, 'client'>,
  actions: RawAction[],
  options: {
    keys?: string[]
    expireSeconds?: number
    compression?: 0 | 1
    /** A get_info answer to reuse when signing many transactions at once. */
    info?: Awaited<ReturnType<APIClient['v1']['chain']['get_info']>>
  } = {},
): Promise<{ id: string; body: Record<string, unknown> }> {
  const info = options.info ?? (await devnet.client.v1.chain.get_info())
  let abis = abiCache.get(devnet.client)
  if (!abis) {
    abis = new Map<string, ABI>()
    abiCache.set(devnet.client, abis)
  }
  for (const action of actions) {
    if (!abis.has(action.account))
      abis.set(action.account, ABI.from((await devnet.client.v1.chain.get_abi(action.account)).abi!))
  }
  const transaction = Transaction.from({
    ...info.getTransactionHeader(options.expireSeconds ?? 60),
    actions: actions.map((action) =>
      Action.from(
        {
          account: action.account,
          name: action.name,
          authorization: [{ actor: action.actor, permission: 'active' }],
          data: action.data,
        },
        abis.get(action.account),
      ),
    ),
  })
  const digest = transaction.signingDigest(info.chain_id)
  const signatures = (options.keys ?? [DEV_PRIVATE_KEY]).map((key) => PrivateKey.from(key).signDigest(digest))
  const packed = PackedTransaction.fromSigned(
    SignedTransaction.from({ ...transaction, signatures }),
    options.compression ?? 1,
  )
  return { id: String(transaction.id), body: JSON.parse(JSON.stringify(packed)) as Record<string, unknown> }
}

export async function startTestDevnet(
  options: { dataDir?: string; contracts?: readonly ContractModule[] } = {},
): Promise<TestDevnet> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'devnet-test-'))
  const node = openDevnetNode({ dataDir, seed: 'none', contracts: options.contracts })
  const app = await createServer({ node, dataDir })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const url = `http://127.0.0.1:${port}`
  const client = new APIClient({ url })
  return {
    url,
    node,
    dataDir,
    client,
    session(actor, privateKey = DEV_PRIVATE_KEY) {
      return new Session({
        chain: { id: node.chain.chainId, url },
        actor,
        permission: 'active',
        walletPlugin: new WalletPluginPrivateKey(PrivateKey.from(privateKey)),
      })
    },
    async post(path, body) {
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
      const text = await response.text()
      let json: Record<string, unknown> = {}
      try {
        json = JSON.parse(text) as Record<string, unknown>
      } catch {
        json = { text }
      }
      return { status: response.status, json }
    },
    async close(closeOptions = {}) {
      await app.close()
      node.close()
      if (!closeOptions.keepData && !options.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
