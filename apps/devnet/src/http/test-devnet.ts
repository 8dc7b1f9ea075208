import { APIClient, PrivateKey } from '@wharfkit/antelope'
import { Session } from '@wharfkit/session'
import { WalletPluginPrivateKey } from '@wharfkit/wallet-plugin-privatekey'
import { DEV_PRIVATE_KEY } from '../chain/chain.ts'
import type { DevnetNode } from '../chain/node.ts'
import type { ContractModule } from '../chain/runtime/contract.ts'
import { signActions, type RawAction, type SignOptions } from '../testing/sign-actions.ts'
import { launchDevnet } from '../testing/start-devnet.ts'

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

export type { RawAction } from '../testing/sign-actions.ts'

/**
 * A transaction signed outside Wharf's Session, for the cases Session would refuse to build
 * (expired, unsigned, signed by the wrong key): the send_transaction body and its id. Signed with
 * the development key unless `keys` says otherwise.
 */
export function signTransaction(
  devnet: Pick<TestDevnet, 'client'>,
  actions: RawAction[],
  options: Partial<SignOptions> = {},
): Promise<{ id: string; body: Record<string, unknown> }> {
  return signActions(devnet.client, actions, { ...options, keys: options.keys ?? [DEV_PRIVATE_KEY] })
}

/**
 * An in-process devnet (seed none, free port; a temporary data directory unless `dataDir` is named,
 * which is then kept) with the clients API tests use.
 */
export async function startTestDevnet(
  options: { dataDir?: string; contracts?: readonly ContractModule[]; corsOrigin?: string } = {},
): Promise<TestDevnet> {
  const devnet = await launchDevnet({ mode: 'in-process', seed: 'none', ...options })
  const { url, dataDir } = devnet
  const node = devnet.node!
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
    close: (closeOptions) => devnet.stop(closeOptions),
  }
}
