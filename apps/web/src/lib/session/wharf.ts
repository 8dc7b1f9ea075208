// Loaded only by dynamic import, when someone logs in, restores a session or signs: guests never
// download Wharf Kit or the wallet plugins.
import {
  type ABIDef,
  Action,
  CompressionType,
  PackedTransaction,
  Serializer,
  SessionKit,
  SignedTransaction,
  Transaction,
  type Session,
  type TransactResult,
  type WalletPlugin,
} from '@wharfkit/session'
import { getNetwork } from '@/config/network.ts'
import { chainClient } from '@/lib/chain/chain.ts'
import type { PackedTransactionJson } from '@/lib/chain/chain-client.ts'
import type { LoginRequest } from './session-store.ts'
import { BLOCKS_BEHIND, EXPIRE_SECONDS, transactionHeader, type TransactionHeader } from './tapos.ts'
import type { WalletId } from './wallets.ts'
import { CleosWallet } from './wallets/cleos-wallet.ts'
import { LocalKeysWallet } from './wallets/local-keys-wallet.ts'
import { PortalUserInterface } from './user-interface.ts'

// One kit without Anchor and, once someone picks Anchor, one with it: the Anchor plugin and its
// protocol code load only for Anchor users. Both kits share Wharf's stored sessions.
const kits = new Map<boolean, Promise<SessionKit>>()
let session: { current: Session; kit: SessionKit } | undefined

async function createKit(withAnchor: boolean): Promise<SessionKit> {
  const network = getNetwork()
  const chainId = network.chainId ?? (await chainClient().getInfo()).chain_id
  const walletPlugins: WalletPlugin[] = [new CleosWallet(network)]
  if (network.localKeys) walletPlugins.push(new LocalKeysWallet(window.location.origin))
  if (withAnchor) {
    const { WalletPluginAnchor } = await import('@wharfkit/wallet-plugin-anchor')
    walletPlugins.push(new WalletPluginAnchor())
  }
  return new SessionKit(
    {
      appName: network.appName,
      chains: [{ id: chainId, url: network.chainUrl }],
      ui: new PortalUserInterface(),
      walletPlugins,
    },
    { expireSeconds: EXPIRE_SECONDS },
  )
}

function getKit(walletId: WalletId): Promise<SessionKit> {
  const withAnchor = walletId === 'anchor'
  let kit = kits.get(withAnchor)
  if (!kit) {
    kit = createKit(withAnchor).catch((error: unknown) => {
      kits.delete(withAnchor)
      throw error
    })
    kits.set(withAnchor, kit)
  }
  return kit
}

/** The signer's account and permission. */
export type SignerLevel = { actor: string; permission: string }

function levelOf(current: Session): SignerLevel {
  return {
    actor: String(current.permissionLevel.actor),
    permission: String(current.permissionLevel.permission),
  }
}

/** Logs in through the chosen wallet; the account, when given, is logged in without asking the wallet. */
export async function walletLogin(request: LoginRequest): Promise<SignerLevel> {
  const sessionKit = await getKit(request.walletId)
  const permissionLevel = request.account ? `${request.account}@${request.permission ?? 'active'}` : undefined
  const result = await sessionKit.login({ walletPlugin: request.walletId, permissionLevel })
  session = { current: result.session, kit: sessionKit }
  return levelOf(result.session)
}

/** Restores the session stored for `account` after a reload, without asking the user again. */
export async function walletRestore(walletId: WalletId, account: string): Promise<SignerLevel> {
  const sessionKit = await getKit(walletId)
  const chain = sessionKit.chains[0]
  if (!chain) throw new Error('No chain is configured.')
  // Wharf's default stored session carries the wallet's own data (e.g. Anchor's channel); it is used
  // when it is the same account and wallet, else the session is rebuilt from the portal's keys.
  const stored = await sessionKit.restore().catch(() => undefined)
  const restored =
    stored && String(stored.actor) === account && stored.walletPlugin.id === walletId
      ? stored
      : await sessionKit.restore({
          chain: chain.id,
          actor: account,
          permission: 'active',
          walletPlugin: { id: walletId, data: {} },
        })
  if (!restored) throw new Error(`No stored session for ${account}.`)
  session = { current: restored, kit: sessionKit }
  return levelOf(restored)
}

/** Ends the wallet session. */
export async function walletLogout(): Promise<void> {
  const ended = session
  session = undefined
  if (ended) await ended.kit.logout(ended.current)
}

/** An action as features describe it; `authorization` defaults to the signed-in account. */
export type ActionInput = {
  account: string
  name: string
  data: Record<string, unknown>
  authorization?: SignerLevel[]
}

/** A signed transaction: packed for send_transaction, or already broadcast by the wallet. */
export type SignedActions = {
  transactionId: string
  packed: PackedTransactionJson
  broadcastByWallet: boolean
}

/** Signs `actions` as the signed-in account: expires in 30 s, referencing a block 3 behind the head. */
export async function signActions(actions: readonly ActionInput[]): Promise<SignedActions> {
  const current = session?.current
  if (!current) throw new Error('Log in to sign transactions.')
  const signer = levelOf(current)
  const header = await currentHeader()
  const result = await current.transact(
    {
      transaction: {
        ...header,
        max_net_usage_words: 0,
        max_cpu_usage_ms: 0,
        delay_sec: 0,
        context_free_actions: [],
        transaction_extensions: [],
        actions: actions.map((action) => ({ ...action, authorization: action.authorization ?? [signer] })),
      },
    },
    { broadcast: false, expireSeconds: EXPIRE_SECONDS },
  )
  return signedActions(
    result,
    (current.walletPlugin as { broadcastsItself?: boolean }).broadcastsItself === true,
  )
}

