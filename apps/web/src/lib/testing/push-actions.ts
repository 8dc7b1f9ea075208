// Test support: a transaction built, signed and sent over the devnet's public HTTP API, as a wallet
// and a client would do it, for tests that need the chain in a state no demo account is in.
import {
  ABI,
  Action,
  APIClient,
  PackedTransaction,
  PrivateKey,
  SignedTransaction,
  Transaction,
} from '@wharfkit/antelope'

/** One action, authorised by `actor@active`. */
export type SignedAction = { account: string; name: string; actor: string; data: Record<string, unknown> }

/** `actions` in one transaction, signed with `privateKey`, packed as the chain and the services take it. */
export async function signActions(
  origin: string,
  actions: readonly SignedAction[],
  privateKey: string,
): Promise<unknown> {
  const api = new APIClient({ url: origin })
  const info = await api.v1.chain.get_info()
  const abis = new Map<string, ABI>()
  for (const { account } of actions) {
    if (!abis.has(account)) abis.set(account, ABI.from((await api.v1.chain.get_abi(account)).abi!))
  }
  const transaction = Transaction.from({
    ...info.getTransactionHeader(60),
    actions: actions.map(({ actor, ...action }) =>
      Action.from({ ...action, authorization: [{ actor, permission: 'active' }] }, abis.get(action.account)!),
    ),
  })
  const signature = PrivateKey.from(privateKey).signDigest(transaction.signingDigest(info.chain_id))
  const packed = PackedTransaction.fromSigned(
    SignedTransaction.from({ ...transaction, signatures: [signature] }),
  )
  return JSON.parse(JSON.stringify(packed)) as unknown
}

/**
 * Sends `actions` as one transaction signed with the development key of their actor, a demo account
 * the devnet lists at `GET /devnet/accounts`; fails with the chain's answer when it refuses them.
 */
export async function pushAsDemoAccount(origin: string, actions: readonly SignedAction[]): Promise<void> {
  const actor = actions[0]?.actor
  const accounts = (await (await fetch(`${origin}/devnet/accounts`)).json()) as {
    name: string
    privateKey: string
  }[]
  const key = accounts.find((account) => account.name === actor)?.privateKey
  if (key === undefined) throw new Error(`${actor} is not a demo account of this devnet`)
  const response = await fetch(`${origin}/v1/chain/push_transaction`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(await signActions(origin, actions, key)),
  })
  if (!response.ok) throw new Error(`push_transaction: ${response.status} ${await response.text()}`)
}
