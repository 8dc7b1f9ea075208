// Transactions signed outside Wharf's Session, for tests and scripts that talk to a devnet over HTTP:
// the API tests (for the cases Session would refuse to build: expired, unsigned, signed by the wrong
// key) and the e2e journeys' setup. Only Wharf's antelope types are loaded, never the devnet itself.
import {
  ABI,
  Action,
  type APIClient,
  PackedTransaction,
  PrivateKey,
  SignedTransaction,
  Transaction,
} from '@wharfkit/antelope'

/** One action, authorized by `actor@permission` (`active` unless given). */
export type RawAction = {
  account: string
  name: string
  actor: string
  permission?: string
  data: Record<string, unknown>
}

export type SignOptions = {
  /** The private keys that sign (WIF); none leaves the transaction unsigned. */
  keys: readonly string[]
  /** Seconds until the transaction expires (default 60). */
  expireSeconds?: number
  /** 1 (default) zlib-compresses the packed transaction. */
  compression?: 0 | 1
  /** A get_info answer to reuse when signing many transactions at once. */
  info?: Awaited<ReturnType<APIClient['v1']['chain']['get_info']>>
  /** Signs over this chain id instead of the node's (a signature meant for another chain). */
  chainId?: string
}

/** ABIs per client: contracts do not change during a test. */
const abiCache = new WeakMap<APIClient, Map<string, ABI>>()

/** Signs `actions` as one transaction with ABIs read through `client`: the send_transaction body and its id. */
export async function signActions(
  client: APIClient,
  actions: readonly RawAction[],
  options: SignOptions,
): Promise<{ id: string; body: Record<string, unknown> }> {
  const info = options.info ?? (await client.v1.chain.get_info())
  let abis = abiCache.get(client)
  if (!abis) {
    abis = new Map<string, ABI>()
    abiCache.set(client, abis)
  }
  for (const action of actions) {
    if (!abis.has(action.account))
      abis.set(action.account, ABI.from((await client.v1.chain.get_abi(action.account)).abi!))
  }
  const transaction = Transaction.from({
    ...info.getTransactionHeader(options.expireSeconds ?? 60),
    actions: actions.map((action) =>
      Action.from(
        {
          account: action.account,
          name: action.name,
          authorization: [{ actor: action.actor, permission: action.permission ?? 'active' }],
          data: action.data,
        },
        abis.get(action.account),
      ),
    ),
  })
  const digest = transaction.signingDigest(options.chainId ?? info.chain_id)
  const signatures = options.keys.map((key) => PrivateKey.from(key).signDigest(digest))
  const packed = PackedTransaction.fromSigned(
    SignedTransaction.from({ ...transaction, signatures }),
    options.compression ?? 1,
  )
  return { id: String(transaction.id), body: JSON.parse(JSON.stringify(packed)) as Record<string, unknown> }
}