/** Message when a wallet answers a signing request without a transaction. */
export const NO_TRANSACTION_MESSAGE = 'The wallet returned no transaction.'

/**
 * What the wallet handed back, packed for send_transaction. A wallet that answers without a
 * transaction (a null result) fails the send like a refusal: transact reports it (notice, error
 * notification) and the form's mutation ends in that error.
 */
export function signedActions(
  result: Pick<TransactResult, 'resolved' | 'signatures'>,
  broadcastByWallet: boolean,
): SignedActions {
  const transaction = result.resolved?.transaction
  if (!transaction) throw new Error(NO_TRANSACTION_MESSAGE)
  const signed = SignedTransaction.from({ ...transaction, signatures: result.signatures })
  const packed = Serializer.objectify(PackedTransaction.fromSigned(signed)) as PackedTransactionJson
  return { transactionId: String(transaction.id), packed, broadcastByWallet }
}

/**
 * `actions` in a transaction for `current` to sign: the header the wallet would sign (TAPOS 3 blocks
 * behind the head, 30 s to expire) and each action's data serialized with its ABI (the chain's, or
 * `abi` for a contract no chain has).
 */
async function unsignedTransaction(
  current: Session,
  actions: readonly ActionInput[],
  abi?: ABIDef,
): Promise<Transaction> {
  const signer = levelOf(current)
  const header = await currentHeader()
  const resolved = await Promise.all(
    actions.map(async (action) =>
      Action.from(
        { ...action, authorization: action.authorization ?? [signer] },
        abi ?? (await current.abiCache.getAbi(action.account)),
      ),
    ),
  )
  return Transaction.from({
    ...header,
    max_net_usage_words: 0,
    max_cpu_usage_ms: 0,
    delay_sec: 0,
    context_free_actions: [],
    transaction_extensions: [],
    actions: resolved,
  })
}

// Packed as is: the chain and the services read an uncompressed transaction as well as a zlib one, and
// compressing a transaction of a few hundred bytes cost a phone more than it saved (zlib's set-up
// clears its 64 kB window: part of the task that signed /apps' login proof, issue 41).
const UNCOMPRESSED = CompressionType.none

/**
 * Runs `actions` on the chain's compute_transaction without signing them: the same header and
 * authorizations the wallet would sign, packed with no signatures (nodeos needs none for a dry run and
 * commits nothing). Resolves when the chain would accept them; throws the chain's refusal otherwise.
 */
export async function dryRunActions(actions: readonly ActionInput[]): Promise<void> {
  const current = session?.current
  if (!current) throw new Error('Log in to sign transactions.')
  const transaction = await unsignedTransaction(current, actions)
  const unsigned = SignedTransaction.from({ ...transaction, signatures: [] })
  const packed = PackedTransaction.fromSigned(unsigned, UNCOMPRESSED)
  await chainClient().computeTransaction(Serializer.objectify(packed) as PackedTransactionJson)
}

/**
 * Signs, without broadcasting, one action of a contract no chain has (its ABI given): a wallet login
 * proof for a backend service (`lib/services/challenge-session.ts`). A wallet that broadcasts on its own
 * (cleos) cannot. The wallet signs the transaction as given (Wharf's signTransaction): a proof is never
 * sent to a chain, so none of transact's steps for one apply, and its signing-request bookkeeping
 * (each revision compressed with zlib) was a 120 ms task at 7x CPU as `/apps` opened (issue 41).
 */
export async function signOffChainAction(
  action: { account: string; name: string; data: Record<string, unknown> },
  abi: ABIDef,
): Promise<PackedTransactionJson> {
  const current = session?.current
  if (!current) throw new Error('Log in to sign.')
  if ((current.walletPlugin as { broadcastsItself?: boolean }).broadcastsItself === true)
    throw new Error('This wallet cannot sign a login proof; log in with another wallet to continue.')
  const transaction = await unsignedTransaction(current, [action], abi)
  const signatures = await current.signTransaction(transaction)
  if (signatures.length === 0) throw new Error(NO_TRANSACTION_MESSAGE)
  const signed = SignedTransaction.from({ ...transaction, signatures })
  return Serializer.objectify(PackedTransaction.fromSigned(signed, UNCOMPRESSED)) as PackedTransactionJson
}

// TAPOS: the block 3 behind the head, as eosjs's blocksBehind did, whether or not it is irreversible yet.
// Only when the chain cannot say which block that is does the last irreversible block stand in.
async function currentHeader(): Promise<TransactionHeader> {
  const info = await chainClient().getInfo()
  const target = Math.max(1, info.head_block_num - BLOCKS_BEHIND)
  try {
    const block = await getBlockId(target)
    return transactionHeader(block, info.head_block_time)
  } catch {
    return transactionHeader(info.last_irreversible_block_id, info.head_block_time)
  }
}

async function getBlockId(blockNum: number): Promise<string> {
  const response = await fetch(`${getNetwork().chainUrl}/v1/chain/get_block_info`, {
    method: 'POST',
    body: JSON.stringify({ block_num: blockNum }),
  })
  if (!response.ok) throw new Error(`get_block_info answered ${response.status}`)
  const { id } = (await response.json()) as { id: string }
  return id
}
